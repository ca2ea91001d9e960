#include "database/scenariofile/ScenarioFile.h"

#include "database/AtomicFileWrite.h"
#include "database/scenariofile/ScenarioJson.h"

#include <QFile>

namespace gputco {

namespace {
// A scenario is a few kilobytes; anything far larger is not one, and reading it whole would waste memory.
constexpr qint64 kMaxScenarioBytes = qint64{16} * 1024 * 1024;
} // namespace

Expected<ScenarioDocument> readScenarioFile(const QString& path, const CatalogueSnapshot* catalogue)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{"", "cannot open " + path.toStdString() + ": " + file.errorString().toStdString()};
    if (file.size() > kMaxScenarioBytes)
        return Error{"", path.toStdString() + " is " + std::to_string(file.size() / (qint64{1024} * 1024))
                             + " MiB: too large for a scenario file (at most 16 MiB)"};
    return scenarioFromJson(file.readAll(), catalogue);
}

QString writeScenarioFile(const QString& path, const ScenarioDocument& document)
{
    return writeAtomically(path, scenarioToJsonText(document));
}

QString withScenarioSuffix(const QString& path)
{
    if (path.isEmpty() || path.endsWith(QLatin1String(kScenarioFileSuffix), Qt::CaseInsensitive)
        || path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
        return path;
    return path + QLatin1String(kScenarioFileSuffix);
}

} // namespace gputco
