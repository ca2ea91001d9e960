#include "export/DialogFolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace gputco::ui {

namespace {
const QString kLastFolderKey = QStringLiteral("files/lastFolder");
} // namespace

QString dialogFolder()
{
    const QString last = QSettings().value(kLastFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    // A documents folder that does not exist (a fresh account, a server) would open the dialog in its parent with
    // "Documents" typed in as the file name: the home folder then.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString dialogPath(const QString& name) { return QDir(dialogFolder()).filePath(name); }

void rememberDialogFolder(const QString& chosenPath)
{
    if (chosenPath.isEmpty())
        return;
    QSettings().setValue(kLastFolderKey, QFileInfo(chosenPath).absolutePath());
}

} // namespace gputco::ui
