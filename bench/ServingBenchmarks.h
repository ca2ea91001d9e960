#pragma once

#include "BenchCatalogue.h"

namespace gputco::bench {

/// Registers serving/simulate-5000 (5,000 requests of Llama-2-70B in FP8 on one 8 x H100 replica at 70 % of its
/// service rate), serving/capacity (the P99 capacity search at MLPerf's Server limits, 2,000 requests a load) and
/// serving/moe-layout-search (the serving layout search of DeepSeek-V3 on one H100; its "requests" are layouts).
void registerServingBenchmarks(const BenchCatalogue& catalogue);

} // namespace gputco::bench
