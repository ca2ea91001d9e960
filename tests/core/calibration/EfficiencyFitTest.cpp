#include "calibration/EfficiencyFit.h"
#include "../performance/CardFixtures.h"
#include "BenchmarkFixtures.h"
#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

CalibrationSetup llama8bOnH100()
{
    return CalibrationSetup{*findModelPreset("llama-3.1-8b"), fixtures::h100(), Precision::BF16, Precision::BF16, 1};
}

// Prompts from 64 to 6,144 tokens (long ones bound by compute, short ones by reading the weights) and outputs of 16
// to 400 tokens: 36 requests, the spread a ShareGPT sample has.
std::vector<std::pair<int, int>> mixedLengths(int count, int seed)
{
    std::vector<std::pair<int, int>> out;
    for (int i = 0; i < count; ++i) {
        const int k = (i * 7 + seed) % count;
        out.emplace_back(64 + k * 170, 16 + (k * 37) % 385);
    }
    return out;
}

// The truth the files are made from: not the profile's figures (0.7, 0.5, 0), so the fit has to move.
const StepEfficiencies kTruth{0.62, 0.41, 0.41, 0.8, Duration::seconds(0.0035)};

} // namespace

TEST_CASE("The fit's pass terms are the app's own pass time: max(memory / b, compute / c) + comm + overhead",
          "[calibration]")
{
    const CalibrationSetup setup = llama8bOnH100();
    VllmBenchmarkRun run;
    run.requests.push_back(MeasuredRequest{2000, 100, 0.1, 1.0, 0.01});
    VllmBenchmark bench;
    bench.runs.push_back(run);
    const auto whole = calibrationStepCosts(setup, bench, StepEfficiencies{1.0, 1.0, 1.0, 0.8, Duration::seconds(0)});
    const auto atTruth = calibrationStepCosts(setup, bench, kTruth);
    REQUIRE(whole);
    REQUIRE(atTruth);
    const StepWork work{6, 6 * 1500.0, 2000.0, 2000.0 * 2001.0 / 2.0};
    const StepTime w = inferenceStepTime(*whole, work);
    const double composed =
        std::max(w.memory.inSeconds() / 0.62, w.compute.inSeconds() / 0.41) + w.communication.inSeconds() + 0.0035;
    CHECK(inferenceStepTime(*atTruth, work).total().inSeconds() == Approx(composed).epsilon(1e-12));
}

TEST_CASE("A benchmark made from known efficiencies gives them back within 2 %", "[calibration]")
{
    const CalibrationSetup setup = llama8bOnH100();
    // Two runs: one request at a time (vLLM --max-concurrency 1) and a loaded one, 6.5 requests in the server.
    fixtures::RunSpec alone;
    alone.lengths = mixedLengths(36, 0);
    fixtures::RunSpec loaded;
    loaded.meanInFlight = 6.5;
    loaded.lengths = mixedLengths(36, 5);
    const std::string file = fixtures::benchmarkRunJson(setup, kTruth, alone) + "\n"
                             + fixtures::benchmarkRunJson(setup, kTruth, loaded) + "\n";
    const auto bench = parseVllmBenchmark(file);
    REQUIRE(bench);
    REQUIRE(bench->runs.size() == 2);
    CHECK(bench->runs[1].meanInFlight() == Approx(6.5).epsilon(1e-9));

    const auto fit = fitEfficiencies(setup, *bench);
    REQUIRE(fit);
    CHECK(fit->bandwidthShare.value == Approx(0.62).epsilon(0.02));
    CHECK(fit->computeShare.value == Approx(0.41).epsilon(0.02));
    CHECK(fit->stepOverheadMs.value == Approx(3.5).epsilon(0.02));
    CHECK_FALSE(fit->bandwidthShare.held);
    CHECK_FALSE(fit->computeShare.held);
    CHECK_FALSE(fit->stepOverheadMs.held);
    // The profile it started from: the assumed one (fixtures carry none), 0.7 / 0.5 / 0 ms.
    CHECK(fit->bandwidthShare.before == Approx(0.7));
    CHECK(fit->computeShare.before == Approx(0.5));
    CHECK(fit->computePrecision == Precision::BF16);
    REQUIRE(fit->requests.size() == 72);
    CHECK(fit->ttftRmsRelativeError < 1e-6);
    CHECK(fit->itlRmsRelativeError < 1e-6);
    CHECK(fit->requests.front().predictedTtft == Approx(fit->requests.front().measuredTtft).epsilon(1e-6));
}

TEST_CASE("Measurement noise shows as fit error and residuals, the figures stay close", "[calibration]")
{
    const CalibrationSetup setup = llama8bOnH100();
    fixtures::RunSpec spec;
    spec.lengths = mixedLengths(40, 3);
    auto parsed = parseVllmBenchmark(fixtures::benchmarkRunJson(setup, kTruth, spec));
    REQUIRE(parsed);
    VllmBenchmark bench = *parsed;
    // +-3 % on alternate requests: an RMS relative error of about 3 %.
    for (std::size_t i = 0; i < bench.runs[0].requests.size(); ++i) {
        MeasuredRequest& r = bench.runs[0].requests[i];
        const double factor = i % 2 == 0 ? 1.03 : 0.97;
        r.ttftSeconds *= factor;
        *r.itlSeconds *= factor;
    }
    const auto fit = fitEfficiencies(setup, bench);
    REQUIRE(fit);
    CHECK(fit->rmsRelativeError == Approx(0.03).margin(0.005));
    CHECK(fit->bandwidthShare.value == Approx(0.62).epsilon(0.03));
    CHECK(fit->computeShare.value == Approx(0.41).epsilon(0.03));
    CHECK(fit->bandwidthShare.standardError > 0.0);
    CHECK(fit->requests[0].ttftResidual() == Approx(0.03).margin(0.01));
}

TEST_CASE("Prompts of one length cannot separate the step overhead: it is held at the profile's", "[calibration]")
{
    const CalibrationSetup setup = llama8bOnH100();
    fixtures::RunSpec spec;
    spec.lengths.assign(24, {1024, 128});
    const auto bench = parseVllmBenchmark(fixtures::benchmarkRunJson(setup, kTruth, spec));
    REQUIRE(bench);
    const auto fit = fitEfficiencies(setup, *bench);
    REQUIRE(fit);
    CHECK(fit->stepOverheadMs.held);
    CHECK(fit->stepOverheadMs.value == 0.0); // the assumed profile's
    CHECK_FALSE(fit->notes.empty());
    CHECK(fit->notes.front().find("step overhead held") != std::string::npos);
}

TEST_CASE("A model that does not fit the card at the given TP is refused naming tp", "[calibration]")
{
    CalibrationSetup setup{*findModelPreset("llama-3.1-70b"), fixtures::h100(), Precision::BF16, Precision::BF16, 1};
    VllmBenchmarkRun run;
    run.durationSeconds = 1.0;
    run.requests.push_back(MeasuredRequest{100, 10, 0.1, 0.5, 0.04});
    VllmBenchmark bench;
    bench.runs.push_back(run);
    const auto fit = fitEfficiencies(setup, bench);
    REQUIRE_FALSE(fit);
    CHECK(fit.error().field == "tp");
}
