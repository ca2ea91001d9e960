#include "session/RecentScenarioFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace gputco {

namespace {
const QString kKey = QStringLiteral("files/recentScenarios");

QString normalised(const QString& path) { return QFileInfo(path).absoluteFilePath(); }
} // namespace

QStringList recentScenarioFiles(const QSettings& settings) { return settings.value(kKey).toStringList(); }

void addRecentScenarioFile(QSettings& settings, const QString& path)
{
    const QString file = normalised(path);
    QStringList files = recentScenarioFiles(settings);
    files.removeAll(file);
    files.prepend(file);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(kKey, files);
}

void removeRecentScenarioFile(QSettings& settings, const QString& path)
{
    QStringList files = recentScenarioFiles(settings);
    files.removeAll(normalised(path));
    settings.setValue(kKey, files);
}

} // namespace gputco
