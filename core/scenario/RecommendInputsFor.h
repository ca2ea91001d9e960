#pragma once

#include "recommend/RecommendInputs.h"
#include "scenario/CatalogueSnapshot.h"
#include "scenario/ScenarioState.h"
#include "util/Expected.h"

namespace gputco {

/// The recommender's inputs for a scenario, so `recommend` reads the file `evaluate` and `report` read: the
/// workload's model and request shape, the scenario's economics (the catalogue's card prices converted to its
/// currency as the evaluation converts them), the candidate cards and facilities and the limits of
/// state.constraints (docs/SCENARIO_FORMAT.md, "constraints"). An unknown id or an empty candidate list is an
/// Error naming the key.
Expected<RecommendInputs> recommendInputsFor(const ScenarioState& state, const CatalogueSnapshot& catalogue);

} // namespace gputco
