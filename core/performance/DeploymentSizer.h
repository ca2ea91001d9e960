#pragma once

#include "performance/InferenceEstimator.h"
#include "performance/ServingLayoutChoice.h"

#include <optional>

namespace gputco {

/// What a service must deliver. At least one of the two rates must be set; latency limits are optional.
/// Latencies are the model's (no queueing), so a P95 target should be given with headroom.
struct ServiceTarget {
    std::optional<double> outputTokensPerSecond;
    std::optional<double> requestsPerSecond;
    std::optional<Duration> maxTtft;
    std::optional<Duration> maxTpot;
};

/// The output tokens per second a target asks for: the larger of its token rate and requests/s x output tokens.
double requiredOutputRate(const ServiceTarget& target, int outputTokens);

/// The cheapest deployment in GPUs that meets a target.
struct DeploymentPlan {
    int tensorParallel = 1; ///< of a replica; with expert parallelism, of attention inside the group
    int concurrencyPerReplica = 1;
    int replicas = 1;
    int gpus = 1;
    InferencePerformance performance; ///< the whole deployment at this plan
    /// How one replica is laid out: TP only (today's), or for a mixture-of-experts model what the serving layout
    /// search chose (expert parallelism, DP attention, separate prefill and decode pools; `replicas` copies).
    ServingLayout layout;
    /// An expert-parallel layout's per-GPU memory, itemised (Memory fit shows it); nullopt for tensor parallelism
    /// alone, whose memory is the memory model's at `tensorParallel`.
    std::optional<ServingMemory> servingMemory;
};

/// Searches TP in {1, 2, 4, 8, ...} up to `maxTensorParallel` (dividing the heads), and for each the
/// largest concurrency that fits memory and keeps TTFT + TPOT and TPOT within the targets; replicas =
/// ceil(target rate / rate per replica). Fewest GPUs wins, then the smaller TP. The error names the target
/// that no split can meet, or "target" when neither rate is set. A mixture-of-experts model also gets the serving
/// layout search's layouts (ServingLayoutSearch.h) sized to the rate; the fewest GPUs still win.
Expected<DeploymentPlan> sizeDeployment(const ModelArchitecture& arch, const Accelerator& card,
                                        const InferenceInputs& base, const ServiceTarget& target,
                                        int maxTensorParallel = 8);

} // namespace gputco
