#pragma once

#include "BenchCatalogue.h"

namespace gputco::bench {

/// Registers uncertainty/tornado and uncertainty/monte-carlo-2000x8: the default scenario (Llama-3.1-70B served at
/// 2,000 tokens/s) on the first 8 priced cards of `catalogue` that can serve it, with the default ranges.
void registerUncertaintyBenchmarks(const BenchCatalogue& catalogue);

} // namespace gputco::bench
