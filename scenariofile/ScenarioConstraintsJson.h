#pragma once

#include "scenario/ScenarioConstraints.h"
#include "util/Expected.h"

#include <QJsonObject>

#include <optional>

namespace gputco {

struct CatalogueSnapshot;

/// The optional "constraints" section of a scenario file (docs/SCENARIO_FORMAT.md): what `recommend` must meet.
/// Errors name the key path ("constraints.max_tpot_ms"); ids are checked against `catalogue` when one is given.
void readScenarioConstraints(const QJsonObject& object, const CatalogueSnapshot* catalogue, ScenarioConstraints& out,
                             std::optional<Error>& error);

/// The section as written: only the keys that are set (an unset limit is no limit).
QJsonObject scenarioConstraintsJson(const ScenarioConstraints& constraints);

} // namespace gputco
