#include "export/ExportFileName.h"

namespace gputco::ui {

namespace {

constexpr qsizetype kMaxLength = 60;

} // namespace

QString exportFileBase(const QString& title)
{
    // The subject after the question names the figure best: "Cumulative TCO", "Memory per GPU".
    QString subject = title;
    const qsizetype mark = std::max(title.lastIndexOf(QLatin1Char('?')), title.lastIndexOf(QChar(0xFF1F)));
    if (mark >= 0 && !title.mid(mark + 1).trimmed().isEmpty())
        subject = title.mid(mark + 1);
    QString base;
    bool gap = false;
    for (const QChar c : subject) {
        if (c.isLetterOrNumber()) {
            if (gap && !base.isEmpty())
                base += QLatin1Char('-');
            base += c.toLower();
            gap = false;
        } else {
            gap = true;
        }
    }
    if (base.size() > kMaxLength) {
        base.truncate(kMaxLength);
        if (const qsizetype cut = base.lastIndexOf(QLatin1Char('-')); cut > kMaxLength / 2)
            base.truncate(cut);
    }
    return base;
}

} // namespace gputco::ui
