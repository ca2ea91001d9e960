#pragma once

#include <QString>

namespace gputco::ui {

/// The folder a file dialog opens in: the folder of the last file the user chose in any of the window's dialogs,
/// else the documents folder, else (none there) the home folder; never the process's working directory.
QString dialogFolder();

/// `name` inside dialogFolder(): the path a save dialog suggests.
QString dialogPath(const QString& name);

/// Remembers the folder of `chosenPath` (a file the user picked) for the next dialog. An empty path is ignored.
void rememberDialogFolder(const QString& chosenPath);

} // namespace gputco::ui
