#pragma once

#include "serving/ServingCapacity.h"
#include "serving/ServingStats.h"
#include "serving/ServingTraffic.h"
#include "util/Expected.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gputco {

// The steps the capacity search takes the same way for one replica (ServingCapacity.cpp) and for separate prefill
// and decode pools (DisaggregatedServing.cpp); each passes in how it simulates a load.

/// `traffic` at another arrival rate (requests/s per replica).
ServingTraffic atRate(ServingTraffic traffic, double requestsPerSecond);

/// What the search learns at one rate: whether the P99s meet the targets and, if not, which missed.
struct RateProbe {
    bool meets = false;
    std::string missed;    ///< "ttft" (reported first when both miss) or "tpot"; empty when it meets them
    bool complete = false; ///< every request simulated: `tails` are the run's P99s (else the run stopped early)
    ServingTails tails;
};
RateProbe judgedProbe(const ServingTails& tails, const ServingTargets& targets, bool complete = true);

/// The completions between the 10th and the 90th percentile of finishing over the time between them, from the finish
/// times (s) of a run with every request queued at 0: the full server, without the first batch filling up or the
/// last draining (a drain of one batch in eight would under-state the rate by about 6 %). The whole run below 20
/// requests; infinite when nothing took time.
double steadyCompletionRate(std::vector<double> finishes);

/// `requestsPerSecond` against the service rate: unstable at or above it (not simulated), else `summary`'s load.
Expected<ServingLoadResult> loadAgainstServiceRate(const Expected<double>& serviceRate, double requestsPerSecond,
                                                   const std::function<Expected<ServingSummary>()>& summary);

/// Where the search ended: the rate found, what limited it, and the load to describe (the one at that rate, or the
/// lone requests' when no rate meets the targets) with the probe simulated there.
struct CapacitySearchResult {
    std::optional<double> requestsPerSecond; ///< nullopt: only a lone request (or none) meets the targets
    std::string limitedBy;
    ServingTraffic describedAt;
    RateProbe probe; ///< the probe at `describedAt`
};

/// A lone request first (50 of them, at 0.1 % of the service rate): if it misses a target, no rate meets it. Then
/// 99.9 % of the service rate; if that misses, bisection between 0 and it until the bracket is `rateTolerance` of
/// the service rate (the lower end always meets the targets). docs/MODEL.md, "Serving under load".
Expected<CapacitySearchResult> searchCapacity(double serviceRate, const ServingTraffic& traffic, double rateTolerance,
                                              const std::function<Expected<RateProbe>(const ServingTraffic&)>& probeAt);

} // namespace gputco
