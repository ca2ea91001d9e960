#pragma once

#include "recommend/RecommendResult.h"
#include "scenario/CatalogueSnapshot.h"
#include "scenario/ScenarioState.h"

namespace gputco {

/// The scenario with a recommended option taken: its card ticked and moved first (the other ticks stay, so the
/// views still compare; Rack & cooling lays out the first), its server as the card's server, its precision as the
/// weights' precision, its GPU count as the training cluster, its facility as the scenario's with the facility's
/// electricity price (in the scenario's currency, as the recommender costed it), PUE and carbon factor, as choosing the
/// facility in the Economics panel does, so that the views cost the option as the recommendation did; a rented option's
/// offer and term as the cloud compared. One value in, one out: the window pushes the difference as one undo step.
ScenarioState withOption(ScenarioState state, const RecommendOption& option, const CatalogueSnapshot& catalogue);

} // namespace gputco
