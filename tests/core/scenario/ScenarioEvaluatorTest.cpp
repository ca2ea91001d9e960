#include "SampleCatalogue.h"

#include "memory/FitPlanner.h"
#include "memory/MemoryEstimator.h"
#include "model/ModelPresets.h"
#include "scenario/ScenarioEvaluator.h"
#include "scenario/WorkloadInputs.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("The evaluation carries core's fit for every catalogue card", "[evaluator]")
{
    const auto catalogue = testdata::sampleCatalogue();
    ScenarioState state; // Llama-3.1-70B inference, BF16, 8,192 tokens
    state.workload.concurrency = 8;
    state.selectedCardIds = {"h100-sxm-80gb", "l4"};
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(state, catalogue);

    REQUIRE(e->cards.size() == catalogue->cards.size());
    REQUIRE(e->selected.size() == 2);
    CHECK(e->model.id == "llama-3.1-70b");
    CHECK_FALSE(e->inputError);

    // The expected answers come from core directly, with the same inputs.
    const FitPlanner planner(*findModelPreset("llama-3.1-70b"), memoryInputsFor(state.workload));
    for (const CardEvaluation& c : e->cards) {
        const FitResult expected = planner.fitOn(c.card->memory);
        CHECK(c.fit.fits == expected.fits);
        CHECK(c.fit.parallel == expected.parallel);
        CHECK(c.fit.perGpu.total().inBytes() == expected.perGpu.total().inBytes());
    }
    // Weights 70.6e9 x 2 B = 141 GB; KV cache 2 x 80 layers x 8 KV heads x 128 x 2 B = 327,680 B/token
    // x 8,192 x 8 = 21.5 GB; with 5% reserve and 1 GiB that is ~172 GB: one 192 GB MI300X, not one 80 GB H100.
    CHECK(e->find("h100-sxm-80gb")->fit.gpus() > 1);
    CHECK(e->find("mi300x")->fit.gpus() == 1);
}

TEST_CASE("An economics change reuses the memory fit: a workload change recomputes it", "[evaluator]")
{
    const auto catalogue = testdata::sampleCatalogue();
    ScenarioState state;
    ScenarioEvaluator evaluator;
    const EvaluationPtr first = evaluator.evaluate(state, catalogue);

    state.economics.electricityPricePerKwh = 1.1;
    const EvaluationPtr second = evaluator.evaluate(state, catalogue);
    CHECK(second->changes.economics);
    CHECK_FALSE(second->changes.workload);
    CHECK_FALSE(second->changes.catalogue);
    CHECK(second->find("h100-sxm-80gb")->fit.perGpu.kvCache == first->find("h100-sxm-80gb")->fit.perGpu.kvCache);

    state.workload.contextTokens = 32768;
    const EvaluationPtr third = evaluator.evaluate(state, catalogue);
    CHECK(third->changes.workload);
    // Four times the context: four times the KV cache at the same split (core KvCache, linear in tokens).
    MemoryInputs in = memoryInputsFor(state.workload);
    in.parallel = third->find("mi300x")->fit.parallel;
    const auto expected = estimateMemory(*findModelPreset("llama-3.1-70b"), in);
    REQUIRE(expected);
    CHECK(third->find("mi300x")->fit.perGpu.kvCache.inBytes() == expected->perGpu.kvCache.inBytes());
}

TEST_CASE("A workload core refuses is reported with the field to change", "[evaluator]")
{
    ScenarioState state;
    state.workload.mode = TaskMode::PreTraining;
    state.workload.weights = Precision::INT4; // training keeps 16-bit weights
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(state, testdata::sampleCatalogue());
    REQUIRE(e->inputError);
    CHECK(e->inputError->field == "weights");
    for (const CardEvaluation& c : e->cards)
        CHECK_FALSE(c.fit.fits);
}

TEST_CASE("A mode change moves the weight format to one the mode accepts", "[evaluator]")
{
    WorkloadState w;
    w.weights = Precision::INT4;
    CHECK(withTaskMode(w, TaskMode::PreTraining).weights == Precision::BF16);
    CHECK(withTaskMode(w, TaskMode::Qlora).weights == Precision::INT4);
    w.weights = Precision::BF16;
    CHECK(withTaskMode(w, TaskMode::Qlora).weights == Precision::NF4);
    CHECK(withTaskMode(w, TaskMode::Inference).weights == Precision::BF16);
}

TEST_CASE("A custom size uses core's architecture for that parameter count", "[evaluator]")
{
    ScenarioState state;
    state.workload.modelPresetId.clear();
    state.workload.customParameters = 7e9;
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(state, testdata::sampleCatalogue());
    CHECK(e->parameters.total == countParameters(customModelFromParameterCount(7e9)).total);
    CHECK(e->parameters.total == Approx(7e9).epsilon(0.05)); // core promises "within a few percent"
}
