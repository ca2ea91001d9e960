#include "performance/TrainingLayoutSearch.h"
#include "CardFixtures.h"
#include "model/ModelPresets.h"
#include "performance/GlobalBatchRule.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

TrainingSearchInputs searchOn(int gpus, double tokens = 1e12)
{
    TrainingSearchInputs in;
    in.gpus = gpus;
    in.run.tokens = tokens;
    return in;
}

double stepSeconds(const char* model, const Accelerator& card, TrainingInputs run)
{
    auto r = estimateTraining(*findModelPreset(model), card, run);
    REQUIRE(r);
    REQUIRE(r->step);
    return r->step->total.inSeconds();
}

} // namespace

TEST_CASE("Default global batch: max(4 Mi, 1 Ki tokens per GPU), at most 64 Mi tokens", "[layout-search]")
{
    // Llama 2's 4M floor up to 4,096 GPUs; Llama 3 405B's 16M on 16,384 H100; DeepSeek-V3's ~63M as the cap.
    CHECK(defaultGlobalBatchTokens(8) == 4.0 * 1024 * 1024);
    CHECK(defaultGlobalBatchTokens(4096) == 4.0 * 1024 * 1024);
    CHECK(defaultGlobalBatchTokens(16384) == 16.0 * 1024 * 1024);
    CHECK(defaultGlobalBatchTokens(1'000'000) == 64.0 * 1024 * 1024);
}

TEST_CASE("Interleaving must win when the bubble dominates", "[layout-search]")
{
    // Llama-3.1-405B (126 layers) on 1,024 H100 fixed at TP 8 x PP 16 x DP 8, micro-batch 1, 256 sequences per
    // step: m = 256 / 8 = 32 micro-batches per pipeline, a multiple of 16, so interleaving is allowed.
    // Bubble (p - 1) / (v m): v = 1: 15/32 = 47 % of compute; v = 2: 23 %; v = 4: 11.7 %.
    // The longest stage: v = 1, 2, 4 give ceil(126 / 16v) x 16v = 128 layers' time (+1.6 %); v = 3 gives 144
    // (+14 %), v = 5-7 160-224. Each virtual stage adds 2 x 32 sends of 4,096 x 16,384 x 2 / 8 bytes at 40 GB/s
    // (about 27 ms a step), far less than the 12 % of a ~5.6 s compute the bubble loses per halving. So v = 4.
    TrainingSearchInputs in = searchOn(1024);
    in.parallel = Parallelism{8, 16, 8};
    in.microBatch = 1;
    in.recompute = Recompute::Selective;
    in.run.globalBatch = 256;
    const auto arch = *findModelPreset("llama-3.1-405b");
    const auto plan = searchTrainingLayout(arch, fixtures::h100(), in);
    REQUIRE(plan);
    CHECK(plan->inputs.interleavedStages == 4);
    CHECK(plan->performance.step->microBatches == 32);
    CHECK(plan->performance.step->pipelineBubble.inSeconds()
          == Approx(plan->performance.step->compute.inSeconds() * 15.0 / 128.0));
    TrainingInputs plain = plan->inputs;
    plain.interleavedStages = 1;
    // Plain 1F1B loses (15/32 - 15/128) = 35 % of compute more, less the 3 x 27 ms of sends it saves.
    const double compute = plan->performance.step->compute.inSeconds();
    CHECK(stepSeconds("llama-3.1-405b", fixtures::h100(), plain) - plan->performance.step->total.inSeconds()
          == Approx(compute * (15.0 / 32 - 15.0 / 128)).epsilon(0.05));
    // Interleaving holds more micro-batches in flight: activations x (1 + 15 / 64) on the first stage.
    CHECK(plan->memoryPerGpu.inGB() <= 80.0);
}

TEST_CASE("More data parallelism beats more pipeline stages when the model fits", "[layout-search]")
{
    // Llama-2-7B on 64 H100, TP 1, micro-batch 1, default batch 4 Mi tokens = 1,024 sequences of 4,096.
    // DP 64: 16 micro-batches per rank, no bubble. PP 2 x DP 32: 32 micro-batches, bubble 1/32 of a ~6 s compute
    // (0.19 s), which costs more than the gradient traffic halving the DP group saves (the 27 GB FP32 all-reduce
    // hides behind the last micro-batch's backward in both). So the search keeps PP = 1.
    TrainingSearchInputs in = searchOn(64);
    in.maxTensorParallel = 1;
    in.microBatch = 1;
    in.recompute = Recompute::Selective;
    in.zeroStage = 1;
    const auto plan = searchTrainingLayout(*findModelPreset("llama-2-7b"), fixtures::h100(), in);
    REQUIRE(plan);
    CHECK(plan->inputs.parallel == Parallelism{1, 1, 64});
    CHECK(plan->performance.step->globalBatch == 1024);
    TrainingInputs piped = plan->inputs;
    piped.parallel = Parallelism{1, 2, 32};
    const double pipedSeconds = stepSeconds("llama-2-7b", fixtures::h100(), piped);
    CHECK(pipedSeconds > plan->performance.step->total.inSeconds());
    // The difference is about the bubble: compute / 32.
    CHECK(pipedSeconds - plan->performance.step->total.inSeconds()
          == Approx(plan->performance.step->compute.inSeconds() / 32.0).epsilon(0.25));
}

TEST_CASE("The default batch rule changes the layout at scale", "[layout-search]")
{
    // Llama-3.1-405B on 16,384 H100, everything searched.
    // Default rule: 1 Ki tokens x 16,384 GPUs = 16 Mi tokens = 4,096 sequences of 4,096: TP 8 x PP 16 x DP 128
    // leaves 32 micro-batches per pipeline (2 x 16), so interleaving applies (Llama 3's own layout, TP 8, PP 16).
    // A fixed 4 Mi-token batch (the old default, Llama 2's) has 1,024 sequences: at DP 128 only 8 micro-batches,
    // fewer than the 16 stages, so no interleaving and a 15/8 bubble; the search then goes to a smaller DP.
    const auto arch = *findModelPreset("llama-3.1-405b");
    TrainingSearchInputs in = searchOn(16384, 15.6e12);
    const auto scaled = searchTrainingLayout(arch, fixtures::h100(), in);
    REQUIRE(scaled);
    CHECK(scaled->performance.step->globalBatch == 4096);
    CHECK(scaled->inputs.parallel == Parallelism{8, 16, 128});
    CHECK(scaled->inputs.interleavedStages > 1);
    in.run.globalBatchTokens = 4.0 * 1024 * 1024;
    const auto fixed = searchTrainingLayout(arch, fixtures::h100(), in);
    REQUIRE(fixed);
    CHECK(fixed->performance.step->globalBatch == 1024);
    CHECK_FALSE(fixed->inputs.parallel == scaled->inputs.parallel);
    CHECK(*fixed->performance.gpuHours > 1.5 * *scaled->performance.gpuHours);
    // The small batch's run is flagged: its bubble is far above 20 % of a step.
    bool bubbleNoted = false;
    for (const PerformanceNote& n : fixed->performance.codedNotes)
        bubbleNoted = bubbleNoted || (n.code == PerformanceNoteCode::PipelineBubbleLarge && n.share > 0.2);
    CHECK(bubbleNoted);
}

TEST_CASE("Llama-3.1-405B with defaults only lands near the model card's GPU-hours", "[layout-search][published]")
{
    // Llama 3.1 model card (meta-llama/Llama-3.1-405B): 30.84M H100-80GB GPU-hours for 15.6T tokens (issue 17
    // asks for within 30 %). Only the GPU count is given; layout, batch, recomputation are the search's.
    const auto plan =
        searchTrainingLayout(*findModelPreset("llama-3.1-405b"), fixtures::h100(), searchOn(16384, 15.6e12));
    REQUIRE(plan);
    CHECK(*plan->performance.gpuHours == Approx(30.84e6).epsilon(0.30));
}

TEST_CASE("Search errors name the input", "[layout-search]")
{
    const auto arch = *findModelPreset("llama-3.1-405b");
    auto plan = searchTrainingLayout(arch, fixtures::h100(), searchOn(8));
    REQUIRE_FALSE(plan);
    CHECK(plan.error().field == "gpus");
    Accelerator unknown;
    plan = searchTrainingLayout(*findModelPreset("llama-2-7b"), unknown, searchOn(8));
    REQUIRE_FALSE(plan);
    CHECK(plan.error().field == "card");
    // 1,024 sequences cannot be split over 2,048 data-parallel ranks of a model that fits on one GPU... and no
    // split of 4,096 GPUs of TP <= 8 carries 8 sequences.
    TrainingSearchInputs tiny = searchOn(4096);
    tiny.run.globalBatch = 8;
    plan = searchTrainingLayout(*findModelPreset("llama-2-7b"), fixtures::h100(), tiny);
    REQUIRE_FALSE(plan);
    CHECK(plan.error().field == "global-batch");
}
