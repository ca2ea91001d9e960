#include "memory/ActivationMemory.h"

#include <algorithm>

namespace gputco {
namespace {

// FFN width a token's activations pass through: the dense FFN, or top-k routed plus shared experts.
double activeFfnWidth(const ModelArchitecture& a)
{
    if (!a.moe.enabled())
        return a.ffnSize;
    return static_cast<double>(a.moe.expertFfnSize) * (a.moe.expertsPerToken + a.moe.sharedExperts);
}

} // namespace

Bytes activationBytesPerLayer(const ModelArchitecture& a, const ActivationShape& shape)
{
    const ActivationShape& x = shape; // short names keep the formulas below readable
    const double s = x.sequence;
    const double b = x.microBatch;
    const double h = a.hiddenSize;
    const double t = std::max(1, x.tensorParallel);
    const double sbh = s * b * h;
    const bool sp = x.sequenceParallel && t > 1;

    if (x.recompute == Recompute::Full)
        return Bytes::of(2.0 * sbh / (sp ? t : 1.0));

    // Korthikanti sec. 4.1: not split by TP: LayerNorm inputs 4sbh, attention and MLP inputs 2sbh each,
    // two dropout masks sbh each = 10sbh. Split by TP: Q,K 4sbh, V 2sbh, projection input 2sbh, MLP internals.
    const double unsplit = 10.0 * sbh;
    const double mlpInternals = (a.gatedMlp ? 6.0 : 4.0) * s * b * activeFfnWidth(a);
    const double split = 8.0 * sbh + mlpInternals;
    // Softmax output 2as^2b, dropout mask as^2b, dropout output 2as^2b = 5as^2b, not kept with FlashAttention.
    const bool keepScores = !x.flashAttention && x.recompute == Recompute::None;
    const double scores = keepScores ? 5.0 * a.attentionHeads * s * s * b : 0.0;

    const double perGpu = sp ? (unsplit + split + scores) / t : unsplit + (split + scores) / t;
    return Bytes::of(perGpu);
}

Bytes embeddingActivationBytes(const ModelArchitecture& a, const ActivationShape& shape, int microBatchesInFlight)
{
    const ActivationShape& x = shape; // short names keep the formulas below readable
    const double t = std::max(1, x.tensorParallel);
    return Bytes::of(x.sequence * x.microBatch * a.hiddenSize * microBatchesInFlight / t);
}

Bytes outputActivationBytes(const ModelArchitecture& a, const ActivationShape& shape)
{
    const ActivationShape& x = shape; // short names keep the formulas below readable
    const double t = std::max(1, x.tensorParallel);
    const double sb = x.sequence * x.microBatch;
    return Bytes::of((4.0 * sb * a.hiddenSize + 4.0 * sb * a.vocabSize) / t);
}

Bytes inferenceWorkspaceBytes(const ModelArchitecture& a, double chunkTokens, double sequences, int tensorParallel)
{
    const double t = std::max(1, tensorParallel);
    const double h = a.hiddenSize;
    const double qkv = a.mla.enabled() ? static_cast<double>(a.attentionHeads)
                                             * (a.mla.qkNopeHeadDim + a.mla.qkRopeHeadDim + a.mla.vHeadDim)
                                       : static_cast<double>(a.attentionHeads + 2 * a.kvHeads) * a.headDim;
    const double ffn = (a.gatedMlp ? 3.0 : 2.0) * activeFfnWidth(a);
    const double hidden = 2.0 * chunkTokens * (2.0 * h + (qkv + ffn) / t);
    const double logits = 4.0 * sequences * a.vocabSize / t;
    return Bytes::of(hidden + logits);
}

} // namespace gputco
