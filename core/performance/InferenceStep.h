#pragma once

#include "hardware/Accelerator.h"
#include "model/ModelArchitecture.h"
#include "performance/Collectives.h"
#include "performance/ExpertParallel.h"
#include "performance/InferenceEstimator.h"
#include "units/Bytes.h"
#include "units/Duration.h"
#include "units/Flops.h"
#include "util/Expected.h"

#include <optional>

namespace gputco {

/// The work of one forward pass of a replica: decoding sequences (one token each) and prompt tokens being
/// prefilled, each token attending to its own number of keys (docs/MODEL.md, "Serving under load").
struct StepWork {
    int decodeSequences = 0;
    double decodeKeys = 0.0;    ///< keys the decode tokens attend to, summed over the sequences
    double prefillTokens = 0.0; ///< prompt tokens computed in this pass
    double prefillKeys = 0.0;   ///< keys those tokens attend to, summed (causal: the i-th prompt token, i keys)
};

/// The inference model's prices, once per deployment, so a step of any mix costs a few multiplications: the
/// same terms as estimateInference (InferenceEstimator.h), expressed per token and per key instead of per batch.
struct InferenceStepCosts {
    Bytes weightsRead;              ///< per GPU per pass: every weight but the routed experts
    Bytes routedExperts;            ///< per GPU; a pass reads the share its tokens pick
    MoeConfig moe;                  ///< expert routing, for that share
    Bytes kvBytesPerKey;            ///< per GPU, one cached token of every layer
    BytesPerSecond bandwidth;       ///< per GPU, at the memory-bandwidth efficiency
    FlopCount matmulFlopsPerToken;  ///< whole model: 2 x matmul parameters
    FlopCount attentionFlopsPerKey; ///< whole model, one query token against one key
    FlopsPerSecond prefillRate;     ///< replica: dense peak x TP x prefill efficiency
    FlopsPerSecond decodeRate;      ///< replica: dense peak x TP x decode efficiency
    int tensorParallel = 1;
    std::optional<LinkSpec> link;                    ///< between the GPUs of a replica; nullopt at TP 1
    Bytes allReduceBytesPerToken;                    ///< hidden x activation bytes
    double allReducesPerPass = 0.0;                  ///< two per layer (Megatron-LM layout)
    Duration overheadPerPass = Duration::seconds(0); ///< scheduling and launch time beside the model (default none)
    /// Expert parallelism (ServingLayout.h): the replica is a group of `expertParallel` GPUs whose tokens meet at
    /// the experts; each pass's tokens are dispatched to and combined from their top-k experts through every MoE
    /// layer. 1: none (the fields below unused).
    int expertParallel = 1;
    ExpertParallelLinks expertLinks;
    Bytes allToAllBytesPerToken;   ///< dispatch and combine of one token through one MoE layer (top-k copies)
    double allToAllsPerPass = 0.0; ///< MoE layers x 2 (dispatch, combine)
    bool overlapAllToAll = true;   ///< two micro-batches hide the all-to-all behind the roofline
    /// A decode pool of separate prefill and decode pools (serving/DisaggregatedServing.h): a prompt arrives with its
    /// KV cache from the prefill pool, so a pass computes nothing for its tokens (only its decodes cost time).
    bool promptsArriveCached = false;
    std::optional<FlopCount> decodeAttentionFlopsPerKey; ///< MLA's absorbed decode; nullopt: attentionFlopsPerKey
};

/// One pass's time by part: the pass takes max(memory, compute) + communication + overhead.
struct StepTime {
    Duration memory;
    Duration compute;
    Duration communication;
    Duration overhead;

    Duration total() const { return (memory > compute ? memory : compute) + communication + overhead; }
};

/// The shares of peak a pass reaches and its fixed time: the ones the inference model used for the deployment.
struct StepEfficiencies {
    double memoryBandwidth = kDefaultMemoryBandwidthEfficiency;
    double prefill = kDefaultPrefillEfficiency;
    double decode = kDefaultDecodeComputeEfficiency;
    double link = kDefaultLinkEfficiency;
    Duration overheadPerPass = Duration::seconds(0);
};

/// The efficiencies `inputs` give (the card's efficiency profile where they give none, its step overhead included):
/// one place to take them from, so the serving simulation prices a pass with exactly what estimateInference used.
StepEfficiencies stepEfficienciesOf(const InferenceInputs& inputs, const Accelerator& card);

/// The costs for `inputs` on `card` (precisions and tensor-parallel degree) at `efficiencies`. Refuses, naming
/// "card", when the card's bandwidth, peak or (above TP 1) GPU-to-GPU bandwidth is unknown: a pass has no time.
Expected<InferenceStepCosts> inferenceStepCosts(const ModelArchitecture& arch, const Accelerator& card,
                                                const InferenceInputs& inputs, const StepEfficiencies& efficiencies);

/// The time of one pass: weights (with the experts its tokens pick) and the decode tokens' keys read at the
/// bandwidth; prefill FLOPs at the prefill rate plus decode FLOPs at the decode rate; two all-reduces per layer
/// of every token in the pass. A decode-only pass of b sequences at a mean context c is infer's TPOT; a pass of
/// one prompt is infer's TTFT.
StepTime inferenceStepTime(const InferenceStepCosts& costs, const StepWork& work);

} // namespace gputco
