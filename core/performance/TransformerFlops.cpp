#include "performance/TransformerFlops.h"

#include "model/ParameterCount.h"

namespace gputco {
namespace {

// Query-key width plus value width summed over heads: H x (d_qk + d_v).
double attentionWidth(const ModelArchitecture& a)
{
    if (a.mla.enabled()) {
        // DeepSeek-V2/V3 MLA: queries and keys carry nope + rope dims, values v_head_dim (per head).
        const MlaConfig& m = a.mla;
        return static_cast<double>(a.attentionHeads) * (m.qkNopeHeadDim + m.qkRopeHeadDim + m.vHeadDim);
    }
    return static_cast<double>(a.attentionHeads) * 2.0 * a.headDim;
}

} // namespace

double matmulParameters(const ModelArchitecture& arch)
{
    const ParameterCounts counts = countParameters(arch);
    const double outputHead = static_cast<double>(arch.vocabSize) * arch.hiddenSize;
    return counts.active - counts.embedding + outputHead;
}

double routedExpertParameters(const ModelArchitecture& a)
{
    if (!a.moe.enabled())
        return 0.0;
    const ParameterCounts c = countParameters(a);
    const double router = static_cast<double>(a.hiddenSize) * a.moe.routedExperts;
    const double perExpert = (c.moeFfnPerLayer - router) / (a.moe.routedExperts + a.moe.sharedExperts);
    return perExpert * a.moe.routedExperts * (a.layers - a.moe.denseLayers);
}

FlopCount attentionForwardFlopsPerToken(const ModelArchitecture& arch, double keys)
{
    return FlopCount::of(2.0 * arch.layers * attentionWidth(arch) * keys);
}

TrainingFlopsPerToken trainingFlopsPerToken(const ModelArchitecture& arch, int sequence, Recompute recompute)
{
    const double n = matmulParameters(arch);
    const FlopCount attentionForward = attentionForwardFlopsPerToken(arch, sequence);
    const FlopCount forward = FlopCount::of(2.0 * n) + attentionForward;

    TrainingFlopsPerToken flops;
    flops.model = forward * 3.0; // backward costs twice the forward (Kaplan et al. 2020, sec. 2.1)
    flops.hardware = flops.model;
    if (recompute == Recompute::Selective)
        flops.hardware += attentionForward;
    else if (recompute == Recompute::Full)
        flops.hardware += forward;
    return flops;
}

FlopCount prefillFlops(const ModelArchitecture& arch, int promptTokens)
{
    const double s = promptTokens;
    const double averageKeys = (s + 1.0) / 2.0;
    return FlopCount::of(2.0 * matmulParameters(arch) * s) + attentionForwardFlopsPerToken(arch, averageKeys) * s;
}

FlopCount decodeFlopsPerToken(const ModelArchitecture& arch, double contextTokens)
{
    return FlopCount::of(2.0 * matmulParameters(arch)) + attentionForwardFlopsPerToken(arch, contextTokens);
}

} // namespace gputco
