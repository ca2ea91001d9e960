#pragma once

#include "scenario/Evaluation.h"
#include "uncertainty/CardMoneyBase.h"
#include "uncertainty/UncertaintyState.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// The selected cards' money bases with each input's band: what the tornado and the Monte Carlo vary.
struct UncertaintyModel {
    std::string currency;             ///< the scenario's: every amount of the analyses is in it
    std::vector<CardMoneyBase> cards; ///< the selected cards with a TCO, in the evaluation's order
    /// What "the cheapest" compares: true the unit cost (per million tokens or per run), false the lifetime TCO;
    /// nullopt: the unit cost in training (the same run everywhere), the lifetime TCO in inference.
    std::optional<bool> cheapestByUnitCost;
};

/// Takes each selected card with a TCO from the evaluation (its deployment, power and fleet cost inputs as the
/// evaluator assembled them) and gives every input its band: the state's relative ranges; card and server prices
/// from the catalogue quote's low and high and the cloud rate from the spread of the card's offers at the term
/// used, where the state asks for catalogue ranges and there is a spread; {1, 1} for certain inputs and for the
/// efficiency that does not set the card's speed.
UncertaintyModel uncertaintyModelFor(const Evaluation& evaluation, const UncertaintyState& state);

} // namespace gputco
