#include "performance/TrainingLayout.h"
#include "CardFixtures.h"
#include "memory/MemoryEstimator.h"
#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

Expected<Parallelism> layout(const char* model, const Accelerator& card, int gpus)
{
    TrainingLayoutInputs in;
    in.gpus = gpus;
    return chooseTrainingLayout(*findModelPreset(model), card, in);
}

} // namespace

TEST_CASE("Small models train data-parallel", "[layout]")
{
    // Llama-3.1-8B with the distributed optimizer over 8 GPUs: 2 + 2 + 12/8 bytes per parameter = 44 GB fits.
    auto p = layout("llama-3.1-8b", fixtures::h100(), 8);
    REQUIRE(p);
    CHECK(*p == Parallelism{1, 1, 8});
}

TEST_CASE("Large models get the least model parallelism that fits, and it does fit", "[layout]")
{
    const auto arch = *findModelPreset("llama-3.1-70b");
    auto p = layout("llama-3.1-70b", fixtures::h100(), 64);
    REQUIRE(p);
    CHECK(p->gpus() == 64);
    CHECK(p->tensor * p->pipeline > 1);
    MemoryInputs m;
    m.mode = WorkloadMode::Training;
    m.parallel = *p;
    m.zeroStage = 1;
    m.recompute = Recompute::Selective;
    CHECK(estimateMemory(arch, m)->perGpu.total().inGB() <= 80.0);
    // One step less model parallelism (half the TP) does not fit.
    if (p->tensor > 1) {
        m.parallel = Parallelism{p->tensor / 2, p->pipeline, p->data * 2};
        CHECK(estimateMemory(arch, m)->perGpu.total().inGB() > 80.0);
    }
}

TEST_CASE("No split of too few GPUs: the error names gpus", "[layout]")
{
    auto p = layout("llama-3.1-405b", fixtures::h100(), 8);
    REQUIRE_FALSE(p);
    CHECK(p.error().field == "gpus");
    Accelerator unknown;
    auto q = layout("llama-2-7b", unknown, 8);
    REQUIRE_FALSE(q);
    CHECK(q.error().field == "card");
}
