#include "calibration/EfficiencyFit.h"

#include "calibration/LeastSquares.h"
#include "performance/ComputePeak.h"
#include "performance/InferenceEstimator.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace gputco {
namespace {

// Unknowns, in the order the solve gives way: the step overhead is held first when the requests cannot tell it
// from the shares (LeastSquares.h). The last is a fixed time every first token carries beyond its pass as the
// client measures it (the HTTP request, tokenising the prompt, the first chunk's trip back): fitted so it is not
// charged to the step overhead, and not part of the profile (the model has no such term).
enum Unknown : std::size_t { InverseBandwidth = 0, InverseCompute = 1, Overhead = 2, FirstTokenLatency = 3 };
constexpr std::size_t kUnknowns = 4;

// One pass at whole peak and no overhead: its time at shares (b, c) and overhead o is
// max(memory / b, compute / c) + communication + o (InferenceStep.h), exactly.
struct PassTerms {
    double weight = 1.0;
    double memory = 0.0;
    double compute = 0.0;
    double communication = 0.0;
};

struct Observation {
    double measured = 0.0;
    std::vector<PassTerms> passes;
    bool firstToken = false;
};

std::vector<PassTerms> terms(const InferenceStepCosts& wholePeak, const std::vector<WeightedPass>& passes)
{
    std::vector<PassTerms> out;
    for (const WeightedPass& p : passes) {
        const StepTime t = inferenceStepTime(wholePeak, p.work);
        out.push_back({p.weight, t.memory.inSeconds(), t.compute.inSeconds(), t.communication.inSeconds()});
    }
    return out;
}

std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

double rms(const std::vector<double>& values)
{
    if (values.empty())
        return 0.0;
    double sum = 0.0;
    for (double v : values)
        sum += v * v;
    return std::sqrt(sum / static_cast<double>(values.size()));
}

} // namespace

Expected<EfficiencyFit> fitEfficiencies(const CalibrationSetup& setup, const VllmBenchmark& benchmark)
{
    const EfficiencyProfile profile = setup.card.efficiencyProfile();
    EfficiencyFit fit;
    fit.computePrecision = choosePeak(setup.card, matmulPrecisionForWeights(setup.weights)).precision;
    fit.bandwidthShare.before = profile.bandwidthShare.typical;
    fit.computeShare.before = profile.computeShareAt(fit.computePrecision);
    fit.stepOverheadMs.before = profile.stepOverheadMs.typical;

    const StepEfficiencies wholePeak{1.0, 1.0, 1.0, profile.tensorParallelShare.typical, Duration::seconds(0)};
    const auto costs = calibrationStepCosts(setup, benchmark, wholePeak);
    if (!costs)
        return costs.error();
    InferenceInputs fitCheck;
    fitCheck.weights = setup.weights;
    fitCheck.kvCache = setup.kvCache;
    fitCheck.tensorParallel = setup.tensorParallel;
    fitCheck.inputTokens = 1;
    fitCheck.outputTokens = 1;
    if (const auto fits = maxConcurrency(setup.model, setup.card, fitCheck); fits && *fits == 0)
        return Error{"tp", setup.model.displayName + " does not fit " + setup.card.displayName() + " at TP "
                               + std::to_string(setup.tensorParallel)
                               + ": give the tensor-parallel size and weight precision the benchmark ran with"};

    std::vector<Observation> observations;
    std::vector<RunLoad> loads;
    for (const VllmBenchmarkRun& run : benchmark.runs) {
        loads.push_back(runLoad(run));
        for (const MeasuredRequest& r : run.requests) {
            observations.push_back({r.ttftSeconds, terms(*costs, firstTokenPasses(r, loads.back())), true});
            if (r.itlSeconds && *r.itlSeconds > 0.0)
                observations.push_back({*r.itlSeconds, terms(*costs, decodePasses(r, loads.back())), false});
        }
    }

    // Start from the profile; held[k] keeps an unknown at `value[k]` (the profile's, or a bound reached).
    std::array<double, kUnknowns> value{1.0 / fit.bandwidthShare.before, 1.0 / fit.computeShare.before,
                                        fit.stepOverheadMs.before / 1000.0, 0.0};
    std::array<bool, kUnknowns> held{};
    std::array<bool, kUnknowns> atBound{};
    std::array<double, kUnknowns> standardError{};
    constexpr int kMaxRounds = 50;
    for (int round = 0; round < kMaxRounds; ++round) {
        // Rows of the relative error (prediction - measured) / measured, linear in the free unknowns once each
        // pass's bounding term is taken at the current values.
        std::vector<LinearRow> rows;
        rows.reserve(observations.size());
        std::vector<std::vector<bool>> sides;
        for (const Observation& o : observations) {
            std::array<double, kUnknowns> a{};
            a[FirstTokenLatency] = o.firstToken ? 1.0 : 0.0;
            double fixedPart = 0.0;
            std::vector<bool> side;
            for (const PassTerms& t : o.passes) {
                const bool memoryBound = t.memory * value[InverseBandwidth] >= t.compute * value[InverseCompute];
                side.push_back(memoryBound);
                a[memoryBound ? InverseBandwidth : InverseCompute] += t.weight * (memoryBound ? t.memory : t.compute);
                a[Overhead] += t.weight;
                fixedPart += t.weight * t.communication;
            }
            LinearRow row;
            row.b = (o.measured - fixedPart) / o.measured;
            for (std::size_t k = 0; k < kUnknowns; ++k) {
                if (held[k])
                    row.b -= a[k] * value[k] / o.measured;
                else
                    row.a[k] = a[k] / o.measured;
            }
            rows.push_back(row);
            sides.push_back(std::move(side));
        }
        const LeastSquaresSolution solution = solveLeastSquares(rows, kUnknowns);
        std::array<double, kUnknowns> next = value;
        bool newlyHeld = false;
        for (std::size_t k = 0; k < kUnknowns; ++k) {
            if (held[k])
                continue;
            if (solution.undetermined[k]) {
                held[k] = true;
                newlyHeld = true;
                continue;
            }
            next[k] = solution.x[k];
            standardError[k] = solution.standardError[k];
        }
        // Bounds: a share of at most the whole peak (1 / share >= 1), at least 1 % of it, an overhead of 0 to 1 s,
        // a first-token latency of 0 to 10 s.
        const std::array<double, kUnknowns> lowest{1.0, 1.0, 0.0, 0.0};
        const std::array<double, kUnknowns> highest{100.0, 100.0, 1.0, 10.0};
        for (std::size_t k = 0; k < kUnknowns; ++k) {
            if (held[k] || (next[k] >= lowest[k] && next[k] <= highest[k]))
                continue;
            next[k] = std::clamp(next[k], lowest[k], highest[k]);
            held[k] = atBound[k] = true;
            newlyHeld = true;
        }
        // Converged when no pass changes its bounding term at the new values and nothing was newly held.
        bool sameSides = true;
        for (std::size_t i = 0; i < observations.size() && sameSides; ++i)
            for (std::size_t j = 0; j < observations[i].passes.size(); ++j) {
                const PassTerms& t = observations[i].passes[j];
                if ((t.memory * next[InverseBandwidth] >= t.compute * next[InverseCompute]) != sides[i][j]) {
                    sameSides = false;
                    break;
                }
            }
        value = next;
        if (sameSides && !newlyHeld)
            break;
    }

    fit.bandwidthShare.value = 1.0 / value[InverseBandwidth];
    fit.computeShare.value = 1.0 / value[InverseCompute];
    fit.stepOverheadMs.value = value[Overhead] * 1000.0;
    // The standard error of 1/x is se(x) / x^2 to first order.
    fit.bandwidthShare.standardError =
        held[InverseBandwidth] ? 0.0 : standardError[InverseBandwidth] / (value[0] * value[0]);
    fit.computeShare.standardError = held[InverseCompute] ? 0.0 : standardError[InverseCompute] / (value[1] * value[1]);
    fit.stepOverheadMs.standardError = held[Overhead] ? 0.0 : standardError[Overhead] * 1000.0;
    fit.bandwidthShare.held = held[InverseBandwidth];
    fit.computeShare.held = held[InverseCompute];
    fit.stepOverheadMs.held = held[Overhead];
    fit.bandwidthShare.atBound = atBound[InverseBandwidth];
    fit.computeShare.atBound = atBound[InverseCompute];
    fit.stepOverheadMs.atBound = atBound[Overhead];
    fit.firstTokenLatencyMs = value[FirstTokenLatency] * 1000.0;

    const char* names[3] = {"bandwidth share", "compute share", "step overhead"};
    const std::string figures[3] = {fixed(fit.bandwidthShare.value, 3), fixed(fit.computeShare.value, 3),
                                    fixed(fit.stepOverheadMs.value, 2) + " ms"};
    for (std::size_t k = 0; k < 3; ++k) {
        if (atBound[k])
            fit.notes.push_back(std::string(names[k]) + " reached its bound (" + figures[k]
                                + "): the measured times are "
                                + (k == Overhead ? "shorter than the shares alone allow"
                                                 : "faster than the card's datasheet allows for this model, precision "
                                                   "and tensor-parallel size; check them")
                                + ".");
        else if (held[k])
            fit.notes.push_back(std::string(names[k]) + " held at the card's profile (" + figures[k]
                                + "): the requests do not tell it apart (prompts of one length, or no pass bound "
                                  "by it).");
    }

    // Parity at the fitted figures, through the app's own pass time.
    const StepEfficiencies fitted{fit.bandwidthShare.value, fit.computeShare.value, fit.computeShare.value,
                                  profile.tensorParallelShare.typical,
                                  Duration::seconds(fit.stepOverheadMs.value / 1000.0)};
    const auto fittedCosts = calibrationStepCosts(setup, benchmark, fitted);
    if (!fittedCosts)
        return fittedCosts.error();
    std::vector<double> ttftErrors;
    std::vector<double> itlErrors;
    for (std::size_t runIndex = 0; runIndex < benchmark.runs.size(); ++runIndex) {
        const VllmBenchmarkRun& run = benchmark.runs[runIndex];
        for (std::size_t i = 0; i < run.requests.size(); ++i) {
            const MeasuredRequest& r = run.requests[i];
            const RequestTiming predicted = predictRequest(*fittedCosts, r, loads[runIndex]);
            RequestParity p;
            p.run = static_cast<int>(runIndex);
            p.request = static_cast<int>(i);
            p.inputTokens = r.inputTokens;
            p.outputTokens = r.outputTokens;
            p.measuredTtft = r.ttftSeconds;
            p.predictedTtft = predicted.ttftSeconds + value[FirstTokenLatency];
            if (r.itlSeconds && *r.itlSeconds > 0.0) {
                p.measuredItl = r.itlSeconds;
                p.predictedItl = predicted.itlSeconds;
            }
            ttftErrors.push_back(p.ttftResidual());
            if (const auto e = p.itlResidual())
                itlErrors.push_back(*e);
            fit.requests.push_back(p);
        }
        if (loads[runIndex].others >= 4.0)
            fit.notes.push_back("run " + std::to_string(runIndex + 1) + " kept "
                                + fixed(loads[runIndex].others + 1.0, 1)
                                + " requests in the server on average: its first tokens include waiting and chunked "
                                  "prompts the model sees as one pass; a run at a low request rate fits TTFT best.");
    }
    fit.ttftRmsRelativeError = rms(ttftErrors);
    fit.itlRmsRelativeError = rms(itlErrors);
    std::vector<double> all = ttftErrors;
    all.insert(all.end(), itlErrors.begin(), itlErrors.end());
    fit.rmsRelativeError = rms(all);
    return fit;
}

} // namespace gputco
