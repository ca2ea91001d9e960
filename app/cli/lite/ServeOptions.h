#pragma once

#include "cli/lite/ValueReader.h"
#include "model/ModelArchitecture.h"
#include "performance/InferenceEstimator.h"
#include "performance/ServingLayout.h"
#include "serving/ServingReplica.h"
#include "serving/ServingStats.h"
#include "serving/ServingTraffic.h"

#include <optional>

namespace gputco::cli {

/// What `serve` was asked, read from its options.
struct ServeRequest {
    InferenceInputs deployment;
    /// The layout of one replica: --tp alone, or --ep / --dp-attention for a mixture-of-experts model (the serving
    /// layout search chooses when `searchLayout`).
    ServingLayout layout;
    bool searchLayout = false;
    std::optional<int> expertParallel;
    std::optional<bool> dataParallelAttention;
    ServingScheduler scheduler;
    ServingTraffic traffic;     ///< per replica: the rate is the deployment's divided by the replicas
    std::optional<double> rate; ///< requests/s for the whole deployment; nullopt: --capacity only
    ServingTargets targets;
    Duration overheadPerPass = Duration::seconds(0);
    bool capacity = false;
    bool loadCurve = false;
    std::optional<double> peakRequestsPerSecond;
    std::optional<double> peakOutputTokensPerSecond;
    bool json = false;
    bool requestsSet = false; ///< --requests given: kept as given for expert-parallel groups and pools
};

/// Reads serve's options (not the model and card); problems go to `reader`, naming the option and its range.
ServeRequest readServeRequest(ValueReader& reader, const ModelArchitecture& arch);

} // namespace gputco::cli
