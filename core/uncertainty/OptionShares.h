#pragma once

#include "recommend/RecommendInputs.h"
#include "recommend/RecommendResult.h"
#include "uncertainty/CardMoneyBase.h"
#include "uncertainty/UncertaintyState.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace gputco {

/// How many of the ranked options "how often is it the cheapest" compares: a meeting weighs the top of the list,
/// and ten options x 2,000 samples stay well under the search's own time (docs/PERFORMANCE.md).
inline constexpr int kOptionSharesCount = 10;

/// How often each of the first ranked options is the cheapest over the scenario's possible futures (issue 16).
struct OptionShares {
    /// The first min(kOptionSharesCount, ranked) options in rank order: the share of the compared samples in which
    /// it is the cheapest by the rank metric. nullopt: the option could not be costed again (see optionMoneyBase).
    std::vector<std::optional<double>> probabilityCheapest;
    int samples = 0;         ///< drawn
    int comparedSamples = 0; ///< in which at least one option was costed
    std::uint64_t seed = 1;
    std::vector<UncertainInput> varying; ///< inputs with a band for at least one option, in kAllUncertainInputs order
    bool cancelled = false;
};

/// What one ranked option's money rests on, priced as the recommender priced it (core/recommend/CandidateCosting):
/// the option's GPUs, server, facility (price per kWh, PUE, colocation), the purchase prices and the period, with
/// each input's band from `state` (the card's catalogue quote where state.catalogueRanges and the user did not quote
/// it). At typical inputs costCardAt gives the option's own total cost and unit cost. The cloud price and the
/// efficiency that does not set the option's speed get {1, 1}. nullopt: the card or its TDP is unknown, or the old
/// recommend file's server chassis, network or installation amounts (which FleetCostInputs does not carry) are set.
std::optional<CardMoneyBase> optionMoneyBase(const RecommendInputs& inputs, const RecommendOption& option,
                                             const UncertaintyState& state);
/// The same with the option's card already found in inputs.cards (`card` is the one whose id is option.cardId): a
/// caller costing many options finds their cards in one pass, not one scan of a 100,065-card catalogue per option.
std::optional<CardMoneyBase> optionMoneyBase(const RecommendInputs& inputs, const RecommendOption& option,
                                             const Accelerator& card, const UncertaintyState& state);

/// Costs the first kOptionSharesCount ranked options in state.samples futures from state.seed (runMonteCarlo) and
/// counts how often each is the cheapest by inputs.rankBy (total cost: the lifetime TCO; per million tokens or per
/// run: that unit cost). The shared inputs (electricity price, PUE, utilisation, life, resale, exchange rate) are
/// drawn once per sample for all options, and an option on the same card as an earlier one takes that option's
/// card price and efficiency draws too: its precision, split or facility changes how the card is deployed, not what
/// it costs or how well its software runs. `cancelled` (may be empty) stops the run between samples.
OptionShares optionShares(const RecommendInputs& inputs, const std::vector<RecommendOption>& ranked,
                          const UncertaintyState& state, const std::function<bool()>& cancelled = {});

} // namespace gputco
