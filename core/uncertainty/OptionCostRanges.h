#pragma once

#include "recommend/RecommendInputs.h"
#include "recommend/RecommendResult.h"
#include "uncertainty/Percentiles.h"
#include "uncertainty/UncertaintyState.h"

#include <functional>
#include <optional>
#include <vector>

namespace gputco {

/// Each option's total cost over the period (capex less resale plus running costs: RecommendOption::totalCost at
/// typical inputs) at its 10th, 50th and 90th percentile over the scenario's possible futures: state.samples
/// futures from state.seed, with the same bands, shared draws and per-card links as optionShares
/// (optionsModel). The Recommend table gives it for each card and ownership's best option. nullopt: the option
/// could not be costed again (optionMoneyBase) or no future was costed. `cancelled` (may be empty) stops the run
/// between samples; the result then covers the samples drawn.
std::vector<std::optional<MoneyPercentiles>> optionCostRanges(const RecommendInputs& inputs,
                                                              const std::vector<RecommendOption>& options,
                                                              const UncertaintyState& state,
                                                              const std::function<bool()>& cancelled = {});

} // namespace gputco
