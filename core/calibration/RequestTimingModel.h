#pragma once

#include "calibration/VllmBenchmarkResult.h"
#include "hardware/Accelerator.h"
#include "model/ModelArchitecture.h"
#include "model/Precision.h"
#include "performance/InferenceStep.h"
#include "util/Expected.h"

#include <optional>
#include <vector>

namespace gputco {

/// What was benchmarked: the model, the card and how the model was laid out on it.
struct CalibrationSetup {
    ModelArchitecture model;
    Accelerator card;
    Precision weights = Precision::BF16;
    Precision kvCache = Precision::BF16;
    int tensorParallel = 1;
};

/// The load one run put on the replica, from its own figures (docs/MODEL.md, "Your own measurements").
struct RunLoad {
    double others = 0.0;      ///< other requests in the server beside a given one: mean in flight - 1, at least 0
    double meanContext = 0.0; ///< keys a decoding sequence attends to, weighted by the passes it spends decoding
    double prefillTokensPerPassPerRequest = 0.0; ///< prompt tokens one other request adds to a pass, on average
    double prefillKeysPerPassPerRequest = 0.0;
};
RunLoad runLoad(const VllmBenchmarkRun& run);

/// A pass and its share of a mix: a fractional number of other requests is the mix of the two whole numbers
/// around it.
struct WeightedPass {
    double weight = 1.0;
    StepWork work;
};

/// The pass that produces a request's first token: its whole prompt beside the other requests decoding.
std::vector<WeightedPass> firstTokenPasses(const MeasuredRequest& request, const RunLoad& load);
/// A mean pass while the request decodes: it and the others decoding, with the prompt tokens the others add.
std::vector<WeightedPass> decodePasses(const MeasuredRequest& request, const RunLoad& load);

/// The app's step model (inferenceStepCosts) for `setup` at `efficiencies`; its inputs' prompt and output lengths
/// are the benchmark's means (they size only the memory model's workspace).
Expected<InferenceStepCosts> calibrationStepCosts(const CalibrationSetup& setup, const VllmBenchmark& benchmark,
                                                  const StepEfficiencies& efficiencies);

/// Seconds a mix of passes takes: the weighted sum of inferenceStepTime, the same pass time infer and serve use.
double passMixSeconds(const InferenceStepCosts& costs, const std::vector<WeightedPass>& passes);

/// A request's time to first token and mean inter-token gap as the model predicts them.
struct RequestTiming {
    double ttftSeconds = 0.0;
    std::optional<double> itlSeconds; ///< nullopt for a request of one output token
};
RequestTiming predictRequest(const InferenceStepCosts& costs, const MeasuredRequest& request, const RunLoad& load);

} // namespace gputco
