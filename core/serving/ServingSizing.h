#pragma once

#include "serving/ServingReplica.h"
#include "serving/ServingTraffic.h"
#include "units/Duration.h"
#include "util/Expected.h"

#include <cstdint>
#include <optional>
#include <string>

namespace gputco {

/// The service a deployment is sized for: P99 targets, the peak it must take and the traffic's shape (the
/// scenario's constraints, docs/SCENARIO_FORMAT.md). A target left unset is not checked; at least one is set.
struct ServingSlo {
    std::optional<Duration> ttftP99;
    std::optional<Duration> tpotP99;
    double peakRequestsPerSecond = 0.0; ///< the whole deployment's; 0: no peak (one replica)
    double inputSpread = 0.0;           ///< coefficient of variation of prompt lengths (log-normal), 0 to 4
    double outputSpread = 0.0;          ///< of output lengths
    double burstiness = 1.0;            ///< coefficient of variation of the arrival gaps: 1 Poisson
    /// Simulated requests per probe of the search: a few hundred keep a whole-catalogue search cheap; the P99 of
    /// 270 measured requests is their third-highest, so figures move by a few per cent between seeds.
    int requestsPerProbe = 300;
    /// The capacity search stops within this share of the service rate (servingCapacity's rateTolerance): 2 %
    /// takes 6 bisection steps where 0.5 % takes 8.
    double rateTolerance = 0.02;
    std::uint64_t seed = 1;

    friend bool operator==(const ServingSlo&, const ServingSlo&) = default;
};

/// One deployment (replica) sized for a ServingSlo.
struct ServingSizing {
    double serviceRate = 0.0;                        ///< requests/s one replica completes saturated
    std::optional<double> capacityRequestsPerSecond; ///< per replica at the targets; nullopt: no rate meets them
    double capacityOutputTokensPerSecond = 0.0;      ///< per replica: the capacity x the mean output length drawn
    double meanOutputTokens = 0.0;
    std::string limitedBy; ///< "ttft", "tpot" or "service rate"
    int replicas = 0;      ///< for the peak: ceil(peak / capacity), at least 1; 0 without a capacity
    /// P99 latencies, seconds, with each replica taking peak / replicas (at the capacity without a peak).
    std::optional<double> ttftP99AtPeak;
    std::optional<double> tpotP99AtPeak;
    double ratePerReplicaAtPeak = 0.0;
    int simulatedRequests = 0; ///< per load simulated
};

/// The traffic a replica of `inputTokens` / `outputTokens` mean lengths sees under `slo` at `requestsPerSecond`.
ServingTraffic servingTrafficFor(const ServingSlo& slo, int inputTokens, int outputTokens, double requestsPerSecond);

/// Checks a ServingSlo; the error names the scenario key and the allowed range.
std::optional<Error> validateServingSlo(const ServingSlo& slo);

/// The capacity search (servingCapacity) at the targets, the replicas the peak needs and the P99 latencies at the
/// peak shared among them (docs/MODEL.md, "Sizing at a P99 target").
Expected<ServingSizing> sizeServing(const ServingReplica& replica, const ServingSlo& slo, int inputTokens,
                                    int outputTokens);

} // namespace gputco
