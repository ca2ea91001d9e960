#pragma once

#include "serving/ServingStats.h"
#include "serving/ServingTraffic.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// One load simulated: its summary, or why there is none.
struct ServingLoadResult {
    double requestsPerSecond = 0.0;        ///< arrival rate, per replica
    double serviceRate = 0.0;              ///< requests/s the replica completes when saturated
    bool unstable = false;                 ///< arrivals at or above the service rate: the queue grows without end
    std::optional<ServingSummary> summary; ///< nullopt when unstable
};

/// The requests/s one replica completes when it always has work: every request queued at time 0, the completions
/// between the 10th and 90th percentile of finishing over the time between them (the whole run below 20 requests).
/// Arrivals at or above it make the queue grow without bound.
Expected<double> servingServiceRate(const ServingReplica& replica, const ServingTraffic& traffic);

/// Simulates `traffic` on `replica`; a rate at or above the service rate is reported unstable, not simulated.
Expected<ServingLoadResult> simulateLoad(const ServingReplica& replica, const ServingTraffic& traffic,
                                         const ServingTargets& targets, double warmupShare = kDefaultWarmupShare);

/// The highest arrival rate per replica at which P99 TTFT and P99 TPOT meet the targets.
struct ServingCapacity {
    std::optional<double> requestsPerSecond; ///< per replica; nullopt when not even a light load meets them
    double serviceRate = 0.0;
    std::optional<ServingSummary> atCapacity; ///< the load at that rate (CapacityDetail::Summary only)
    ServingTails tailsAtCapacity;             ///< its P99 TTFT and TPOT (atCapacity's, when there is one)
    std::string limitedBy;                    ///< "ttft", "tpot" or "service rate" (the targets hold up to saturation)
};

/// What the search gives about the load at the rate it finds: the whole summary (simulated once more, recording
/// every inter-token gap), or the P99 TTFT and TPOT alone, taken from the probe that found the rate (what a sizing
/// needs: the same two figures, at no extra simulation).
enum class CapacityDetail { Summary, TailsOnly };

/// First a lone request (50 requests at 0.1 % of the service rate): if it misses a target, no rate meets it. Then
/// 99.9 % of the service rate, and if that misses, a bisection between 0 and it to 0.5 % of the service rate, with
/// the same seed at every rate (common random numbers, so the latencies rise with the rate as smoothly as they can).
/// Each rate checks P99 TTFT and TPOT alone (servingTails); the rate found is summarised in full. At least one
/// target must be set.
/// `rateTolerance`: the bisection stops when its bracket is narrower than this share of the service rate.
inline constexpr double kDefaultRateTolerance = 0.005;
Expected<ServingCapacity> servingCapacity(const ServingReplica& replica, const ServingTraffic& traffic,
                                          const ServingTargets& targets, double warmupShare = kDefaultWarmupShare,
                                          double rateTolerance = kDefaultRateTolerance,
                                          CapacityDetail detail = CapacityDetail::Summary);

/// Latency against load: loads from 10 % to 95 % of the service rate, and one above it (unstable).
struct ServingLoadCurve {
    std::vector<ServingLoadResult> points;
    std::optional<std::size_t> knee; ///< first point whose P99 TTFT is over twice the lightest load's
    double serviceRate = 0.0;
};
Expected<ServingLoadCurve> servingLoadCurve(const ServingReplica& replica, const ServingTraffic& traffic,
                                            const ServingTargets& targets);
/// The curve's loads and knee for any deployment: `summaryAtRate` simulates it at a rate (requests/s). One replica
/// (servingLoadCurve) and separate prefill and decode pools (disaggregatedLoadCurve) both draw theirs here.
Expected<ServingLoadCurve> loadCurveOf(double serviceRate,
                                       const std::function<Expected<ServingSummary>(double rate)>& summaryAtRate);

/// Replicas needed for `peakRequestsPerSecond` when each takes `capacityPerReplica`: the next whole number.
int replicasForPeak(double peakRequestsPerSecond, double capacityPerReplica);

} // namespace gputco
