#pragma once

#include "cli/lite/InferRun.h"

#include <vector>

namespace gputco::cli {

/// `serve`'s own options (beside --model/--params and --database), in the order --help lists them.
const std::vector<OptionSpec>& serveOptions();

/// Everything `serve` does after its options are parsed, without Qt, as runInfer: reads and checks the options
/// (infer's deployment, the traffic, the scheduler, the P99 targets), finds the card through `catalogue`, then
/// simulates the load and/or searches the capacity (core/serving) and prints text or JSON. The same seed gives the
/// same bytes.
Expected<CommandOutput> runServe(ValueReader& reader, const InferCatalogue& catalogue);

} // namespace gputco::cli
