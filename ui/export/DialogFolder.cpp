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
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

QString dialogPath(const QString& name) { return QDir(dialogFolder()).filePath(name); }

void rememberDialogFolder(const QString& chosenPath)
{
    if (chosenPath.isEmpty())
        return;
    QSettings().setValue(kLastFolderKey, QFileInfo(chosenPath).absolutePath());
}

} // namespace gputco::ui
