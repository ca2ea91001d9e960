#pragma once

#include <string>

namespace gputco {

/// Mixture-of-experts layout. Zero routed experts means a dense model.
struct MoeConfig {
    int routedExperts = 0;   ///< experts a token can be routed to
    int expertsPerToken = 0; ///< routed experts active per token (top-k)
    int sharedExperts = 0;   ///< experts every token passes through (DeepSeek)
    int expertFfnSize = 0;   ///< intermediate size of one expert
    int denseLayers = 0;     ///< leading layers that keep a dense FFN (DeepSeek-V3: 3)

    bool enabled() const { return routedExperts > 0; }
};

/// Multi-head latent attention (DeepSeek-V2/V3). Zero kvLoraRank means ordinary MHA/GQA.
struct MlaConfig {
    int qLoraRank = 0;
    int kvLoraRank = 0;
    int qkNopeHeadDim = 0;
    int qkRopeHeadDim = 0;
    int vHeadDim = 0;

    bool enabled() const { return kvLoraRank > 0; }
};

/// A decoder-only transformer as its config.json describes it. Parameter counts are derived from these
/// fields (see ParameterCount.h), never typed in, so a custom model is counted the same way as a preset.
struct ModelArchitecture {
    std::string id;          ///< stable lower-case slug, e.g. "llama-3.1-70b"
    std::string displayName; ///< e.g. "Llama-3.1-70B"

    int layers = 0;
    int hiddenSize = 0;
    int attentionHeads = 0;
    int kvHeads = 0; ///< key/value heads (GQA); equal to attentionHeads for MHA
    int headDim = 0;
    int ffnSize = 0; ///< intermediate size of a dense FFN layer
    int vocabSize = 0;
    int maxContext = 0;

    bool gatedMlp = true;           ///< SwiGLU (three matrices) rather than GeLU (two)
    bool tiedEmbeddings = false;    ///< output projection shares the input embedding matrix
    bool qkvBias = false;           ///< biases on the Q, K, V projections only (Qwen2)
    bool linearBiases = false;      ///< biases on every linear layer (GPT-3)
    bool layerNormWithBias = false; ///< LayerNorm (scale and bias) rather than RMSNorm (scale only)
    int learnedPositions = 0;       ///< rows of a learned position embedding (GPT-3: 2048), 0 for RoPE

    MoeConfig moe;
    MlaConfig mla;

    /// Published totals to check the derived counts against; 0 when none is published.
    double officialTotalParams = 0.0;
    double officialActiveParams = 0.0;
    std::string source; ///< where the configuration comes from
};

} // namespace gputco
