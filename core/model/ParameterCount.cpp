#include "model/ParameterCount.h"

namespace gputco {
namespace {

// One attention block: projections (MHA/GQA or MLA) and their biases.
double attentionParams(const ModelArchitecture& a)
{
    const double h = a.hiddenSize;
    if (a.mla.enabled()) {
        // DeepSeek-V3 inference/model.py: wq_a, q_norm, wq_b, wkv_a, kv_norm, wkv_b, wo.
        const MlaConfig& m = a.mla;
        const double qHead = m.qkNopeHeadDim + m.qkRopeHeadDim;
        const double qProj = m.qLoraRank > 0 ? h * m.qLoraRank + m.qLoraRank + m.qLoraRank * a.attentionHeads * qHead
                                             : h * a.attentionHeads * qHead;
        const double kvDown = h * (m.kvLoraRank + m.qkRopeHeadDim) + m.kvLoraRank;
        const double kvUp = static_cast<double>(m.kvLoraRank) * a.attentionHeads * (m.qkNopeHeadDim + m.vHeadDim);
        const double out = static_cast<double>(a.attentionHeads) * m.vHeadDim * h;
        return qProj + kvDown + kvUp + out;
    }
    const double qWidth = static_cast<double>(a.attentionHeads) * a.headDim;
    const double kvWidth = static_cast<double>(a.kvHeads) * a.headDim;
    double params = h * qWidth + 2.0 * h * kvWidth + qWidth * h;
    if (a.qkvBias || a.linearBiases)
        params += qWidth + 2.0 * kvWidth;
    if (a.linearBiases)
        params += h;
    return params;
}

// One FFN of intermediate size `ffn`: SwiGLU has gate, up and down matrices; GeLU has up and down.
double ffnParams(const ModelArchitecture& a, double ffn)
{
    const double h = a.hiddenSize;
    const double matrices = a.gatedMlp ? 3.0 : 2.0;
    double params = matrices * h * ffn;
    if (a.linearBiases)
        params += (matrices - 1.0) * ffn + h;
    return params;
}

double normParams(const ModelArchitecture& a) { return (a.layerNormWithBias ? 2.0 : 1.0) * a.hiddenSize; }

} // namespace

ParameterCounts countParameters(const ModelArchitecture& a)
{
    ParameterCounts c;
    const double h = a.hiddenSize;
    c.embedding = static_cast<double>(a.vocabSize) * h * (a.tiedEmbeddings ? 1.0 : 2.0)
                  + static_cast<double>(a.learnedPositions) * h;
    c.attentionPerLayer = attentionParams(a);
    c.denseFfnPerLayer = ffnParams(a, a.ffnSize);

    const double perLayerNorms = 2.0 * normParams(a);
    const double finalNorm = normParams(a);

    if (!a.moe.enabled()) {
        const double layer = c.attentionPerLayer + c.denseFfnPerLayer + perLayerNorms;
        c.total = c.embedding + a.layers * layer + finalNorm;
        c.active = c.total;
        return c;
    }

    const MoeConfig& m = a.moe;
    const double expert = ffnParams(a, m.expertFfnSize);
    const double router = h * m.routedExperts;
    c.moeFfnPerLayer = (m.routedExperts + m.sharedExperts) * expert + router;
    c.activeMoeFfnPerLayer = (m.expertsPerToken + m.sharedExperts) * expert + router;

    const int moeLayers = a.layers - m.denseLayers;
    const double common =
        c.embedding + a.layers * (c.attentionPerLayer + perLayerNorms) + finalNorm + m.denseLayers * c.denseFfnPerLayer;
    c.total = common + moeLayers * c.moeFfnPerLayer;
    c.active = common + moeLayers * c.activeMoeFfnPerLayer;
    return c;
}

double loraAdapterParamsPerRank(const ModelArchitecture& a)
{
    // LoRA on every linear layer (QLoRA paper's recommendation): each W (in x out) gains A (in x r) and B (r x out).
    const double h = a.hiddenSize;
    double attention = 0.0;
    if (a.mla.enabled()) {
        const MlaConfig& m = a.mla;
        const double qHead = m.qkNopeHeadDim + m.qkRopeHeadDim;
        attention = (h + m.qLoraRank) + (m.qLoraRank + a.attentionHeads * qHead) + (h + m.kvLoraRank + m.qkRopeHeadDim)
                    + (m.kvLoraRank + a.attentionHeads * (m.qkNopeHeadDim + m.vHeadDim))
                    + (a.attentionHeads * m.vHeadDim + h);
    } else {
        const double q = static_cast<double>(a.attentionHeads) * a.headDim;
        const double kv = static_cast<double>(a.kvHeads) * a.headDim;
        attention = (h + q) + 2.0 * (h + kv) + (q + h);
    }
    auto ffn = [&](double size) { return (a.gatedMlp ? 3.0 : 2.0) * (h + size); };
    double total = 0.0;
    if (a.moe.enabled()) {
        const MoeConfig& m = a.moe;
        const int moeLayers = a.layers - m.denseLayers;
        total = a.layers * attention + m.denseLayers * ffn(a.ffnSize)
                + moeLayers * (m.routedExperts + m.sharedExperts) * ffn(m.expertFfnSize);
    } else {
        total = a.layers * (attention + ffn(a.ffnSize));
    }
    return total;
}

} // namespace gputco
