#pragma once

#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "units/Flops.h"

namespace gputco {

/// Parameters one token multiplies through: the active parameters (MoE: shared plus top-k experts) minus
/// the input embedding and position tables (a lookup, no arithmetic) plus the output head (vocab x hidden,
/// a matrix multiply even when tied to the embedding). Kaplan et al. 2020, Table 1, count it the same way.
double matmulParameters(const ModelArchitecture& arch);

/// Parameters of all routed experts (zero for a dense model): what expert parallelism shards and what a
/// decode step reads only for the experts its tokens pick.
double routedExpertParameters(const ModelArchitecture& arch);

/// Forward FLOPs of attention scores and values for one query token over `keys` earlier tokens, summed
/// over layers: 2 x layers x heads x (qk head dim + v head dim) x keys (QK^T and softmax x V).
/// With head dims equal to hidden / heads this is 4 x layers x hidden x keys (PaLM, Chowdhery et al. 2022, App. B).
FlopCount attentionForwardFlopsPerToken(const ModelArchitecture& arch, double keys);

/// Training FLOPs per token.
struct TrainingFlopsPerToken {
    FlopCount model;    ///< forward + backward, the MFU convention: 6N + 12 L H Q s (PaLM App. B)
    FlopCount hardware; ///< what the GPUs execute, with recomputation (the HFU convention)
};

/// Training FLOPs per token for sequences of `sequence` tokens. The attention term counts every key
/// (no causal halving), as PaLM and Megatron-LM do for their MFU figures. Recomputation adds to the
/// hardware FLOPs only (Korthikanti et al. 2022): selective re-runs the attention scores and values
/// forward (+2 L H (dq+dv) s), full re-runs the whole forward pass (+2N + 2 L H (dq+dv) s, i.e. 8N in all).
TrainingFlopsPerToken trainingFlopsPerToken(const ModelArchitecture& arch, int sequence, Recompute recompute);

/// Prefill FLOPs for one prompt of `promptTokens`: 2N per token for the matrix multiplies plus causal
/// attention, where token i attends to i keys (on average (s + 1) / 2): what FlashAttention executes.
FlopCount prefillFlops(const ModelArchitecture& arch, int promptTokens);

/// Decode FLOPs for one new token that attends to `contextTokens` cached keys: 2N + attention.
FlopCount decodeFlopsPerToken(const ModelArchitecture& arch, double contextTokens);

} // namespace gputco
