#include "export/report/ReportNames.h"

#include <QRegularExpression>

namespace gputco::ui {

namespace {

bool looksLikePath(const QString& text)
{
    // Absolute (Unix, home, Windows drive or share) or a file with one of the program's own suffixes.
    static const QRegularExpression absolute(QStringLiteral(R"(^(/|~/|[A-Za-z]:[\\/]|\\\\))"));
    static const QRegularExpression file(QStringLiteral(R"(\.(gputco\.json|json|sqlite|db|csv)$)"),
                                         QRegularExpression::CaseInsensitiveOption);
    return absolute.match(text).hasMatch()
           || (file.match(text).hasMatch() && (text.contains(QLatin1Char('/')) || text.contains(QLatin1Char('\\'))));
}

} // namespace

QString nameWithoutFolders(const QString& nameOrPath)
{
    const QString text = nameOrPath.trimmed();
    if (!looksLikePath(text))
        return text;
    QString name = text.mid(std::max(text.lastIndexOf(QLatin1Char('/')), text.lastIndexOf(QLatin1Char('\\'))) + 1);
    if (name.endsWith(QLatin1String(".gputco.json"), Qt::CaseInsensitive))
        name.chop(12);
    return name;
}

} // namespace gputco::ui
