#pragma once

#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "units/Bytes.h"

namespace gputco {

/// Shape of one activation computation: sequence s, micro-batch b, tensor-parallel degree t.
struct ActivationShape {
    double sequence = 0;
    double microBatch = 1;
    int tensorParallel = 1;
    bool sequenceParallel = true;
    Recompute recompute = Recompute::None;
    bool flashAttention = true;
};

/// Activation bytes one transformer layer keeps for the backward pass, per GPU (16-bit activations).
/// Korthikanti et al. 2022 (arXiv:2205.05198), Table 2: sbh(34 + 5as/h) without parallelism;
/// sbh(10 + 24/t + 5as/(ht)) with TP; sbh/t (34 + 5as/h) with TP+SP; the 5as/h term vanishes with selective
/// recompute or FlashAttention; full recompute keeps only the layer input, 2sbh (/t with SP).
/// The MLP term is generalised to any FFN width f: 4sbf for GeLU (= 16sbh at f = 4h, as in the paper) and
/// 6sbf for SwiGLU (Megatron's fused SwiGLU keeps its 2f-wide input and the f-wide product).
Bytes activationBytesPerLayer(const ModelArchitecture& arch, const ActivationShape& shape);

/// Extra activations outside the layers, per GPU: the embedding dropout mask on the first stage
/// (sbh/t per in-flight micro-batch) and, on the last stage, the final norm input (4sbh/t) and
/// FP32 logits (4sbv/t).
Bytes embeddingActivationBytes(const ModelArchitecture& arch, const ActivationShape& shape, int microBatchesInFlight);
Bytes outputActivationBytes(const ModelArchitecture& arch, const ActivationShape& shape);

/// Inference workspace per GPU: the largest live tensors while a prefill chunk of `chunkTokens` passes one
/// layer (hidden states, Q/K/V, FFN intermediates; 16-bit) plus FP32 last-token logits for each sequence.
Bytes inferenceWorkspaceBytes(const ModelArchitecture& arch, double chunkTokens, double sequences, int tensorParallel);

} // namespace gputco
