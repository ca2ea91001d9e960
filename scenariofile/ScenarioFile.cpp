#include "scenariofile/ScenarioFile.h"

#include "database/AtomicFileWrite.h"
#include "database/FileTargets.h"
#include "scenariofile/ScenarioJson.h"

namespace gputco {

Expected<ScenarioDocument> readScenarioFile(const QString& path, const CatalogueSnapshot* catalogue)
{
    auto bytes = readBoundedFile(path, kMaxScenarioFileBytes, "a scenario file");
    if (!bytes)
        return bytes.error();
    return scenarioFromJson(*bytes, catalogue);
}

QString writeScenarioFile(const QString& path, const ScenarioDocument& document, const QStringList& inputs)
{
    return writeAtomically(path, scenarioToJsonText(document), inputs);
}

QString withScenarioSuffix(const QString& path)
{
    if (path.isEmpty() || path.endsWith(QLatin1String(kScenarioFileSuffix), Qt::CaseInsensitive)
        || path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
        return path;
    return path + QLatin1String(kScenarioFileSuffix);
}

} // namespace gputco
