#include "serving/ServingSetup.h"
#include "../performance/CardFixtures.h"
#include "model/ModelPresets.h"
#include "serving/ServingCapacity.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// Llama-2-70B in FP8 on 8 x H100 SXM, MLPerf's mean lengths (../shared/reference/mlperf.md: 292 output tokens).
InferenceInputs llama70bOnEightH100(std::optional<int> concurrency)
{
    InferenceInputs in;
    in.weights = Precision::FP8;
    in.kvCache = Precision::FP8;
    in.tensorParallel = 8;
    in.inputTokens = 300;
    in.outputTokens = 292;
    in.concurrency = concurrency;
    return in;
}

ModelArchitecture llama70b() { return *findModelPreset("llama-2-70b"); }

} // namespace

TEST_CASE("One performance model: a decode pass is infer's TPOT, a lone prompt's pass its TTFT", "[serving]")
{
    for (const auto& card : {fixtures::h100(), fixtures::h200(), fixtures::a100()}) {
        const InferenceInputs in = llama70bOnEightH100(128);
        const auto infer = estimateInference(llama70b(), card, in);
        const auto costs = inferenceStepCosts(llama70b(), card, in, stepEfficienciesOf(in, card));
        REQUIRE(infer);
        REQUIRE(costs);
        // 128 sequences at infer's mean context, input + output / 2 = 446 keys each.
        const StepWork decode{128, 128 * 446.0, 0.0, 0.0};
        CHECK(inferenceStepTime(*costs, decode).total().inSeconds() == Approx(infer->tpot->inSeconds()).epsilon(1e-9));
        // One prompt of 300 tokens: the i-th attends to i keys, 300 x 301 / 2 in all.
        const StepWork prompt{0, 0.0, 300.0, 300.0 * 301.0 / 2.0};
        CHECK(inferenceStepTime(*costs, prompt).total().inSeconds() == Approx(infer->ttft->inSeconds()).epsilon(1e-9));
    }
}

namespace {

// Output tokens/s of 8 rounds of `batch` sequences of 300 + 292 tokens, all queued at the start, prompts whole.
double saturatedThroughput(const ServingDeployment& d)
{
    ServingTraffic traffic;
    traffic.input = {300, 0};
    traffic.output = {292, 0};
    traffic.requests = d.replica.scheduler.maxRunningSequences * 8;
    const auto trace = simulateServing(d.replica, allAtOnce(generateServingRequests(traffic)));
    REQUIRE(trace);
    return summariseServing(*trace, {}).outputTokensPerSecond;
}

ServingScheduler lockstep(int batch)
{
    ServingScheduler scheduler;
    scheduler.maxRunningSequences = batch;
    scheduler.maxBatchedTokens = batch * 300;
    scheduler.chunkedPrefill = false;
    return scheduler;
}

} // namespace

TEST_CASE("At a full constant batch the simulation converges to infer's throughput", "[serving]")
{
    // 64 sequences in lockstep: the server alternates one prefill pass of 64 prompts with 291 decode passes;
    // infer's steady state counts 292 decode steps per cycle, so the simulation is 1/292 faster (0.3 %).
    InferenceInputs tp1 = llama70bOnEightH100(64);
    tp1.tensorParallel = 1; // 70 GB of FP8 weights fit one H200: no all-reduce at all
    const auto alone = prepareServing(llama70b(), fixtures::h200(), tp1, lockstep(64));
    REQUIRE(alone);
    const double inferAlone = *alone->steadyState.outputTokensPerSecondPerReplica;
    CHECK(saturatedThroughput(*alone) == Approx(inferAlone * 292.0 / 291.0).epsilon(0.003));

    // At TP 8 infer also pays the prefill all-reduces' start-up latency once per prompt (64 x 160 x 10 us), the
    // simulation once per pass: 0.10 s of a 2.5 s cycle, 4.4 % in all here.
    const auto split = prepareServing(llama70b(), fixtures::h100(), llama70bOnEightH100(64), lockstep(64));
    REQUIRE(split);
    const double inferSplit = *split->steadyState.outputTokensPerSecondPerReplica;
    const double simulated = saturatedThroughput(*split);
    CHECK(simulated == Approx(inferSplit).epsilon(0.05));
    CHECK(simulated > inferSplit);
}

TEST_CASE("The KV cache holds what the memory model leaves at the most sequences that fit", "[serving]")
{
    const InferenceInputs in = llama70bOnEightH100(std::nullopt);
    const auto d = prepareServing(llama70b(), fixtures::h100(), in, ServingScheduler{});
    REQUIRE(d);
    // At least the infer concurrency's sequences of 592 tokens, and less than one more sequence's worth beyond
    // what the free memory adds.
    const std::int64_t atMax = static_cast<std::int64_t>(*d->steadyState.maxConcurrency) * 592;
    CHECK(d->kvTokens >= atMax);
    CHECK(d->kvTokens <= atMax + 2 * 592);
    CHECK(d->replica.kvBlocks == d->kvTokens / 16);
}
