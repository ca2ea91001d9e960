#pragma once

#include "recommend/RecommendResult.h"
#include "scenario/ScenarioState.h"

namespace gputco {

/// The scenario with a recommended option taken: its card ticked (the other ticks stay, so the views still
/// compare), its precision as the weights' precision, its GPU count as the training cluster and its facility
/// as the scenario's. One value in, one out: the window pushes the difference as one undo step.
ScenarioState withOption(ScenarioState state, const RecommendOption& option);

} // namespace gputco
