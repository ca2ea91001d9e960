#include "model/ParameterCount.h"
#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
double totalOf(const char* id) { return countParameters(*findModelPreset(id)).total; }
double activeOf(const char* id) { return countParameters(*findModelPreset(id)).active; }
} // namespace

TEST_CASE("Dense Llama parameter counts match the published tensor totals exactly", "[params]")
{
    // Hand count for Llama-2-7B: embedding 32000*4096 = 131,072,000, untied head the same;
    // per layer 4*4096^2 (attention) + 3*4096*11008 (SwiGLU) + 2*4096 (norms) = 202,383,360;
    // 32 layers + final norm 4096: 262,144,000 + 6,476,267,520 + 4,096 = 6,738,415,616,
    // the figure the Hugging Face model page gives for meta-llama/Llama-2-7b-hf (safetensors metadata).
    CHECK(totalOf("llama-2-7b") == 6'738'415'616.0);
    // Same sources: Llama-2-13B 13,015,864,320; Llama-2-70B 68,976,648,192.
    CHECK(totalOf("llama-2-13b") == 13'015'864'320.0);
    CHECK(totalOf("llama-2-70b") == 68'976'648'192.0);
    // Meta Llama 3.1 on Hugging Face: 8,030,261,248 and 70,553,706,496 parameters.
    CHECK(totalOf("llama-3.1-8b") == 8'030'261'248.0);
    CHECK(totalOf("llama-3.1-70b") == 70'553'706'496.0);
}

TEST_CASE("Issue 18 presets: hand counts from their config.json files", "[params]")
{
    // Qwen2.5-7B: embedding 152064*3584 twice (untied) = 1,089,994,752; per layer attention 2*3584^2 + 2*3584*512
    // + biases 3584+1024 = 29,364,736, SwiGLU 3*3584*18944 = 203,685,888, norms 7,168; 28 layers + final norm:
    // 7,615,616,512. Model card: 7.61B (non-embedding 6.53B).
    CHECK(totalOf("qwen2.5-7b") == 7'615'616'512.0);
    // Qwen2.5-72B by the same rule: 72,706,203,648 (card: 72.7B).
    CHECK(totalOf("qwen2.5-72b") == 72'706'203'648.0);
    // Qwen3-32B: per layer 2*5120*8192 + 2*5120*1024 + 3*5120*25600 + 10240 = 487,598,080; times 64 plus
    // 2*151936*5120 + 5120 = 32,762,106,880 (card: 32.8B, non-embedding 31.2B).
    CHECK(totalOf("qwen3-32b") == 32'762'106'880.0);
    // Qwen3-235B-A22B: per layer attention 71,303,168 + 128 experts of 3*4096*1536 + router 4096*128 + norms 8192;
    // 94 layers + embeddings 1,244,659,712 + 4096 = 235,093,610,496; active (8 experts) 22,190,739,456.
    // Card: 235B total, 22B activated.
    CHECK(totalOf("qwen3-235b-a22b") == 235'093'610'496.0);
    CHECK(activeOf("qwen3-235b-a22b") == 22'190'739'456.0);
    // Llama-3.3-70B has the Llama-3.1-70B tensors: 70,553,706,496 on Hugging Face.
    CHECK(totalOf("llama-3.3-70b") == 70'553'706'496.0);
    CHECK(totalOf("deepseek-r1") == totalOf("deepseek-v3"));
}

TEST_CASE("Every preset lands within 1% of its official total", "[params]")
{
    for (const auto& preset : modelPresets()) {
        INFO(preset.id);
        REQUIRE(preset.officialTotalParams > 0);
        const ParameterCounts c = countParameters(preset);
        CHECK(c.total == Approx(preset.officialTotalParams).epsilon(0.01));
        if (preset.officialActiveParams > 0)
            CHECK(c.active == Approx(preset.officialActiveParams).epsilon(0.02)); // "37B" and "12.9B" are rounded
        else
            CHECK(c.active == c.total);
    }
}

TEST_CASE("MoE models count all experts in the total and top-k in the active count", "[params]")
{
    // Mixtral-8x7B (Jiang et al. 2024): 46.7B total, 12.9B active per token (2 of 8 experts).
    CHECK(totalOf("mixtral-8x7b") == Approx(46.7e9).epsilon(0.002));
    CHECK(activeOf("mixtral-8x7b") == Approx(12.9e9).epsilon(0.005));
    // DeepSeek-V3 technical report: 671B total, 37B activated (without the 14B multi-token-prediction module).
    CHECK(totalOf("deepseek-v3") == Approx(671e9).epsilon(0.002));
    CHECK(activeOf("deepseek-v3") == Approx(37e9).epsilon(0.02));
}

TEST_CASE("GPT-3 175B counts biases, LayerNorm and learned positions", "[params]")
{
    // Brown et al. 2020, Table 2.1: 175.0B with n_layers 96, d_model 12288, tied embeddings (vocab 50257).
    // 12 L h^2 = 173.95B for the matrices; embeddings 617.6M + positions 25.2M; biases and norms ~ 5.7M.
    CHECK(totalOf("gpt-3-175b") == Approx(175e9).epsilon(0.005));
}

TEST_CASE("Custom models by parameter count land near the requested size", "[params]")
{
    for (double requested : {1e8, 1e9, 7e9, 70e9, 405e9, 2e12}) {
        INFO(requested);
        const ModelArchitecture a = customModelFromParameterCount(requested);
        CHECK(a.layers >= 1);
        CHECK(a.hiddenSize % 1024 == 0);
        CHECK(a.hiddenSize / a.attentionHeads == a.headDim);
        CHECK(countParameters(a).total == Approx(requested).epsilon(0.05));
    }
    // 70B gives a Llama-70B-like width: (128 * 70e9 / 12)^(1/3) = 9,069 -> 9 x 1,024 = 9,216, 72 heads.
    CHECK(customModelFromParameterCount(70e9).hiddenSize == 9216);
    CHECK(customModelFromParameterCount(70e9).attentionHeads == 72);
}

TEST_CASE("Custom models have heads in eights, so tensor parallelism up to 8 always divides them", "[params]")
{
    // Published shapes all do (Llama 2 7B/13B/70B: 32/40/64 heads, Llama 3.1 405B: 128, GPT-3 175B: 96); a
    // width rounded only to 128 gave 71 heads at 70B and 75 at 83B, which no split of 2, 4 or 8 divides.
    for (double requested = 1e8; requested <= 2e12; requested *= 1.03) {
        INFO(requested);
        const ModelArchitecture a = customModelFromParameterCount(requested);
        CHECK(a.attentionHeads % 8 == 0);
        CHECK(a.attentionHeads % a.kvHeads == 0);
    }
}

TEST_CASE("LoRA adapters on every linear layer of Llama-2-7B", "[params][lora]")
{
    // Per layer (in + out): q, o 2*(4096+4096), k, v 2*(4096+4096) (MHA), gate, up, down 3*(4096+11008)
    // = 32,768 + 45,312 = 78,080 per rank; 32 layers = 2,498,560; rank 64 gives 159,907,840 (~2.4%
    // of the base, in line with the QLoRA paper's Guanaco-7B adapter sizes).
    const auto llama = *findModelPreset("llama-2-7b");
    CHECK(loraAdapterParamsPerRank(llama) == 2'498'560.0);
}
