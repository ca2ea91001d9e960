#pragma once

#include "cli/lite/ServeOptions.h"
#include "hardware/Accelerator.h"
#include "serving/DisaggregatedServing.h"
#include "serving/ServingCapacity.h"
#include "serving/ServingSetup.h"

#include <optional>
#include <string>

namespace gputco::cli {

/// What `serve` found, for the text and JSON writers. Rates and tokens/s are per replica in the core results;
/// the writers scale them to the deployment.
struct ServeOutcome {
    const ModelArchitecture* arch = nullptr;
    const Accelerator* card = nullptr;
    ServeRequest request;
    ServingDeployment deployment; ///< with separate pools: the decode pool's groups
    std::optional<DisaggregatedDeployment> pools;
    double serviceRatePerReplica = 0.0;
    double meanOutputTokens = 0.0; ///< of the simulated requests
    std::optional<ServingLoadResult> load;
    std::optional<ServingCapacity> capacity;
    std::optional<ServingLoadCurve> curve;
    std::optional<int> replicasForPeak;
};

std::string serveText(const ServeOutcome& outcome);
std::string serveJson(const ServeOutcome& outcome);

} // namespace gputco::cli
