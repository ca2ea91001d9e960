#include "calibration/RequestTimingModel.h"

#include <algorithm>
#include <cmath>

namespace gputco {
namespace {

double causalKeys(double tokens) { return tokens * (tokens + 1.0) / 2.0; }

// The mix over the whole numbers of other requests around `others`, each weighted by its nearness.
template <class MakeWork>
std::vector<WeightedPass> mixOverOthers(double others, const MakeWork& make)
{
    const double below = std::floor(others);
    const double share = others - below;
    std::vector<WeightedPass> out{{1.0 - share, make(below)}};
    if (share > 0.0)
        out.push_back({share, make(below + 1.0)});
    return out;
}

} // namespace

RunLoad runLoad(const VllmBenchmarkRun& run)
{
    RunLoad load;
    load.others = std::max(0.0, run.meanInFlight() - 1.0);
    // Each request spends about one pass per output token in the server: its prompt in one of them, decoding in
    // the others, so a pass holds on average prompt / output of each other request's prompt tokens.
    double outputs = 0.0;
    double prompt = 0.0;
    double promptKeys = 0.0;
    double contextTimesPasses = 0.0;
    double decodePasses = 0.0;
    for (const MeasuredRequest& r : run.requests) {
        outputs += r.outputTokens;
        prompt += r.inputTokens;
        promptKeys += causalKeys(r.inputTokens);
        const double passes = r.outputTokens - 1.0;
        contextTimesPasses += passes * (r.inputTokens + r.outputTokens / 2.0);
        decodePasses += passes;
    }
    load.meanContext = decodePasses > 0.0 ? contextTimesPasses / decodePasses : 0.0;
    load.prefillTokensPerPassPerRequest = outputs > 0.0 ? prompt / outputs : 0.0;
    load.prefillKeysPerPassPerRequest = outputs > 0.0 ? promptKeys / outputs : 0.0;
    return load;
}

std::vector<WeightedPass> firstTokenPasses(const MeasuredRequest& request, const RunLoad& load)
{
    return mixOverOthers(load.others, [&](double others) {
        StepWork w;
        w.decodeSequences = static_cast<int>(others);
        w.decodeKeys = others * load.meanContext;
        w.prefillTokens = request.inputTokens;
        w.prefillKeys = causalKeys(request.inputTokens);
        return w;
    });
}

std::vector<WeightedPass> decodePasses(const MeasuredRequest& request, const RunLoad& load)
{
    const double ownContext = request.inputTokens + request.outputTokens / 2.0;
    return mixOverOthers(load.others, [&](double others) {
        StepWork w;
        w.decodeSequences = 1 + static_cast<int>(others);
        w.decodeKeys = ownContext + others * load.meanContext;
        w.prefillTokens = others * load.prefillTokensPerPassPerRequest;
        w.prefillKeys = others * load.prefillKeysPerPassPerRequest;
        return w;
    });
}

Expected<InferenceStepCosts> calibrationStepCosts(const CalibrationSetup& setup, const VllmBenchmark& benchmark,
                                                  const StepEfficiencies& efficiencies)
{
    InferenceInputs in;
    in.weights = setup.weights;
    in.kvCache = setup.kvCache;
    in.tensorParallel = setup.tensorParallel;
    double prompt = 0.0;
    double output = 0.0;
    for (const VllmBenchmarkRun& run : benchmark.runs)
        for (const MeasuredRequest& r : run.requests) {
            prompt += r.inputTokens;
            output += r.outputTokens;
        }
    const double n = std::max(1, benchmark.requestCount());
    in.inputTokens = std::max(1, static_cast<int>(std::lround(prompt / n)));
    in.outputTokens = std::max(1, static_cast<int>(std::lround(output / n)));
    return inferenceStepCosts(setup.model, setup.card, in, efficiencies);
}

double passMixSeconds(const InferenceStepCosts& costs, const std::vector<WeightedPass>& passes)
{
    double seconds = 0.0;
    for (const WeightedPass& p : passes)
        seconds += p.weight * inferenceStepTime(costs, p.work).total().inSeconds();
    return seconds;
}

RequestTiming predictRequest(const InferenceStepCosts& costs, const MeasuredRequest& request, const RunLoad& load)
{
    RequestTiming t;
    t.ttftSeconds = passMixSeconds(costs, firstTokenPasses(request, load));
    if (request.outputTokens >= 2)
        t.itlSeconds = passMixSeconds(costs, decodePasses(request, load));
    return t;
}

} // namespace gputco
