#pragma once

#include "recommend/RecommendInputs.h"
#include "scenario/CatalogueSnapshot.h"
#include "scenario/ScenarioState.h"
#include "util/Expected.h"

namespace gputco {

struct Evaluation;

/// The recommender's inputs for a scenario: the one mapping behind the window's Recommend view, the status line,
/// the report and `gpu-tco-cli recommend`, so all of them rank the same options for the same file. The workload
/// as the evaluation sizes it (model, mode, request shape, targets), the scenario's money (prices converted at its
/// rates, as the other views convert them), every catalogue card and facility unless state.constraints names
/// some, and the limits of state.constraints (docs/SCENARIO_FORMAT.md, "constraints"). An unknown id, an empty
/// candidate list or a mode the search does not cover is an Error naming the key.
Expected<RecommendInputs> recommendInputsFor(const ScenarioState& state, const CatalogueSnapshot& catalogue);

/// The same for an evaluated scenario: refused with the evaluation's own input error when it has one.
Expected<RecommendInputs> recommendInputsFor(const Evaluation& evaluation);

} // namespace gputco
