#include "memory/KvCache.h"
#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
double kvPerToken(const char* id, Precision p = Precision::BF16)
{
    return kvCacheBytesPerToken(*findModelPreset(id), p).inBytes();
}
} // namespace

TEST_CASE("KV cache bytes per token of the presets (BF16)", "[kv]")
{
    // 2 x layers x KV heads x head dim x 2 bytes; values from shared/reference/published-models.md sec. 4b.
    CHECK(kvPerToken("llama-2-7b") == 524'288.0);     // 2*32*32*128*2 = 512 KiB
    CHECK(kvPerToken("llama-2-13b") == 819'200.0);    // 2*40*40*128*2 = 800 KiB (vLLM paper's OPT-13B figure)
    CHECK(kvPerToken("llama-2-70b") == 327'680.0);    // 2*80*8*128*2 = 320 KiB
    CHECK(kvPerToken("llama-3.1-8b") == 131'072.0);   // 2*32*8*128*2 = 128 KiB
    CHECK(kvPerToken("llama-3.1-70b") == 327'680.0);  // 320 KiB
    CHECK(kvPerToken("llama-3.1-405b") == 516'096.0); // 2*126*8*128*2 = 504 KiB
    CHECK(kvPerToken("mixtral-8x7b") == 131'072.0);   // 128 KiB
    CHECK(kvPerToken("qwen2-72b") == 327'680.0);      // 320 KiB
    CHECK(kvPerToken("gpt-3-175b") == 4'718'592.0);   // 2*96*96*128*2 = 4.5 MiB
    // DeepSeek-V3 MLA: 61 layers x (512 + 64) latent x 2 bytes = 70,272 bytes (~68.6 KiB).
    CHECK(kvPerToken("deepseek-v3") == 70'272.0);
}

TEST_CASE("KV cache precision scales the bytes", "[kv]")
{
    CHECK(kvPerToken("llama-3.1-70b", Precision::FP8) == 163'840.0);
    CHECK(kvPerToken("llama-3.1-70b", Precision::FP32) == 655'360.0);
}

TEST_CASE("The vLLM paper's OPT-13B request: 2048 tokens need 1.6 GB", "[kv]")
{
    // Kwon et al. 2023 sec. 3: 800 KB per token x 2048 tokens = "as much as 1.6 GB" per request.
    // Llama-2-13B has OPT-13B's KV shape (40 layers, hidden 5120, MHA).
    const Bytes request = kvCacheBytesPerToken(*findModelPreset("llama-2-13b"), Precision::BF16) * 2048.0;
    CHECK(request.inBytes() == 1'677'721'600.0);
    CHECK(request.inGB() == Approx(1.6).epsilon(0.05));
}

TEST_CASE("Tensor parallelism splits KV heads but replicates them beyond their count", "[kv]")
{
    const auto llama70 = *findModelPreset("llama-3.1-70b"); // 8 KV heads
    const double whole = kvCacheBytesPerTokenPerGpu(llama70, Precision::BF16, 80, 1).inBytes();
    CHECK(kvCacheBytesPerTokenPerGpu(llama70, Precision::BF16, 80, 8).inBytes() == whole / 8);
    // At TP 16 each GPU still holds one whole KV head: the same as at TP 8.
    CHECK(kvCacheBytesPerTokenPerGpu(llama70, Precision::BF16, 80, 16).inBytes() == whole / 8);
    // MLA keeps the full latent on every TP rank.
    const auto ds = *findModelPreset("deepseek-v3");
    CHECK(kvCacheBytesPerTokenPerGpu(ds, Precision::BF16, 61, 8).inBytes() == 70'272.0);
}
