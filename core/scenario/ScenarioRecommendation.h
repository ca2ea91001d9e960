#pragma once

#include "recommend/OptionGroups.h"
#include "recommend/RecommendInputs.h"
#include "recommend/RecommendResult.h"
#include "uncertainty/OptionShares.h"
#include "uncertainty/Percentiles.h"
#include "units/Money.h"
#include "util/Expected.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// The scenario's own deployment on the recommendation's axes, so the Pareto chart can mark where the window
/// stands: the leading selected card as the other views show it.
struct CurrentDeployment {
    std::string cardId;
    int gpus = 0;
    std::optional<Money> totalCost; ///< over the scenario's years; nullopt without a card price
    double latencySeconds = 0.0;    ///< TPOT (inference) or run time (training), as RecommendOption
};

/// The answer to "which card, how many, in which facility, at what cost?" for one scenario: the core
/// recommender run over the catalogue with the scenario's workload, money and constraints.
struct ScenarioRecommendation {
    std::optional<Error> error; ///< the search could not run (names the input); then `result` is empty
    RecommendResult result;
    bool training = false;
    RankMetric rankBy = RankMetric::TotalCost;
    std::optional<CurrentDeployment> current;
    /// How often each of the first ranked options is the cheapest over the scenario's ranges (issue 16); nullopt
    /// when the search failed or ranked nothing.
    std::optional<OptionShares> shares;
    /// The ranked options by card and ownership (core groupOptions): one row per card and owned or rented, the
    /// first group holding the recommendation.
    std::vector<OptionGroup> groups;
    /// Each group's best option: the P10, P50 and P90 of its total cost over the scenario's ranges
    /// (optionCostRanges), one per group; nullopt for one that could not be costed again.
    std::vector<std::optional<MoneyPercentiles>> groupCostRanges;

    /// The share of futures in which the option at `rank` (0: the recommendation) is the cheapest; nullopt past the
    /// options compared or for one that could not be costed again.
    std::optional<double> probabilityCheapest(std::size_t rank) const
    {
        if (!shares || rank >= shares->probabilityCheapest.size())
            return std::nullopt;
        return shares->probabilityCheapest[rank];
    }

    const RecommendOption* recommended() const { return result.ranked.empty() ? nullptr : &result.ranked.front(); }
    /// The cheapest option on another card than the recommendation: "the runner-up".
    const RecommendOption* runnerUp() const
    {
        const RecommendOption* first = recommended();
        for (const RecommendOption& o : result.ranked)
            if (first && o.cardId != first->cardId)
                return &o;
        return nullptr;
    }
    /// The P10-P90 of the total cost of group `group`'s best option; nullopt when it was not computed.
    std::optional<MoneyPercentiles> costRange(std::size_t group) const
    {
        return group < groupCostRanges.size() ? groupCostRanges[group] : std::nullopt;
    }
    /// The cheapest option bought and hosted (`rented` false) or rented from a cloud offer (true); nullptr without.
    const RecommendOption* bestOf(bool rented) const;
    /// The index of the group holding the cheapest option of the ownership; nullopt without one.
    std::optional<std::size_t> bestGroupOf(bool rented) const { return firstGroupOf(groups, rented); }

    /// The reason that leaves out the most cards, for "nothing meets the targets: latency (12 cards)".
    std::optional<LeftOutReason> commonestReason() const;
};

struct Evaluation;

/// Where the scenario's leading selected card stands on the recommendation's axes (core leadingOption).
std::optional<CurrentDeployment> currentDeploymentOf(const Evaluation& evaluation);

} // namespace gputco
