#pragma once

#include "scenario/ScenarioState.h"

#include <QString>

#include <optional>

class QSettings;

namespace gputco {

/// The last scenario as versions before the scenario file's JSON kept it: one settings key per field under
/// "scenario/", version 2. Read once, when no JSON entry exists yet; nullopt when none was saved. Values that
/// no longer parse fall back to defaults, and fields it never stored (residual, discount rate, host share,
/// cloud, constraints, uncertainty) keep theirs.
std::optional<ScenarioState> readLegacyScenarioSettings(const QSettings& settings);

/// The settings group those keys live in, removed once the JSON entry is written.
QString legacyScenarioSettingsGroup();

} // namespace gputco
