#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

#include <set>

using namespace gputco;

TEST_CASE("All required presets exist under their CLI names", "[presets]")
{
    for (const char* id : {"llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3.1-8b", "llama-3.1-70b",
                           "llama-3.1-405b", "qwen2-72b", "mixtral-8x7b", "deepseek-v3", "gpt-3-175b"}) {
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
