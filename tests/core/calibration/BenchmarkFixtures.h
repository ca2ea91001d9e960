#pragma once

#include "calibration/RequestTimingModel.h"

#include <cstdio>
#include <string>
#include <vector>

// vLLM benchmark_serving.py results written for the tests: each request's TTFT and inter-token gaps are the app's
// own step model at known efficiencies, so a fit of them must give those efficiencies back.
namespace gputco::fixtures {

struct RunSpec {
    std::string modelId = "meta-llama/Llama-3.1-8B-Instruct";
    double meanInFlight = 1.0;                ///< requests in the server on average (sets the run's duration)
    std::vector<std::pair<int, int>> lengths; ///< input and output tokens per request
    std::string extraKeys;                    ///< more "key": value pairs, comma-led
};

inline std::string number(double v)
{
    char text[40];
    std::snprintf(text, sizeof text, "%.17g", v);
    return text;
}

/// One run's JSON object (one line), as --save-result --save-detailed writes it.
inline std::string benchmarkRunJson(const CalibrationSetup& setup, const StepEfficiencies& truth, const RunSpec& spec)
{
    VllmBenchmarkRun run;
    for (const auto& [in, out] : spec.lengths)
        run.requests.push_back(MeasuredRequest{in, out, 0.0, 0.0, std::nullopt});
    VllmBenchmark all;
    all.runs.push_back(run);
    const auto costs = calibrationStepCosts(setup, all, truth);
    RunLoad load = runLoad(run);
    load.others = spec.meanInFlight - 1.0;
    std::string inputs, outputs, ttfts, itls, errors;
    double busy = 0.0;
    for (const MeasuredRequest& r : run.requests) {
        const RequestTiming t = predictRequest(*costs, r, load);
        std::string gaps;
        for (int i = 1; i < r.outputTokens; ++i)
            gaps += (gaps.empty() ? "" : ",") + number(*t.itlSeconds);
        const std::string sep = inputs.empty() ? "" : ",";
        inputs += sep + std::to_string(r.inputTokens);
        outputs += sep + std::to_string(r.outputTokens);
        ttfts += sep + number(t.ttftSeconds);
        itls += sep + "[" + gaps + "]";
        errors += sep + "\"\"";
        busy += t.ttftSeconds + (r.outputTokens - 1) * t.itlSeconds.value_or(0.0);
    }
    return "{\"date\": \"20260301-101500\", \"backend\": \"vllm\", \"model_id\": \"" + spec.modelId
           + "\", \"num_prompts\": " + std::to_string(run.requests.size())
           + ", \"request_rate\": \"inf\", \"burstiness\": 1.0, \"max_concurrency\": null, \"duration\": "
           + number(busy / spec.meanInFlight) + ", \"completed\": " + std::to_string(run.requests.size())
           + ", \"input_lens\": [" + inputs + "], \"output_lens\": [" + outputs + "], \"ttfts\": [" + ttfts
           + "], \"itls\": [" + itls + "], \"errors\": [" + errors + "]" + spec.extraKeys + "}";
}

} // namespace gputco::fixtures
