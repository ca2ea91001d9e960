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
/// rows at a time (docs/PERFORMANCE.md). The table's first page: 1,000 rows cost 0.3 s more of the 100,065-card
/// recommendation, which then missed its 3 s. The built-in catalogue has at most 130 groups, all ranged.
constexpr std::size_t kRangedGroupsMost = 500;

/// How many ranked options the window's recommendation keeps (core recommend's RecommendRetention): a 100,065-card
/// catalogue ranks some 740,000 options (over a gigabyte), which the window cannot show anyway. The search still
/// counts them all, keeps the whole Pareto front and names every card left out. The built-in catalogue ranks at most
/// 912 options for the shipped examples (see kChartedOptionsMost), all kept: its window shows what it showed.
constexpr std::size_t kKeptRankedOptionsMost = 5000;
/// How many feasible options without a price the window's recommendation keeps (the comparison sizes cards from them).
constexpr std::size_t kKeptUnpricedOptionsMost = 5000;

/// Whether the search kept fewer options than it found (ranked or unpriced): then the table and the chart say so.
bool optionsLeftOut(const RecommendResult& result);

/// The Pareto front's options that are not among the kept ranked ones (ranked past the first
/// kKeptRankedOptionsMost): the chart draws them beside the kept ones, so the front is never cut. Cheapest first.
std::vector<const RecommendOption*> frontPastKept(const RecommendResult& result);

/// Which ranked options the chart draws: all of them when there are at most `most`; otherwise the `most`
/// cheapest (the first in rank order) and, beyond them, every option on the Pareto front, so the front is never cut.
/// Indexes into `ranked`, ascending.
std::vector<std::size_t> chartedOptions(const std::vector<RecommendOption>& ranked,
                                        std::size_t most = kChartedOptionsMost);

} // namespace gputco
