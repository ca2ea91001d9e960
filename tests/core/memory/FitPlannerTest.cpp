#include "memory/FitPlanner.h"
#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
MemoryInputs serving()
{
    MemoryInputs in;
    in.mode = WorkloadMode::Inference;
    in.contextTokens = 4096;
    in.batch = 1;
    return in; // default runtime overhead: 1 GiB + 5%
}
} // namespace

TEST_CASE("Llama-3.1-70B BF16 serving: GPUs needed per card capacity", "[fit]")
{
    const FitPlanner planner(*findModelPreset("llama-3.1-70b"), serving());
    // One GPU needs ~141 GB of weights alone plus KV, workspace and overhead (~148 GB): even 141 GB fails.
    auto h200 = planner.fitOn(Bytes::gigabytes(141));
    REQUIRE(h200.fits);
    CHECK(h200.parallel == Parallelism{2, 1, 1});
    // TP 2 on 80 GB: 70.6 GB weights + 0.67 GB KV + 0.53 GB workspace + overhead 4.66 GB = 76.4 GB.
    auto h100 = planner.fitOn(Bytes::gigabytes(80));
    REQUIRE(h100.fits);
    CHECK(h100.gpus() == 2);
    CHECK(h100.perGpu.total().inGB() == Approx(76.4).margin(0.1));
    // 48 GB (L40S): TP 4 (38.8 GB per GPU); three GPUs cannot hold 47 GB of weights plus overheads each.
    CHECK(planner.fitOn(Bytes::gigabytes(48)).parallel == Parallelism{4, 1, 1});
    // 24 GB (L4): 8 GPUs, TP 8 preferred to PP 8 at the same count.
    CHECK(planner.fitOn(Bytes::gigabytes(24)).parallel == Parallelism{8, 1, 1});
}

TEST_CASE("FP8 weights let one 141 GB GPU serve a 70B model", "[fit]")
{
    MemoryInputs in = serving();
    in.weights = Precision::FP8;
    const FitPlanner planner(*findModelPreset("llama-3.1-70b"), in);
    CHECK(planner.fitOn(Bytes::gigabytes(141)).gpus() == 1);
}

TEST_CASE("Full fine-tuning with ZeRO-3 spreads model states over data parallelism", "[fit][training]")
{
    // Llama-2-7B, AdamW, s = 4096, b = 1, FlashAttention: 107.8 GB of states + 18.9 GB of activations.
    // Two GPUs with ZeRO-3: 53.9 + 18.9 + overhead 4.7 = 77.5 GB < 80 GB; DP is preferred to TP at equal count.
    MemoryInputs in = serving();
    in.mode = WorkloadMode::Training;
    in.zeroStage = 3;
    const FitPlanner planner(*findModelPreset("llama-2-7b"), in);
    const auto fit = planner.fitOn(Bytes::gigabytes(80));
    REQUIRE(fit.fits);
    CHECK(fit.parallel == Parallelism{1, 1, 2});
}

TEST_CASE("Fit reports why nothing fits, or that the capacity is unknown", "[fit]")
{
    const FitPlanner planner(*findModelPreset("llama-3.1-405b"), serving());
    const auto tiny = planner.fitOn(Bytes::gigabytes(1));
    CHECK_FALSE(tiny.fits);
    CHECK(tiny.gpus() == 0);
    CHECK(tiny.reason.find("does not fit") != std::string::npos);
    CHECK(tiny.reason.find("1.0 GB") != std::string::npos);

    const auto unknown = planner.fitOn(std::nullopt);
    CHECK_FALSE(unknown.fits);
    CHECK(unknown.reason == "memory capacity unknown");
}

TEST_CASE("A split is labelled by its degrees above one", "[memory][fit]")
{
    CHECK(parallelismText(Parallelism{1, 1, 1}).empty()); // one GPU: nothing to say
    CHECK(parallelismText(Parallelism{8, 1, 1}) == "TP8");
    CHECK(parallelismText(Parallelism{4, 2, 1}) == "TP4 PP2");
    CHECK(parallelismText(Parallelism{1, 1, 16}) == "DP16");
    CHECK(parallelismText(Parallelism{8, 16, 128}) == "TP8 PP16 DP128"); // 16,384 GPUs
}
