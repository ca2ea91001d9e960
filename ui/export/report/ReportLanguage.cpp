#include "export/report/ReportLanguage.h"

#include "i18n/Language.h"

#include <QApplication>
#include <QFont>

namespace gputco::ui {

std::optional<QLocale> parseReportLocale(const QString& name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    QLocale locale(trimmed);
    // QLocale falls back to "C" for names it does not know: accept C only when asked for.
    if (locale.language() == QLocale::C && trimmed != u"C" && trimmed != u"POSIX")
        return std::nullopt;
    return locale;
}

int applyReportLanguage(const QLocale& locale)
{
    const int installed = installLanguage(locale);

    // Chart text takes the application font: put a font that has the language's glyphs first.
    if (qobject_cast<QApplication*>(QCoreApplication::instance())) {
        QFont font = QApplication::font();
        font.setFamilies(locale.language() == QLocale::Chinese
                             ? QStringList{QStringLiteral("Noto Sans CJK SC"), QStringLiteral("DejaVu Sans")}
                             : QStringList{QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC")});
        font.setStyleStrategy(QFont::PreferNoShaping); // no Latin ligatures: PDF text stays searchable
        QApplication::setFont(font);
    }
    return installed;
}

} // namespace gputco::ui
