#pragma once

#include "hardware/Accelerator.h"
#include "memory/MemoryBreakdown.h"
#include "model/ModelArchitecture.h"
#include "performance/Collectives.h"
#include "performance/InferenceEstimator.h"
#include "performance/InferenceStep.h"
#include "performance/ServingLayoutChoice.h"
#include "units/Bytes.h"
#include "units/Duration.h"
#include "util/Expected.h"

#include <cstdint>
#include <optional>
#include <string>

namespace gputco {

/// The servers an expert-parallel layout spans (docs/MODEL.md, "Serving mixture-of-experts models").
struct ServingNetwork {
    int gpusPerNode = 8; ///< GPUs sharing the scale-up link (an HGX/DGX server: 8)
    /// Scale-out network per GPU, each direction; nullopt: the card's server's (Accelerator::scaleOut), else one
    /// 400 Gb/s port per GPU (Collectives.h). DeepSeek's H800 nodes and the SGLang team's H100 nodes both have
    /// 8 x 400 Gb/s InfiniBand per 8 GPUs.
    std::optional<BytesPerSecond> interNodePerDirection;
    double interNodeEfficiency = kDefaultLinkEfficiency;
    /// Expert-parallel layouts run two micro-batches so one's all-to-all hides behind the other's compute, as
    /// DeepSeek's inference system and SGLang's two-batch overlap do: a step takes max(roofline, all-to-all).
    bool overlapAllToAll = true;

    /// The network between servers for `card`: interNodePerDirection when set, else the card's.
    BytesPerSecond interNodeFor(const Accelerator& card) const
    {
        return interNodePerDirection ? *interNodePerDirection : interNodeBandwidthPerDirection(card);
    }
};

/// The inference model's answer for a layout. For a tensor-parallel-only layout `performance` is exactly
/// estimateInference's answer. With expert parallelism a replica is one expert-parallel group (co-located) or
/// the two pools (disaggregated); `performance.concurrency` counts that replica's sequences.
struct ServingEstimate {
    ServingLayout layout;
    InferencePerformance performance;
    ServingMemory memory; ///< a decode (or co-located) GPU itemised, the routed-expert shard apart; prefill pool's
    std::optional<Duration> allToAllPerStep; ///< dispatch and combine of one decode step, all layers
    std::optional<Duration> kvTransfer;      ///< one prompt's KV cache, prefill pool to decode pool
    double expertsTouchedPerLayer = 0.0;     ///< distinct routed experts one decode step reads per layer
    std::optional<double> prefillPromptsPerSecondPerGpu;
    std::optional<double> decodeTokensPerSecondPerGpu;
    std::optional<int> sequencesPerGroupLimit; ///< the most sequences an attention group holds (EP layouts)
};

/// Checks a layout against the model: expert parallelism, data-parallel attention and disaggregated pools need
/// routed experts; the expert-parallel degree must divide the routed experts and each pool; attention's TP must
/// divide the heads and the group; pipeline stages (1 to the model's layers) go with tensor parallelism alone. The
/// error names the option ("ep", "dp-attention", "prefill-gpus", "decode-gpus", "tp", "pp") and why.
std::optional<Error> validateServingLayout(const ModelArchitecture& arch, const ServingLayout& layout);

/// Time to first token, time per output token, throughput and per-GPU memory of `layout` (docs/MODEL.md,
/// "Serving mixture-of-experts models"). Refuses, naming the pool's option, a layout whose GPUs cannot hold the
/// model with one sequence.
Expected<ServingEstimate> estimateServing(const ModelArchitecture& arch, const Accelerator& card,
                                          const InferenceInputs& inputs, const ServingLayout& layout,
                                          const ServingNetwork& network = {});

/// The same with the most sequences per attention group already known (`sequenceLimit`, from an estimate of the
/// same layout and inputs but any concurrency: ServingEstimate::sequencesPerGroupLimit): a search that tries many
/// batches of one layout finds the memory limit once.
Expected<ServingEstimate> estimateServing(const ModelArchitecture& arch, const Accelerator& card,
                                          const InferenceInputs& inputs, const ServingLayout& layout,
                                          const ServingNetwork& network, std::optional<int> sequenceLimit);

/// One co-located expert-parallel group as the serving simulation sees it: what a pass of any mix costs (the same
/// terms as estimateServing, per token and per key, the group's compute spread evenly over its GPUs) and the KV
/// tokens the group holds (each attention group its own cache: what the memory model leaves at the most sequences
/// that fit, less the allocator's reserve). Refuses disaggregated and tensor-parallel-only layouts ("ep").
struct ExpertParallelReplica {
    InferenceStepCosts costs;
    std::int64_t kvTokens = 0;
    int gpus = 1;
};
Expected<ExpertParallelReplica> expertParallelReplica(const ModelArchitecture& arch, const Accelerator& card,
                                                      const InferenceInputs& inputs, const ServingLayout& layout,
                                                      Duration overheadPerPass, const ServingNetwork& network = {});

} // namespace gputco
