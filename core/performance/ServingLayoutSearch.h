#pragma once

#include "performance/ServingLayout.h"

#include <optional>

namespace gputco {

/// What the serving layout search may choose and what it must keep. Every `std::optional` left empty is
/// searched; a set one is kept as given.
struct ServingSearchInputs {
    /// The run: precisions, prompt and output tokens, concurrency (nullopt: the most that fit), efficiencies,
    /// replicas. Its tensorParallel is the layout of a dense model (dense models keep today's layout exactly).
    InferenceInputs run;
    std::optional<int> tensorParallel;         ///< fixed: attention's TP (and a TP-only replica's)
    std::optional<int> expertParallel;         ///< fixed: 1 keeps the experts unspread
    std::optional<int> pipelineParallel;       ///< fixed: pipeline stages of a TP-only layout (1: none)
    std::optional<bool> dataParallelAttention; ///< fixed
    std::optional<int> prefillGpus;            ///< fixed pools: both set, or neither
    std::optional<int> decodeGpus;
    std::optional<bool> disaggregated; ///< fixed co-located (false) or separate pools (true)
    std::optional<Duration> maxTpot;   ///< latency limits a layout's batch must meet (optional)
    std::optional<Duration> maxTtft;
    /// Output tokens/s the deployment must deliver: then the fewest GPUs win (replicas of the chosen layout, or
    /// separate pools sized to the rate), as DeploymentSizer ranks; without it the most tokens/s per GPU.
    std::optional<double> requiredOutputRate;
    int maxTensorParallel = 8;   ///< tensor parallelism stays inside one 8-GPU server, as the training search
    int maxExpertParallel = 256; ///< the largest expert-parallel group tried (powers of two dividing the experts)
    int maxPipelineParallel = 8; ///< the most pipeline stages tried beside tensor parallelism (1: none)
    int maxDecodeGroups = 4;     ///< disaggregated: decode pools of 1..this many groups are tried
    ServingNetwork network;
};

/// The search's choice.
struct ServingPlan {
    ServingEstimate estimate;
    int candidatesEvaluated = 0; ///< layouts priced (for measuring the search)
};

/// The layout with the most output tokens per second per GPU (docs/MODEL.md, "Serving layout search"). A dense
/// model keeps run.tensorParallel (today's figures exactly). A mixture-of-experts model tries tensor parallelism
/// 1..8 alone and with 2..8 pipeline stages over servers (powers of two); expert-parallel groups of 2..256 GPUs (powers
/// of two dividing the routed experts) with data-parallel attention or attention tensor-parallel over the group; and
/// each of those as a decode pool beside a prefill pool of expert-parallel groups, sized so the prefill pool keeps the
/// decode pool busy. Ties go to the fewer GPUs. The error is the last refusal when nothing fits (it names the option,
/// e.g. "ep").
Expected<ServingPlan> searchServingLayout(const ModelArchitecture& arch, const Accelerator& card,
                                          const ServingSearchInputs& inputs);

} // namespace gputco
