#pragma once

#include "performance/ServingLayout.h"
#include "serving/ServingCapacity.h"
#include "serving/ServingReplica.h"
#include "serving/ServingSimulation.h"

#include <cstdint>
#include <vector>

namespace gputco {

/// Separate prefill and decode pools as the serving simulation schedules them (docs/MODEL.md, "Serving
/// mixture-of-experts models", "Separate pools under load"). A request is prefilled by one group of the prefill
/// pool (its first token comes out of that pass), its prompt's KV cache crosses the scale-out network, and one group
/// of the decode pool decodes the rest. Each pool's groups are simulated by the same continuous-batching server as a
/// co-located replica; requests are dealt to the groups in turn, in the order they reach the pool.
struct DisaggregatedDeployment {
    ServingReplica prefill; ///< one prefill group (expert-parallel, DP attention): prompts only
    int prefillGroups = 1;
    ServingReplica decode; ///< one decode group: prompts arrive with their KV cache (costs nothing)
    int decodeGroups = 1;
    std::int64_t prefillKvTokens = 0; ///< per prefill group
    std::int64_t decodeKvTokens = 0;  ///< per decode group
    Bytes kvBytesPerPromptToken;      ///< what crosses the network per prompt token (every layer)
    LinkSpec network;                 ///< scale-out network per GPU, at its efficiency
    InferencePerformance steadyState; ///< estimateServing of the pools at a full batch
    Duration kvTransfer(int promptTokens) const;
};

/// Builds both pools of a disaggregated `layout` (ServingLayout::disaggregated()). Refuses, naming the option: a
/// co-located layout ("prefill-gpus"), a decode pool without expert parallelism ("ep": its groups are simulated as
/// expert-parallel groups), and pools whose GPUs cannot hold the model ("prefill-gpus", "decode-gpus").
Expected<DisaggregatedDeployment>
prepareDisaggregatedServing(const ModelArchitecture& arch, const Accelerator& card, const InferenceInputs& inputs,
                            const ServingLayout& layout, const ServingScheduler& scheduler,
                            Duration overheadPerPass = Duration::seconds(0), const ServingNetwork& network = {});

/// Runs `requests` (arrival order) through the two pools. Each request's first token is its prefill's end plus its
/// KV transfer (TTFT includes the transfer); its later tokens are the decode group's. `detail` keeps the
/// inter-token gaps and the token tallies (the decode tokens of a request spread evenly between its second token
/// and its last); without it only the requests' times.
Expected<ServingTrace> simulateDisaggregated(const DisaggregatedDeployment& pools,
                                             const std::vector<ServingRequest>& requests, bool detail = true);

/// As servingServiceRate, simulateLoad, servingCapacity and servingLoadCurve (ServingCapacity.h), for the pools:
/// rates are per pair of pools. The capacity search is the same (a lone request, 99.9 % of the service rate, then a
/// bisection to 0.5 %), without the early stop.
Expected<double> disaggregatedServiceRate(const DisaggregatedDeployment& pools, const ServingTraffic& traffic);
Expected<ServingLoadResult> simulateDisaggregatedLoad(const DisaggregatedDeployment& pools,
                                                      const ServingTraffic& traffic, const ServingTargets& targets);
Expected<ServingCapacity> disaggregatedCapacity(const DisaggregatedDeployment& pools, const ServingTraffic& traffic,
                                                const ServingTargets& targets);
Expected<ServingLoadCurve> disaggregatedLoadCurve(const DisaggregatedDeployment& pools, const ServingTraffic& traffic,
                                                  const ServingTargets& targets);

} // namespace gputco
