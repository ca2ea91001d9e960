#include "help/AboutBox.h"

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QUrl>

namespace gputco::ui {

namespace {
// Installed next to the program as <prefix>/bin and <prefix>/share/doc/gpu-tco-explorer (packaging/CMakeLists.txt).
QString docsFolder()
{
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/doc/gpu-tco-explorer"));
}
} // namespace

QString aboutText(const QString& catalogueVersion)
{
    const QString catalogue =
        catalogueVersion.isEmpty() ? QApplication::translate("AboutBox", "unknown") : catalogueVersion.toHtmlEscaped();
    return QApplication::translate(
               "AboutBox",
               "<h3>GPU TCO Explorer %1</h3>"
               "<p>Memory fit, power, cost and facility planning for AI accelerators.</p>"
               "<p>Catalogue version: %2</p>"
               "<p><b>Licences of the parts inside</b><br>"
               "Qt %3: GNU LGPL version 3<br>"
               "SQLite: public domain<br>"
               "Noto Sans CJK (report fonts): SIL Open Font License 1.1<br>"
               "Catalogue figures: the vendors' datasheets and the public sources named in each record and in "
               "docs/DATABASE.md and docs/VALIDATION.md</p>"
               "<p>How every figure is computed, with its source: docs/MODEL.md (Help &gt; How is this computed?). "
               "The documents are installed with the program: <a href=\"%4\">%5</a></p>")
        .arg(QApplication::applicationVersion().toHtmlEscaped(), catalogue, QString::fromLatin1(qVersion()),
             QUrl::fromLocalFile(docsFolder()).toString(), docsFolder().toHtmlEscaped());
}

void showAboutBox(QWidget* parent, const QString& catalogueVersion)
{
    QMessageBox::about(parent, QApplication::translate("AboutBox", "About GPU TCO Explorer"),
                       aboutText(catalogueVersion));
}

} // namespace gputco::ui
