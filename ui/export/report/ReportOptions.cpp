#include "export/report/ReportOptions.h"

namespace gputco::ui {

QPageSize::PageSizeId pageSizeForLocale(const QLocale& locale)
{
    // Letter is the paper size of the US and Canada (ANSI/ASME Y14.1); the rest of the world uses ISO 216 A4.
    const QLocale::Territory t = locale.territory();
    if (t == QLocale::UnitedStates || t == QLocale::Canada || locale.measurementSystem() == QLocale::ImperialUSSystem)
        return QPageSize::Letter;
    return QPageSize::A4;
}

std::optional<QPageSize::PageSizeId> parsePageSize(const QString& text)
{
    const QString t = text.trimmed().toLower();
    if (t == u"a4")
        return QPageSize::A4;
    if (t == u"letter")
        return QPageSize::Letter;
    return std::nullopt;
}

ReportOptions reportOptionsFor(const QLocale& locale, const QString& paper)
{
    ReportOptions options;
    options.locale = locale;
    options.pageSize = parsePageSize(paper).value_or(pageSizeForLocale(locale));
    return options;
}

} // namespace gputco::ui
