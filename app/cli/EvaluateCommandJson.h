#pragma once

#include "cli/ScenarioCommandInput.h"
#include "uncertainty/UncertaintyAnalysis.h"

#include <QJsonObject>

namespace gputco::cli {

/// Every figure of an evaluated scenario as one JSON object (keys in docs/SCENARIO_FORMAT.md, "evaluate"):
/// bytes as whole numbers, power in W, energy in kWh, money in the scenario currency rounded to the minor
/// unit, times in seconds. Absent figures are null, never invented. Each card's economics also carry its
/// `tco_band` (P10/P50/P90 of the lifetime TCO), `probability_cheapest` and `tornado` from `uncertainty`.
QJsonObject evaluationJson(const EvaluatedScenario& scenario, const UncertaintyAnalysis& uncertainty);

} // namespace gputco::cli
