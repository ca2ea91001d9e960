#pragma once

#include <QStringList>

class QSettings;

namespace gputco {

/// The File > Open Recent list in QSettings: newest first, no duplicates, at most kMaxRecentFiles.
inline constexpr int kMaxRecentFiles = 8;

QStringList recentScenarioFiles(const QSettings& settings);
/// Puts `path` first (as an absolute path) and trims the list.
void addRecentScenarioFile(QSettings& settings, const QString& path);
/// Drops `path` (a file that no longer opens).
void removeRecentScenarioFile(QSettings& settings, const QString& path);

} // namespace gputco
