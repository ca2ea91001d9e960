#include "memory/MemoryEstimator.h"
#include "model/ModelPresets.h"
#include "model/ParameterCount.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
MemoryInputs inference(int context, int batch)
{
    MemoryInputs in;
    in.mode = WorkloadMode::Inference;
    in.contextTokens = context;
    in.batch = batch;
    in.overhead = RuntimeOverhead::none();
    return in;
}
} // namespace

TEST_CASE("Llama-2-7B BF16 inference, by hand", "[memory][inference]")
{
    const auto arch = *findModelPreset("llama-2-7b");
    const auto e = estimateMemory(arch, inference(4096, 1));
    REQUIRE(e);
    // Weights: 6,738,415,616 parameters x 2 bytes.
    CHECK(e->perGpu.weights.inBytes() == 13'476'831'232.0);
    // KV: 524,288 bytes per token x 4,096 tokens = 2 GiB.
    CHECK(e->perGpu.kvCache.inBytes() == 2'147'483'648.0);
    // Workspace: chunk of 4,096 tokens: 2 x 4096 x (2*4096 + 96*128 + 3*11008) = 438,304,768,
    // plus FP32 logits for one sequence 4 x 32,000 = 128,000.
    CHECK(e->perGpu.activations.inBytes() == 438'432'768.0);
    CHECK(e->perGpu.gradients.inBytes() == 0.0);
    CHECK(e->perGpu.optimizer.inBytes() == 0.0);
    CHECK(e->perGpu.total().inBytes() == 16'062'747'648.0);
    CHECK(e->allGpus.total().inBytes() == 16'062'747'648.0);
}

TEST_CASE("Runtime overhead is 1 GiB plus 5% of the tensors, and can be removed", "[memory][overhead]")
{
    const auto arch = *findModelPreset("llama-2-7b");
    MemoryInputs in = inference(4096, 1);
    in.overhead = RuntimeOverhead{};
    const auto e = estimateMemory(arch, in);
    REQUIRE(e);
    CHECK(e->perGpu.overhead.inBytes() == Approx(1'073'741'824.0 + 0.05 * 16'062'747'648.0));
}

TEST_CASE("A 70B model needs about 140 GB to serve in BF16 and over 1 TB of model states to train with Adam",
          "[memory]")
{
    // The mission statement's figures: 70B x 2 bytes ~ 140 GB to serve; Adam mixed precision keeps
    // 2 + 2 + 12 = 16 bytes per parameter (ZeRO paper), i.e. far beyond the "560 GB+" floor.
    const auto arch = *findModelPreset("llama-3.1-70b");
    const double params = countParameters(arch).total; // 70,553,706,496
    const auto serve = estimateMemory(arch, inference(4096, 1));
    REQUIRE(serve);
    CHECK(serve->perGpu.weights.inGB() == Approx(141.1).margin(0.05));

    MemoryInputs train = inference(4096, 1);
    train.mode = WorkloadMode::Training;
    const auto t = estimateMemory(arch, train);
    REQUIRE(t);
    const double states = (t->perGpu.weights + t->perGpu.gradients + t->perGpu.optimizer).inBytes();
    CHECK(states == Approx(16.0 * params));
    CHECK(states / 1e9 > 560.0);
}

TEST_CASE("ZeRO-3 over 8 GPUs divides every model state by 8", "[memory][training]")
{
    const auto arch = *findModelPreset("llama-2-7b");
    MemoryInputs in = inference(2048, 1);
    in.mode = WorkloadMode::Training;
    in.zeroStage = 3;
    in.parallel.data = 8;
    const auto e = estimateMemory(arch, in);
    REQUIRE(e);
    // 6,738,415,616 x 2 / 8 = 1,684,603,904 bytes each for weights and gradients; x 12 / 8 for Adam.
    CHECK(e->perGpu.weights.inBytes() == Approx(1'684'603'904.0));
    CHECK(e->perGpu.gradients.inBytes() == Approx(1'684'603'904.0));
    CHECK(e->perGpu.optimizer.inBytes() == Approx(10'107'623'424.0));
    // All GPUs together hold the 16 bytes per parameter exactly once.
    CHECK((e->allGpus.weights + e->allGpus.gradients + e->allGpus.optimizer).inBytes()
          == Approx(16.0 * 6'738'415'616.0));
}

TEST_CASE("Pipeline stages split layers evenly and the heaviest stage is reported", "[memory][pipeline]")
{
    const auto arch = *findModelPreset("llama-3.1-70b");
    MemoryInputs in = inference(4096, 1);
    in.parallel.pipeline = 3;
    const auto e = estimateMemory(arch, in);
    REQUIRE(e);
    REQUIRE(e->stages.size() == 3);
    CHECK(e->stages[0].layers == 27);
    CHECK(e->stages[1].layers == 27);
    CHECK(e->stages[2].layers == 26);
    // Untied embeddings: the stages' weights add up to every parameter once.
    double weights = 0;
    double largest = 0;
    for (const auto& s : e->stages) {
        weights += s.perGpu.weights.inBytes();
        largest = std::max(largest, s.perGpu.total().inBytes());
    }
    CHECK(weights == Approx(2.0 * 70'553'706'496.0));
    CHECK(e->perGpu.total().inBytes() == largest);
    CHECK(e->allGpus.weights.inBytes() == Approx(weights));
}

TEST_CASE("Tensor parallelism halves the weights per GPU", "[memory][tp]")
{
    const auto arch = *findModelPreset("llama-3.1-70b");
    MemoryInputs in = inference(4096, 1);
    const auto one = estimateMemory(arch, in);
    in.parallel.tensor = 2;
    const auto two = estimateMemory(arch, in);
    REQUIRE(one);
    REQUIRE(two);
    CHECK(two->perGpu.weights.inBytes() == Approx(one->perGpu.weights.inBytes() / 2));
    CHECK(two->perGpu.kvCache.inBytes() == Approx(one->perGpu.kvCache.inBytes() / 2));
    CHECK(two->allGpus.weights.inBytes() == Approx(one->allGpus.weights.inBytes()));
}

TEST_CASE("Quantised weights keep the embedding and head in 16-bit", "[memory][quantisation]")
{
    // Llama-3.1-70B FP8: layers 68,452,417,536 params x 1 byte + embedding and head 2 x 128,256 x 8,192
    // = 2,101,248,000 params (+ final norm 8,192) x 2 bytes.
    const auto arch = *findModelPreset("llama-3.1-70b");
    MemoryInputs in = inference(4096, 1);
    in.weights = Precision::FP8;
    const auto e = estimateMemory(arch, in);
    REQUIRE(e);
    const double embedding = 2.0 * 128256 * 8192 + 8192;
    const double layers = 70'553'706'496.0 - embedding;
    CHECK(e->perGpu.weights.inBytes() == Approx(layers * 1.0 + embedding * 2.0));
}

TEST_CASE("QLoRA keeps a 4-bit base and trains BF16 adapters", "[memory][lora]")
{
    const auto arch = *findModelPreset("llama-2-7b");
    MemoryInputs in = inference(2048, 1);
    in.mode = WorkloadMode::Qlora;
    in.weights = Precision::NF4;
    in.loraRank = 64;
    const auto e = estimateMemory(arch, in);
    REQUIRE(e);
    // Adapters: 64 x 2,498,560 = 159,907,840 parameters; gradients 2 bytes, Adam states 12 bytes each.
    const double adapters = 159'907'840.0;
    CHECK(e->trainableParams == adapters);
    CHECK(e->perGpu.gradients.inBytes() == Approx(2.0 * adapters));
    CHECK(e->perGpu.optimizer.inBytes() == Approx(12.0 * adapters));
    // Base: 6,476,271,616 layer parameters in NF4 plus 262,144,000 embedding/head parameters in BF16.
    const double nf4 = bytesPerElement(Precision::NF4);
    CHECK(e->perGpu.weights.inBytes()
          == Approx((6'738'415'616.0 - 262'144'000.0) * nf4 + 262'144'000.0 * 2 + 2 * adapters));
}

TEST_CASE("Invalid inputs name the field and the allowed range", "[memory][validation]")
{
    const auto arch = *findModelPreset("llama-2-70b");
    MemoryInputs in = inference(4096, 1);
    in.parallel.tensor = 3;
    auto e = estimateMemory(arch, in);
    REQUIRE_FALSE(e);
    CHECK(e.error().field == "tp");
    CHECK(e.error().message == "3 does not divide the model's 64 attention heads");

    in = inference(4096, 1);
    in.parallel.pipeline = 81;
    e = estimateMemory(arch, in);
    REQUIRE_FALSE(e);
    CHECK(e.error().field == "pp");
    CHECK(e.error().message == "81 is out of range; expected 1 to 80");

    in = inference(0, 1);
    CHECK(estimateMemory(arch, in).error().field == "context");

    in = inference(4096, 1);
    in.mode = WorkloadMode::Training;
    in.weights = Precision::INT4;
    CHECK(estimateMemory(arch, in).error().field == "weights");
}
