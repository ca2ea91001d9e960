#pragma once

#include <string>

namespace gputco {

/// How a model is laid out over GPUs for serving. The default (TP 1, nothing else) is today's single replica.
struct ServingLayout {
    /// Without expert parallelism: the tensor-parallel degree of a replica (as InferenceInputs::tensorParallel).
    /// With it: the tensor-parallel degree of attention and the dense layers inside the expert-parallel group.
    int tensorParallel = 1;
    int expertParallel = 1;             ///< GPUs the routed experts are spread over; 1: none
    bool dataParallelAttention = false; ///< each GPU runs attention for its own sequences (attention TP 1)
    int prefillGpus = 0;                ///< disaggregated: GPUs that only prefill; 0 with decodeGpus 0: co-located
    int decodeGpus = 0;                 ///< disaggregated: GPUs that only decode
    int prefillExpertParallel = 1;      ///< expert-parallel group of the prefill pool (DP attention inside)

    bool disaggregated() const { return decodeGpus > 0; }
    /// Attention's tensor-parallel degree: 1 under data-parallel attention.
    int attentionTensorParallel() const { return dataParallelAttention ? 1 : tensorParallel; }
    /// Today's layout: one tensor-parallel replica, no experts spread, prefill and decode together.
    bool tensorParallelOnly() const { return expertParallel == 1 && !dataParallelAttention && !disaggregated(); }
    friend bool operator==(const ServingLayout&, const ServingLayout&) = default;
};

/// A short text of the layout: "TP 8", "EP 32, DP attention", "prefill 32 (EP 32) + decode 64 (EP 64, DP
/// attention)". English; the window builds its own from the fields.
std::string servingLayoutText(const ServingLayout& layout);

} // namespace gputco
