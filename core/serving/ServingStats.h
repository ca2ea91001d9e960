#pragma once

#include "serving/ServingSimulation.h"
#include "units/Duration.h"

#include <optional>

namespace gputco {

/// P50, P90, P95 and P99 of one latency, in seconds (linear interpolation between ranks, as percentileOfSorted).
struct LatencyPercentiles {
    double p50 = 0.0;
    double p90 = 0.0;
    double p95 = 0.0;
    double p99 = 0.0;
};

/// Tail-latency targets; a target left unset is not checked.
struct ServingTargets {
    std::optional<Duration> ttftP99;
    std::optional<Duration> tpotP99;
};

/// One simulated load summarised. Latencies are over the measured requests (those after the warm-up); TPOT is
/// per request, (finish - first token) / (output tokens - 1), over requests of two or more output tokens; the
/// inter-token latency is per token.
struct ServingSummary {
    int requests = 0; ///< measured (after the warm-up)
    int warmupRequests = 0;
    LatencyPercentiles ttft;
    LatencyPercentiles tpot;
    LatencyPercentiles interToken;
    LatencyPercentiles endToEnd;
    LatencyPercentiles queueing;
    double outputTokensPerSecond = 0.0; ///< emitted between the first measured arrival and the last arrival
    double totalTokensPerSecond = 0.0;  ///< prompt (first computation) + output tokens over the same time
    double requestsPerSecond = 0.0;
    std::optional<double> goodput; ///< share of measured requests meeting every target; nullopt without targets
    double meanKvUse = 0.0;        ///< share of blocks held, averaged over busy time
    double peakKvUse = 0.0;
    std::int64_t preemptions = 0;
    std::int64_t passes = 0;
};

/// Share of requests, from the first, left out as warm-up: the server starts empty.
inline constexpr double kDefaultWarmupShare = 0.1;

/// P99 TTFT and TPOT alone, over the same requests as summariseServing and with the same interpolation, found in
/// linear time: what a capacity search checks at each rate.
struct ServingTails {
    double ttftP99 = 0.0;
    double tpotP99 = 0.0;
};
ServingTails servingTails(const ServingTrace& trace, double warmupShare = kDefaultWarmupShare);

/// The requests of a run of `n` that the latencies leave out as warm-up: the first floor(n x share), at most n - 1.
int servingWarmupRequests(int n, double warmupShare = kDefaultWarmupShare);

/// Of `measured` latencies, how many above a limit put their P99 above it for certain: the P99 lies between the two
/// order statistics around rank 0.99 (measured - 1), so once the lower one is above the limit, so is the P99.
int latenciesAboveLimitForP99Above(int measured);

/// Summarises `trace`; the first `warmupShare` of requests by arrival are left out of the latencies (at least one
/// request is always measured).
ServingSummary summariseServing(const ServingTrace& trace, const ServingTargets& targets,
                                double warmupShare = kDefaultWarmupShare);

} // namespace gputco
