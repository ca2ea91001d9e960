#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

#include <set>

using namespace gputco;

TEST_CASE("All required presets exist under their CLI names", "[presets]")
{
    for (const char* id :
         {"llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3.1-8b", "llama-3.1-70b", "llama-3.1-405b", "qwen2-72b",
          "mixtral-8x7b", "deepseek-v3", "gpt-3-175b",
          // Issue 18's presets.
          "llama-3.3-70b", "qwen2.5-7b", "qwen2.5-32b", "qwen2.5-72b", "qwen3-32b", "qwen3-235b-a22b", "deepseek-r1"}) {
        INFO(id);
        CHECK(findModelPreset(id).has_value());
    }
    CHECK(findModelPreset("LLAMA-2-70B").has_value());
    CHECK_FALSE(findModelPreset("llama-4").has_value());
}

TEST_CASE("Preset ids are unique and each preset names its source", "[presets]")
{
    std::set<std::string> ids;
    for (const auto& p : modelPresets()) {
        CHECK(ids.insert(p.id).second);
        CHECK_FALSE(p.source.empty());
        CHECK(p.headDim > 0);
    }
}

TEST_CASE("Preset shapes follow the official configs", "[presets]")
{
    // meta-llama/llama-models sku_list.py: Llama 3.1 405B has 126 layers, dim 16384, 128 heads, 8 KV heads.
    const auto l405 = *findModelPreset("llama-3.1-405b");
    CHECK(l405.layers == 126);
    CHECK(l405.hiddenSize == 16384);
    CHECK(l405.kvHeads == 8);
    CHECK(l405.ffnSize == 53248);
    // Llama 2 7B/13B are MHA (HF config.json); the sku_list.py GQA entries for them are a known copy error.
    CHECK(findModelPreset("llama-2-7b")->kvHeads == 32);
    CHECK(findModelPreset("llama-2-13b")->kvHeads == 40);
    // DeepSeek-V3 config_671B.json.
    const auto ds = *findModelPreset("deepseek-v3");
    CHECK(ds.mla.kvLoraRank == 512);
    CHECK(ds.mla.qkRopeHeadDim == 64);
    CHECK(ds.moe.routedExperts == 256);
    CHECK(ds.moe.expertsPerToken == 8);
    CHECK(ds.moe.denseLayers == 3);
}

TEST_CASE("The catalogue's own models are found by id after the presets, and presets win", "[presets]")
{
    ModelArchitecture own = *findModelPreset("llama-3.1-8b");
    own.id = "my-llama";
    own.displayName = "My Llama";
    ModelArchitecture shadow = own;
    shadow.id = "llama-2-7b"; // a preset id: the preset keeps it
    shadow.layers = 1;
    const std::vector<ModelArchitecture> catalogue{own, shadow};
    REQUIRE(findModel("MY-LLAMA", catalogue).has_value());
    CHECK(findModel("my-llama", catalogue)->displayName == "My Llama");
    CHECK(findModel("llama-2-7b", catalogue)->layers == 32);
    CHECK_FALSE(findModelPreset("my-llama").has_value()); // the presets alone
    const std::string choices = modelPresetChoices(catalogue);
    CHECK(choices.find(", my-llama") != std::string::npos);
    CHECK(choices.find("llama-2-7b") == choices.rfind("llama-2-7b")); // listed once
    // Another catalogue (or none) does not know it: no model is remembered between catalogues.
    CHECK_FALSE(findModel("my-llama", {}).has_value());
    CHECK(modelPresetChoices().find("my-llama") == std::string::npos);
}

TEST_CASE("Issue 18 presets follow their config.json files", "[presets]")
{
    // Qwen/Qwen3-32B config.json: head_dim 128 although hidden_size / heads is 80.
    const auto q3 = *findModelPreset("qwen3-32b");
    CHECK(q3.headDim == 128);
    CHECK(q3.attentionHeads == 64);
    CHECK_FALSE(q3.qkvBias);
    // Qwen/Qwen2.5-7B config.json: 28 heads, 4 KV heads, bias on Q, K, V.
    const auto q25 = *findModelPreset("qwen2.5-7b");
    CHECK(q25.kvHeads == 4);
    CHECK(q25.qkvBias);
    // DeepSeek-R1 is the DeepSeek-V3 architecture.
    const auto r1 = *findModelPreset("deepseek-r1");
    const auto v3 = *findModelPreset("deepseek-v3");
    CHECK(r1.mla.kvLoraRank == v3.mla.kvLoraRank);
    CHECK(r1.moe.routedExperts == v3.moe.routedExperts);
    CHECK(r1.layers == v3.layers);
}
