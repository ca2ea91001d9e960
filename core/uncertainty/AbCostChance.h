#pragma once

#include "scenario/Evaluation.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace gputco {

/// How likely scenario B's fleet costs less than scenario A's over each one's years (issue 16, the A/B view).
struct AbCostChance {
    std::string cardA; ///< each scenario's leading card (leadingOption): the fleet the other views lead with
    std::string cardB;
    int yearsA = 0;
    int yearsB = 0;
    double probabilityBCheaper = 0.0; ///< share of the samples in which B's lifetime TCO is below A's (ties: A)
    int samples = 0;
    std::uint64_t seed = 1;
    bool cancelled = false;
};

/// Costs A's and B's leading cards in A's samples from A's seed (runMonteCarlo): each with its own scenario's
/// typical inputs and ranges, the shared inputs (electricity price, PUE, utilisation, life, resale, exchange rate)
/// drawn once per sample for both, so a dearer electricity future is dearer for both; the same card in both takes
/// one price and efficiency draw. nullopt when either has no leading card with a card price, or the two count money
/// in different currencies. `cancelled` (may be empty) stops between samples.
std::optional<AbCostChance> abCostChance(const Evaluation& a, const Evaluation& b,
                                         const std::function<bool()>& cancelled = {});

} // namespace gputco
