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

    // Llama-3.3-70B: meta-llama/Llama-3.3-70B-Instruct config.json, the Llama-3.1-70B shape (model card: 70B;
    // the Hugging Face safetensors total is 70,553,706,496, the same tensors as 3.1-70B).
    auto l33_70 = llama("llama-3.3-70b", "Llama-3.3-70B", 80, 8192, 64, 8, 28672, 128256, 131072);
    l33_70.officialTotalParams = 70.6e9;
    l33_70.source = "meta-llama/Llama-3.3-70B-Instruct config.json (Hugging Face); Llama 3.3 model card";
    presets.push_back(l33_70);

    // Qwen2-72B: Qwen/Qwen2-72B config.json (bias on Q, K, V projections only).
    auto qwen = llama("qwen2-72b", "Qwen2-72B", 80, 8192, 64, 8, 29568, 152064, 131072);
    qwen.qkvBias = true;
    qwen.officialTotalParams = 72.7e9;
    qwen.source = "Qwen/Qwen2-72B config.json (Hugging Face)";
    presets.push_back(qwen);

    // Qwen2.5: Qwen/Qwen2.5-7B, -32B, -72B config.json (Qwen2 architecture: bias on Q, K, V only, untied).
    // Totals from the model cards ("Number of Parameters"): 7.61B, 32.5B, 72.7B. The 32B card's 32.5B sits 0.8%
    // below the tensor count of its own config (32.76B, which the Hugging Face page shows as 32.8B).
    const char* qwen25Source = "Qwen/Qwen2.5-*B config.json (Hugging Face); Qwen2.5 model cards";
    auto q25_7 = llama("qwen2.5-7b", "Qwen2.5-7B", 28, 3584, 28, 4, 18944, 152064, 131072);
    q25_7.officialTotalParams = 7.61e9;
    auto q25_32 = llama("qwen2.5-32b", "Qwen2.5-32B", 64, 5120, 40, 8, 27648, 152064, 131072);
    q25_32.officialTotalParams = 32.5e9;
    auto q25_72 = llama("qwen2.5-72b", "Qwen2.5-72B", 80, 8192, 64, 8, 29568, 152064, 131072);
    q25_72.officialTotalParams = 72.7e9;
    for (auto* a : {&q25_7, &q25_32, &q25_72}) {
        a->qkvBias = true;
        a->source = qwen25Source;
        presets.push_back(*a);
    }

    // Qwen3: Qwen/Qwen3-32B and Qwen/Qwen3-235B-A22B config.json (no QKV bias, head_dim 128 independent of the
    // width, untied, 40,960 positions). Model cards: 32.8B; 235B total with 22B activated (128 experts, 8 active,
    // every layer MoE). The per-head QK RMSNorm (2 x 128 weights a layer) is not counted: under 0.0001%.
    auto q3_32 = llama("qwen3-32b", "Qwen3-32B", 64, 5120, 64, 8, 25600, 151936, 40960);
    q3_32.headDim = 128;
    q3_32.officialTotalParams = 32.8e9;
    q3_32.source = "Qwen/Qwen3-32B config.json (Hugging Face); Qwen3 model card";
    presets.push_back(q3_32);
    auto q3_235 = llama("qwen3-235b-a22b", "Qwen3-235B-A22B", 94, 4096, 64, 4, 12288, 151936, 40960);
    q3_235.headDim = 128;
    q3_235.moe = MoeConfig{128, 8, 0, 1536, 0};
    q3_235.officialTotalParams = 235e9;
    q3_235.officialActiveParams = 22e9;
    q3_235.source = "Qwen/Qwen3-235B-A22B config.json (Hugging Face); Qwen3 model card";
    presets.push_back(q3_235);

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

    // DeepSeek-R1: deepseek-ai/DeepSeek-R1 config.json, the DeepSeek-V3 architecture (model card: "DeepSeek-R1 ...
    // based on DeepSeek-V3-Base", 671B total, 37B activated).
    ModelArchitecture r1 = ds;
    r1.id = "deepseek-r1";
    r1.displayName = "DeepSeek-R1";
    r1.source = "deepseek-ai/DeepSeek-R1 config.json (Hugging Face; DeepSeek-V3 architecture); DeepSeek-R1 model card";
    presets.push_back(r1);

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

std::optional<ModelArchitecture> findModel(std::string_view id, const std::vector<ModelArchitecture>& catalogueModels)
{
    if (auto preset = findModelPreset(id))
        return preset;
    const std::string wanted = lowerCase(id);
    for (const ModelArchitecture& own : catalogueModels)
        if (lowerCase(own.id) == wanted)
            return own;
    return std::nullopt;
}

std::string modelPresetChoices(const std::vector<ModelArchitecture>& catalogueModels)
{
    std::string out;
    for (const auto& preset : modelPresets())
        out += (out.empty() ? "" : ", ") + preset.id;
    for (const auto& own : catalogueModels)
        if (!findModelPreset(own.id))
            out += ", " + own.id;
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
