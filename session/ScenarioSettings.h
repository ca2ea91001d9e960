#pragma once

#include "scenario/ScenarioState.h"
#include "util/Expected.h"

#include <optional>

class QSettings;

namespace gputco {
struct CatalogueSnapshot;
}

namespace gputco {

/// The last working scenario in QSettings, so the window opens where the user left it. Stored as the scenario
/// file's own JSON (scenarioToJson, the serialiser File > Save uses), so every field a file keeps is kept here
/// too, including any added later.
void saveScenario(QSettings& settings, const ScenarioState& state);

/// The saved scenario; nullopt when none was saved. Settings written before the JSON entry existed are read
/// once from their old keys (LegacyScenarioSettings.h). The model may be one of `catalogue`'s own (nullptr:
/// presets only); card and facility ids are taken as given, so a card that left the catalogue drops out of the
/// selection. An entry that no longer reads (a model that left the catalogue) is an Error naming the key and the
/// problem, so the caller starts afresh and says why.
Expected<std::optional<ScenarioState>> loadScenario(const QSettings& settings, const CatalogueSnapshot* catalogue);

} // namespace gputco
