#pragma once

#include "memory/MemoryBreakdown.h"

#include <optional>
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
    /// Pipeline parallelism without expert parallelism: the layers in this many stages, each stage TP
    /// `tensorParallel` inside one server, the stages on different servers (docs/MODEL.md, "Serving layout search").
    int pipelineParallel = 1;

    bool disaggregated() const { return decodeGpus > 0; }
    /// Attention's tensor-parallel degree: 1 under data-parallel attention.
    int attentionTensorParallel() const { return dataParallelAttention ? 1 : tensorParallel; }
    /// Today's layout: one tensor-parallel replica, no experts spread, prefill and decode together.
    bool tensorParallelOnly() const
    {
        return expertParallel == 1 && pipelineParallel == 1 && !dataParallelAttention && !disaggregated();
    }
    /// Tensor and pipeline parallelism only, with more than one stage.
    bool pipelined() const
    {
        return pipelineParallel > 1 && expertParallel == 1 && !dataParallelAttention && !disaggregated();
    }
    /// GPUs of one replica: both pools; the expert-parallel group; or TP x PP.
    int gpus() const
    {
        if (disaggregated())
            return prefillGpus + decodeGpus;
        if (expertParallel > 1 || dataParallelAttention)
            return expertParallel > attentionTensorParallel() ? expertParallel : attentionTensorParallel();
        return tensorParallel * pipelineParallel;
    }
    friend bool operator==(const ServingLayout&, const ServingLayout&) = default;
};

/// The per-GPU memory of a serving layout, itemised as the memory model does (docs/MODEL.md, "Serving
/// mixture-of-experts models", "Memory of a serving layout"): what Memory fit shows for an expert-parallel layout.
/// The weights hold this GPU's shard of the routed experts (routed experts / EP) and the rest of the model (attention,
/// shared experts, dense layers, embeddings) whole on every GPU under data-parallel attention or split over attention's
/// TP; the KV cache is this GPU's own sequences' (MLA's compressed latent where the model has it).
struct ServingMemory {
    MemoryBreakdown perGpu; ///< a decode (or co-located) GPU at the batch the layout runs
    Bytes routedExpertsPerGpu;
    int sequencesPerGpu = 0; ///< sequences whose KV cache one GPU's attention holds (per attention group)
    std::optional<MemoryBreakdown> prefillPerGpu; ///< separate pools: a prefill-pool GPU, one prompt in flight
    Bytes prefillRoutedExpertsPerGpu;

    Bytes otherWeightsPerGpu() const { return perGpu.weights - routedExpertsPerGpu; }
};

/// A short text of the layout: "TP 8", "EP 32, DP attention", "prefill 32 (EP 32) + decode 64 (EP 64, DP
/// attention)". English; the window builds its own from the fields.
std::string servingLayoutText(const ServingLayout& layout);

} // namespace gputco
