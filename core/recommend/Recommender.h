#pragma once

#include "recommend/RecommendInputs.h"
#include "recommend/RecommendResult.h"
#include "util/Expected.h"

namespace gputco {

/// Searches cards x precision x split (x facility), keeps the options that fit memory, meet the latency,
/// throughput or deadline targets, pass the facility check and stay within the budget; ranks them by the
/// chosen metric (total cost over the period by default) and marks the Pareto front of that metric against
/// latency (TPOT for inference, run time for training). docs/MODEL.md, "Recommender".
/// Errors name the input that makes the search meaningless (no cards, a metric that does not apply, ...).
Expected<RecommendResult> recommend(const RecommendInputs& inputs);

} // namespace gputco
