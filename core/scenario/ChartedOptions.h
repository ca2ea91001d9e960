#pragma once

#include "recommend/RecommendResult.h"

#include <cstddef>
#include <vector>

namespace gputco {

/// The most ranked options the cost-latency chart draws. The built-in catalogue ranks at most 912 options for the
/// shipped examples (llama-7b-lora-finetune; `gpu-tco-cli recommend --top 1000 --json`), so it is always drawn whole;
/// a 100,000-card catalogue ranks some 770,000, one graphics item each, which the chart cannot draw in any time
/// (docs/PERFORMANCE.md, "A 100,000-card catalogue"). The cheapest are the ones a reader compares.
constexpr std::size_t kChartedOptionsMost = 2000;

/// How many card-and-ownership groups (the Recommend table's rows, cheapest first) get their P10-P90 cost range,
/// besides the best owned and the best rented: each range is a Monte Carlo over the scenario's ranges (2,000 futures by
/// default) and a 100,065-card catalogue has some 28,000 groups, 57 million costings for a column the window reads 500
/// rows at a time (docs/PERFORMANCE.md). The built-in catalogue has at most 130 groups, all ranged.
constexpr std::size_t kRangedGroupsMost = 1000;

/// Which ranked options the chart draws: all of them when there are at most `most`; otherwise the `most`
/// cheapest (the first in rank order) and, beyond them, every option on the Pareto front, so the front is never cut.
/// Indexes into `ranked`, ascending.
std::vector<std::size_t> chartedOptions(const std::vector<RecommendOption>& ranked,
                                        std::size_t most = kChartedOptionsMost);

} // namespace gputco
