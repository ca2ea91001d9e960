#pragma once

#include "cli/ScenarioCommandInput.h"

#include <QJsonObject>

namespace gputco::cli {

/// Every figure of an evaluated scenario as one JSON object (keys in docs/SCENARIO_FORMAT.md, "evaluate"):
/// bytes as whole numbers, power in W, energy in kWh, money in the scenario currency rounded to the minor
/// unit, times in seconds. Absent figures are null, never invented.
QJsonObject evaluationJson(const EvaluatedScenario& scenario);

} // namespace gputco::cli
