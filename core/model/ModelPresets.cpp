#include "model/ModelPresets.h"

#include "model/ParameterCount.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>
#include <string>

namespace gputco {
namespace {

ModelArchitecture llama(std::string id, std::string name, int layers, int hidden, int heads, int kvHeads, int ffn,
                        int vocab, int context)
{
    ModelArchitecture a;
    a.id = std::move(id);
    a.displayName = std::move(name);
    a.layers = layers;
    a.hiddenSize = hidden;
    a.attentionHeads = heads;
    a.kvHeads = kvHeads;
    a.headDim = hidden / heads;
    a.ffnSize = ffn;
    a.vocabSize = vocab;
    a.maxContext = context;
    return a;
}

std::vector<ModelArchitecture> buildPresets()
{
    std::vector<ModelArchitecture> presets;

    // Llama 2: Hugging Face meta-llama/Llama-2-*-hf config.json (MHA for 7B/13B, GQA-8 for 70B).
    // Official totals: the safetensors parameter counts on the same model pages.
    const char* llama2Source = "meta-llama/Llama-2-*-hf config.json (Hugging Face)";
    auto l2_7 = llama("llama-2-7b", "Llama-2-7B", 32, 4096, 32, 32, 11008, 32000, 4096);
    l2_7.officialTotalParams = 6.74e9;
    auto l2_13 = llama("llama-2-13b", "Llama-2-13B", 40, 5120, 40, 40, 13824, 32000, 4096);
    l2_13.officialTotalParams = 13.0e9;
    auto l2_70 = llama("llama-2-70b", "Llama-2-70B", 80, 8192, 64, 8, 28672, 32000, 4096);
    l2_70.officialTotalParams = 69.0e9;
    for (auto* a : {&l2_7, &l2_13, &l2_70}) {
        a->source = llama2Source;
        presets.push_back(*a);
    }

    // Llama 3.1: meta-llama/llama-models models/sku_list.py; FFN sizes from the Llama FFN rule.
    const char* llama31Source = "meta-llama/llama-models models/sku_list.py; Llama 3.1 model card";
    auto l31_8 = llama("llama-3.1-8b", "Llama-3.1-8B", 32, 4096, 32, 8, 14336, 128256, 131072);
    l31_8.officialTotalParams = 8.03e9;
    auto l31_70 = llama("llama-3.1-70b", "Llama-3.1-70B", 80, 8192, 64, 8, 28672, 128256, 131072);
    l31_70.officialTotalParams = 70.6e9;
    auto l31_405 = llama("llama-3.1-405b", "Llama-3.1-405B", 126, 16384, 128, 8, 53248, 128256, 131072);
    l31_405.officialTotalParams = 405e9;
    for (auto* a : {&l31_8, &l31_70, &l31_405}) {
        a->source = llama31Source;
        presets.push_back(*a);
    }

    // Qwen2-72B: Qwen/Qwen2-72B config.json (bias on Q, K, V projections only).
    auto qwen = llama("qwen2-72b", "Qwen2-72B", 80, 8192, 64, 8, 29568, 152064, 131072);
    qwen.qkvBias = true;
    qwen.officialTotalParams = 72.7e9;
    qwen.source = "Qwen/Qwen2-72B config.json (Hugging Face)";
    presets.push_back(qwen);

    // Mixtral-8x7B: mistralai/Mixtral-8x7B-v0.1 config.json; 46.7B total, 12.9B active (Mixtral paper).
    auto mixtral = llama("mixtral-8x7b", "Mixtral-8x7B", 32, 4096, 32, 8, 14336, 32000, 32768);
    mixtral.moe = MoeConfig{8, 2, 0, 14336, 0};
    mixtral.officialTotalParams = 46.7e9;
    mixtral.officialActiveParams = 12.9e9;
    mixtral.source = "mistralai/Mixtral-8x7B-v0.1 config.json; Jiang et al. 2024 (arXiv:2401.04088)";
    presets.push_back(mixtral);

    // DeepSeek-V3: deepseek-ai/DeepSeek-V3 inference/configs/config_671B.json (MLA + MoE; MTP module excluded).
    ModelArchitecture ds = llama("deepseek-v3", "DeepSeek-V3", 61, 7168, 128, 128, 18432, 129280, 131072);
    ds.headDim = 128;
    ds.mla = MlaConfig{1536, 512, 128, 64, 128};
    ds.moe = MoeConfig{256, 8, 1, 2048, 3};
    ds.officialTotalParams = 671e9;
    ds.officialActiveParams = 37e9;
    ds.source = "deepseek-ai/DeepSeek-V3 inference/configs/config_671B.json; DeepSeek-V3 technical report";
    presets.push_back(ds);

    // GPT-3 175B: Brown et al. 2020, Table 2.1 (GeLU MLP of 4h, biases, LayerNorm, learned positions, tied).
    ModelArchitecture gpt3 = llama("gpt-3-175b", "GPT-3 175B", 96, 12288, 96, 96, 4 * 12288, 50257, 2048);
    gpt3.gatedMlp = false;
    gpt3.tiedEmbeddings = true;
    gpt3.linearBiases = true;
    gpt3.layerNormWithBias = true;
    gpt3.learnedPositions = 2048;
    gpt3.officialTotalParams = 175e9;
    gpt3.source = "Brown et al. 2020, Language Models are Few-Shot Learners, Table 2.1";
    presets.push_back(gpt3);

    return presets;
}

std::string lowerCase(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

} // namespace

const std::vector<ModelArchitecture>& modelPresets()
{
    static const std::vector<ModelArchitecture> presets = buildPresets();
    return presets;
}

std::optional<ModelArchitecture> findModelPreset(std::string_view id)
{
    const std::string wanted = lowerCase(id);
    for (const auto& preset : modelPresets())
        if (preset.id == wanted)
            return preset;
    return std::nullopt;
}

std::string modelPresetChoices()
{
    std::string out;
    for (const auto& preset : modelPresets())
        out += (out.empty() ? "" : ", ") + preset.id;
    return out;
}

ModelArchitecture customModelFromParameterCount(double parameters)
{
    // Width from P ~ 12 L h^2 with L = h / 128 (GPT-3 175B: 12288 / 96 = 128), rounded to a multiple of 1024 so
    // the heads (of 128 dimensions) come in eights, as in every published shape (Llama 2/3 32, 40, 64, 128;
    // GPT-3 96; Qwen2-72B 64): tensor parallelism of 2, 4 and 8 must divide the heads, and a width rounded to
    // 128 gave head counts such as 71 (70B) that only a single GPU could hold, so deployability flickered as
    // the size moved.
    const double widthEstimate = std::cbrt(parameters * 128.0 / 12.0);
    const int hidden = std::max(1024, static_cast<int>(std::lround(widthEstimate / 1024.0)) * 1024);
    const int heads = hidden / 128;
    const int kvHeads = 8; // GQA as Llama 3; the heads come in eights, so every tensor split divides them
    // Llama FFN rule: 8h/3 rounded up to a multiple of 256.
    const int ffn = static_cast<int>(std::ceil(8.0 * hidden / 3.0 / 256.0)) * 256;

    ModelArchitecture a = llama("custom", "", 1, hidden, heads, kvHeads, ffn, 128256, 131072);
    // Small models keep a smaller vocabulary share, as real ones do (the embedding would otherwise dominate).
    if (parameters < 2e9)
        a.vocabSize = 32000;
    a.tiedEmbeddings = parameters < 2e9;

    const ParameterCounts one = countParameters(a);
    const double perLayer = one.attentionPerLayer + one.denseFfnPerLayer + 2.0 * hidden;
    const double fixed = one.total - perLayer;
    a.layers = std::max(1, static_cast<int>(std::lround((parameters - fixed) / perLayer)));

    std::ostringstream name;
    name.precision(3);
    name << "Custom " << parameters / 1e9 << "B";
    a.displayName = name.str();
    a.source = "Inferred from the parameter count (Llama-style shape; see docs/MODEL.md)";
    return a;
}

} // namespace gputco
