#include "calibration/MeasuredProfile.h"
#include "calibration/LeastSquares.h"
#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("A benchmark's model_id names a model by its id between word boundaries", "[calibration]")
{
    const ModelArchitecture l70 = *findModelPreset("llama-3.1-70b");
    CHECK(benchmarkNamesModel("meta-llama/Meta-Llama-3.1-70B-Instruct", l70));
    CHECK(benchmarkNamesModel("/models/llama_3.1_70b", l70));
    CHECK(benchmarkNamesModel("Llama-3.1-70B", l70));
    CHECK_FALSE(benchmarkNamesModel("meta-llama/Llama-3.1-8B-Instruct", l70));
    CHECK_FALSE(benchmarkNamesModel("meta-llama/Llama-3.1-705B", l70));
    const ModelArchitecture q7 = *findModelPreset("qwen2.5-7b");
    CHECK_FALSE(benchmarkNamesModel("Qwen/Qwen2.5-72B-Instruct", q7));
    CHECK(benchmarkNamesModel("Qwen/Qwen2.5-7B-Instruct", q7));
}

TEST_CASE("A benchmark of another model or TP is refused naming the option", "[calibration]")
{
    VllmBenchmark bench;
    bench.modelId = "meta-llama/Llama-3.1-8B-Instruct";
    bench.tensorParallel = 2;
    const auto other = checkBenchmarkMatches(bench, *findModelPreset("llama-3.1-70b"), std::nullopt);
    REQUIRE(other);
    CHECK(other->describe()
          == "model: the benchmark's model_id 'meta-llama/Llama-3.1-8B-Instruct' is not Llama-3.1-70B "
             "(llama-3.1-70b); choose the model the benchmark ran, or benchmark this one");
    const auto tp = checkBenchmarkMatches(bench, *findModelPreset("llama-3.1-8b"), 4);
    REQUIRE(tp);
    CHECK(tp->describe() == "tp: the benchmark ran at tensor_parallel_size 2, not 4");
    CHECK_FALSE(checkBenchmarkMatches(bench, *findModelPreset("llama-3.1-8b"), 2));
    CHECK_FALSE(checkBenchmarkMatches(bench, *findModelPreset("llama-3.1-8b"), std::nullopt));
}

TEST_CASE("The measured-yours profile carries the fitted figures, their ranges, source, date and fit error",
          "[calibration]")
{
    EfficiencyProfile base = assumedEfficiencyProfile("h100-sxm-80gb");
    EfficiencyFit fit;
    fit.bandwidthShare = {0.62, 0.002, 0.7, false, false};
    fit.computeShare = {0.41, 0.02, 0.5, false, false}; // 2 x 0.02 / 0.41 = 9.8 % half-width
    fit.stepOverheadMs = {0.0, 0.0, 0.0, true, false};
    fit.computePrecision = Precision::BF16;
    fit.ttftRmsRelativeError = 0.031;
    fit.itlRmsRelativeError = 0.012;
    fit.rmsRelativeError = 0.0235;
    fit.requests.resize(40);
    PowerCurveFit power;
    power.idleWatts = 80.0;
    power.fullLoadWatts = 680.0;
    power.fullLoadStandardError = 2.0;
    power.samples = 80;
    const EfficiencyProfile p =
        measuredProfile(base, fit, power, MeasurementSource{"run.json", "smi.csv", "2026-03-01", "vllm", {}});
    CHECK(p.id == "h100-sxm-80gb-yours");
    CHECK(p.evidence == EfficiencyEvidence::MeasuredYours);
    CHECK_FALSE(p.builtIn);
    CHECK(p.source == "run.json + smi.csv");
    CHECK(p.sourceDate == "2026-03-01");
    CHECK(p.stack == "vllm");
    // Bandwidth: the fit's RMS error (2.35 %) is below the 5 % floor: 0.62 x (1 -+ 0.05).
    CHECK(p.bandwidthShare.typical == 0.62);
    CHECK(p.bandwidthShare.low == Approx(0.589));
    CHECK(p.bandwidthShare.high == Approx(0.651));
    CHECK(p.computeShare.low == Approx(0.41 - 0.04));
    CHECK(p.computeShare.high == Approx(0.41 + 0.04));
    CHECK(p.stepOverheadMs == base.stepOverheadMs); // held: the base profile's
    CHECK(p.idleWatts == 80.0);
    REQUIRE(p.fullLoadWatts);
    CHECK(p.fullLoadWatts->typical == 680.0);
    CHECK(p.fullLoadWatts->low == Approx(646.0));
    CHECK(p.notes.find("TTFT 3.1 %, ITL 1.2 %") != std::string::npos);
}

TEST_CASE("An FP8 fit sets the FP8 share and keeps the BF16 one", "[calibration]")
{
    EfficiencyProfile base = assumedEfficiencyProfile("h100-sxm-80gb");
    EfficiencyFit fit;
    fit.bandwidthShare = {0.7, 0.0, 0.7, true, false};
    fit.computeShare = {0.33, 0.0, 0.5, false, false};
    fit.stepOverheadMs = {1.5, 0.1, 0.0, false, false};
    fit.computePrecision = Precision::FP8;
    const EfficiencyProfile p =
        measuredProfile(base, fit, std::nullopt, MeasurementSource{"r.json", {}, "", "", "mine"});
    CHECK(p.id == "mine");
    CHECK(p.fp8ComputeShare == 0.33);
    CHECK(p.computeShare == base.computeShare);
    CHECK_FALSE(p.fullLoadWatts);
    CHECK(p.stepOverheadMs.typical == 1.5);
    CHECK(p.stepOverheadMs.low == Approx(1.5 - 0.2));
}

TEST_CASE("Least squares on a known line and a column the others span", "[calibration]")
{
    // y = 2 + 3x at x = 0..4, exactly.
    std::vector<LinearRow> rows;
    for (int x = 0; x < 5; ++x)
        rows.push_back(LinearRow{{1.0, double(x), 1.0}, 2.0 + 3.0 * x});
    const LeastSquaresSolution s = solveLeastSquares(rows, 3);
    CHECK(s.x[0] == Approx(2.0));
    CHECK(s.x[1] == Approx(3.0));
    CHECK(s.undetermined[2]); // a copy of the first column: the later one gives way
    CHECK(s.residualSumOfSquares == Approx(0.0).margin(1e-18));
}
