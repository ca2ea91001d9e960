#include "session/ScenarioSettings.h"

#include "scenariofile/ScenarioJson.h"
#include "session/LegacyScenarioSettings.h"

#include <QSettings>

namespace gputco {

namespace {

const QString kScenarioKey = QStringLiteral("lastSession/scenario");

} // namespace

void saveScenario(QSettings& settings, const ScenarioState& state)
{
    settings.setValue(kScenarioKey, QString::fromUtf8(scenarioToJsonText(ScenarioDocument{{}, state})));
    // The old per-field keys have been read (loadScenario) and are now superseded: gone, so they are read once.
    settings.remove(legacyScenarioSettingsGroup());
}

Expected<std::optional<ScenarioState>> loadScenario(const QSettings& settings, const CatalogueSnapshot* catalogue)
{
    const QString stored = settings.value(kScenarioKey).toString();
    if (stored.isEmpty())
        return readLegacyScenarioSettings(settings);
    // Card and facility ids are taken as given (no catalogue): a card the catalogue no longer has drops out of
    // the selection in the evaluation instead of losing the whole session.
    Expected<ScenarioDocument> document = scenarioFromJson(stored.toUtf8(), nullptr);
    if (!document)
        return Error{kScenarioKey.toStdString(),
                     "the last session's scenario no longer reads: " + document.error().describe()};
    return std::optional<ScenarioState>(std::move(document).value().state);
}

} // namespace gputco
