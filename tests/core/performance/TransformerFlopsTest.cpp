#include "performance/TransformerFlops.h"
#include "model/ModelPresets.h"
#include "model/ParameterCount.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Matmul parameters leave out the embedding lookup and keep the output head", "[flops]")
{
    // Llama-2-7B: 6,738,415,616 total, untied: input table 32,000 x 4,096 = 131,072,000 drops out,
    // the output head (same size) stays: 6,738,415,616 - 131,072,000 = 6,607,343,616.
    CHECK(matmulParameters(*findModelPreset("llama-2-7b")) == 6'607'343'616.0);

    // GPT-3 175B ties input and output (the head multiplies once) and has 2,048 x 12,288 learned positions,
    // a lookup: matmul parameters = total - 25,165,824.
    const auto gpt3 = *findModelPreset("gpt-3-175b");
    CHECK(matmulParameters(gpt3) == countParameters(gpt3).total - 25'165'824.0);

    // MoE: only the active experts multiply (Mixtral 8x7B: 12.88B active of 46.7B).
    const auto mixtral = *findModelPreset("mixtral-8x7b");
    CHECK(matmulParameters(mixtral) == countParameters(mixtral).active - 4096.0 * 32000.0);
}

TEST_CASE("Training FLOPs per token follow PaLM appendix B: 6N + 12 L h s", "[flops]")
{
    // GPT-3 175B at s = 2,048: attention term 12 x 96 x 12,288 x 2,048 = 28,991,029,248 FLOPs per token.
    const auto gpt3 = *findModelPreset("gpt-3-175b");
    const double n = matmulParameters(gpt3);
    const auto flops = trainingFlopsPerToken(gpt3, 2048, Recompute::None);
    CHECK(flops.model.inFlops() == Approx(6.0 * n + 28'991'029'248.0).epsilon(1e-12));
    CHECK(flops.hardware.inFlops() == flops.model.inFlops());

    // Full recompute re-runs the forward (2N + 4 L h s): 8N + 16 L h s, i.e. 4/3 of the model FLOPs.
    const auto full = trainingFlopsPerToken(gpt3, 2048, Recompute::Full);
    CHECK(full.model.inFlops() == flops.model.inFlops());
    CHECK(full.hardware.inFlops() == Approx(flops.model.inFlops() * 4.0 / 3.0).epsilon(1e-12));

    // Selective recompute re-runs only the attention scores and values: + 4 L h s = 9,663,676,416.
    const auto selective = trainingFlopsPerToken(gpt3, 2048, Recompute::Selective);
    CHECK(selective.hardware.inFlops() - flops.model.inFlops() == Approx(9'663'676'416.0).epsilon(1e-9));
}

TEST_CASE("The 6ND rule lands on published training compute", "[flops][published]")
{
    // Llama 3 paper (Dubey et al. 2024, sec. 3.2.1): the 405B flagship used 3.8e25 FLOPs on 15.6T tokens.
    // 6 N D alone gives 6 x 403.75e9 x 15.6e12 = 3.78e25; the attention term at s = 8,192 adds about 8%.
    const auto l405 = *findModelPreset("llama-3.1-405b");
    const double sixND = 6.0 * matmulParameters(l405) * 15.6e12;
    CHECK(sixND == Approx(3.8e25).epsilon(0.01));
    const double withAttention = trainingFlopsPerToken(l405, 8192, Recompute::None).model.inFlops() * 15.6e12;
    CHECK(withAttention / sixND == Approx(1.0 + 12.0 * 126 * 16384 * 8192 / (6.0 * matmulParameters(l405))));
}

TEST_CASE("Prefill counts causal attention: decode attends to the cache", "[flops]")
{
    const auto l7 = *findModelPreset("llama-2-7b");
    const double n = 6'607'343'616.0;
    // Prefill of 1,000 tokens: 2N x 1,000 + 2 L (H x 2 d) x mean keys (1,001 / 2) x 1,000
    //   = 13,214,687,232,000 + 2 x 32 x 8,192 x 500.5 x 1,000 = 13,214,687,232,000 + 262,406,144,000.
    CHECK(prefillFlops(l7, 1000).inFlops() == Approx(13'214'687'232'000.0 + 262'406'144'000.0).epsilon(1e-12));
    // One decode token over 1,100 cached keys: 2N + 2 x 32 x 8,192 x 1,100 = 13,214,687,232 + 576,716,800.
    CHECK(decodeFlopsPerToken(l7, 1100).inFlops() == Approx(2.0 * n + 576'716'800.0).epsilon(1e-12));
}

TEST_CASE("MLA attention width uses the nope, rope and value head dims", "[flops]")
{
    // DeepSeek-V3: 128 heads x (128 + 64 + 128) = 40,960 per layer; 61 layers, 2 FLOPs per MAC, 1 key.
    const auto ds = *findModelPreset("deepseek-v3");
    CHECK(attentionForwardFlopsPerToken(ds, 1.0).inFlops() == 2.0 * 61 * 40'960);
    // Routed experts: 256 x 3 x 7,168 x 2,048 x 58 MoE layers = 654,982,578,176 parameters.
    CHECK(routedExpertParameters(ds) == 256.0 * 3 * 7168 * 2048 * 58);
    CHECK(routedExpertParameters(*findModelPreset("llama-2-7b")) == 0.0);
}
