#pragma once

#include "scenario/ScenarioConstraints.h"
#include "serving/ServingSizing.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// The service the scenario's constraints ask for: nullopt unless ttft_p99_ms or tpot_p99_ms is set. The peak is
/// the larger of peak_requests_per_second and peak_output_tokens_per_second / `outputTokens`; 0 when neither is set
/// (the recommender then takes its throughput need).
std::optional<ServingSlo> servingSloFor(const ScenarioConstraints& constraints, int outputTokens);

/// The traffic of the constraints (spreads, burstiness, peak) with no target: what the Serving view simulates when
/// no P99 target is set.
ServingSlo servingTrafficOf(const ScenarioConstraints& constraints, int outputTokens);

/// For a file that limits the mean latency (max_ttft_ms, max_tpot_ms) and sets no P99 target, the new keys that
/// size at a percentile instead; empty otherwise.
std::string meanLatencyKeysNote(const ScenarioConstraints& constraints);

} // namespace gputco
