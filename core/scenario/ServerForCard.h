#pragma once

#include "hardware/ServerChoice.h"
#include "scenario/CatalogueSnapshot.h"
#include "scenario/ScenarioState.h"

namespace gputco {

/// The server a card is bought, powered and racked in under the scenario: the one it names for the card
/// (EconomicsState::serverByCard), else chooseServer's rule. Power & cost, Rack & cooling, the comparison and the
/// report ask this; the recommender asks chooseServer with the same choices (RecommendInputs::serverByCard).
std::optional<Server> serverForCard(const EconomicsState& economics, const CatalogueSnapshot& catalogue,
                                    const Accelerator& card);

} // namespace gputco
