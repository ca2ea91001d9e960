#pragma once

#include "scenario/ScenarioState.h"

#include <optional>

class QSettings;

namespace gputco::ui {

/// The last working scenario in QSettings, so the window opens where the user left it. Stable spellings
/// (core's enum names) rather than enum integers, so a reordered enum does not scramble a saved state.
void saveScenario(QSettings& settings, const ScenarioState& state);

/// The saved scenario, or nullopt when none was saved. Values that no longer parse fall back to defaults.
std::optional<ScenarioState> loadScenario(const QSettings& settings);

} // namespace gputco::ui
