#include "serving/ServingCapacity.h"

#include <algorithm>
#include <cmath>

namespace gputco {
namespace {

constexpr double kLightestShare = 0.001;
constexpr int kLoneRequests = 50; // at the lightest load each request runs alone: a few tell its latency
constexpr double kHighestShare = 0.999;
constexpr double kKneeFactor = 2.0;

bool meets(const ServingTails& s, const ServingTargets& t)
{
    return (!t.ttftP99 || s.ttftP99 <= t.ttftP99->inSeconds()) && (!t.tpotP99 || s.tpotP99 <= t.tpotP99->inSeconds());
}

std::string missed(const ServingTails& s, const ServingTargets& t)
{
    return t.ttftP99 && s.ttftP99 > t.ttftP99->inSeconds() ? "ttft" : "tpot";
}

ServingTraffic atRate(ServingTraffic traffic, double rate)
{
    traffic.arrivals.requestsPerSecond = rate;
    return traffic;
}

Expected<ServingSummary> summaryAt(const ServingReplica& replica, const ServingTraffic& traffic,
                                   const ServingTargets& targets, double warmupShare)
{
    const auto trace = simulateServing(replica, generateServingRequests(traffic));
    if (!trace)
        return trace.error();
    return summariseServing(*trace, targets, warmupShare);
}

// What the search learns at one rate: whether the P99s meet the targets and, if not, which missed (`missed`).
struct Probe {
    bool meets = false;
    std::string missed;
    bool complete = false; ///< every request simulated: `tails` are the run's P99s (else it stopped early)
    ServingTails tails;
};

// The run keeps only the requests' times, and stops once enough first tokens are late for the P99 TTFT to miss
// for certain: the same answer as servingTails over the whole run (a missed TTFT is reported before the TPOT).
Expected<Probe> probeAt(const ServingReplica& replica, const ServingTraffic& traffic, const ServingTargets& targets,
                        double warmupShare, bool mayStop = true)
{
    ServingRunOptions options;
    options.recordGaps = false;
    options.recordTallies = false;
    if (targets.ttftP99 && mayStop) {
        const int warmup = servingWarmupRequests(traffic.requests, warmupShare);
        options.stopTtftAbove = targets.ttftP99->inSeconds();
        options.stopFromRequest = warmup;
        options.stopCount = latenciesAboveLimitForP99Above(traffic.requests - warmup);
    }
    const auto trace = simulateServing(replica, generateServingRequests(traffic), options);
    if (!trace)
        return trace.error();
    if (trace->stoppedEarly)
        return Probe{false, "ttft", false, {}};
    const ServingTails tails = servingTails(*trace, warmupShare);
    const bool ok = meets(tails, targets);
    return Probe{ok, ok ? std::string() : missed(tails, targets), true, tails};
}

// The load at the rate found, at the detail asked: the summary simulated again, or the tails of `probe` (simulated
// again without the early stop if it stopped).
std::optional<Error> describeAtCapacity(ServingCapacity& c, const Probe& probe, const ServingReplica& replica,
                                        const ServingTraffic& traffic, const ServingTargets& targets,
                                        double warmupShare, CapacityDetail detail)
{
    if (detail == CapacityDetail::Summary) {
        auto summary = summaryAt(replica, traffic, targets, warmupShare);
        if (!summary)
            return summary.error();
        c.atCapacity = *summary;
        c.tailsAtCapacity = {summary->ttft.p99, summary->tpot.p99};
        return std::nullopt;
    }
    if (probe.complete) {
        c.tailsAtCapacity = probe.tails;
        return std::nullopt;
    }
    const auto whole = probeAt(replica, traffic, targets, warmupShare, false);
    if (!whole)
        return whole.error();
    c.tailsAtCapacity = whole->tails;
    return std::nullopt;
}

} // namespace

Expected<double> servingServiceRate(const ServingReplica& replica, const ServingTraffic& traffic)
{
    const auto trace = simulateServing(replica, allAtOnce(generateServingRequests(traffic)));
    if (!trace)
        return trace.error();
    std::vector<double> finishes;
    finishes.reserve(trace->requests.size());
    for (const ServedRequest& r : trace->requests)
        finishes.push_back(r.finished);
    std::sort(finishes.begin(), finishes.end());
    // Completions between the 10th and the 90th percentile of finishing: the full server, without the first batch
    // filling up or the last draining (a drain of one batch in eight would under-state the rate by about 6 %).
    const std::size_t n = finishes.size();
    const std::size_t first = n / 10;
    const std::size_t last = n - 1 - n / 10;
    if (n >= 20 && finishes[last] > finishes[first])
        return static_cast<double>(last - first) / (finishes[last] - finishes[first]);
    return finishes.back() > 0.0 ? static_cast<double>(n) / finishes.back() : INFINITY;
}

Expected<ServingLoadResult> simulateLoad(const ServingReplica& replica, const ServingTraffic& traffic,
                                         const ServingTargets& targets, double warmupShare)
{
    const auto service = servingServiceRate(replica, traffic);
    if (!service)
        return service.error();
    ServingLoadResult r;
    r.requestsPerSecond = traffic.arrivals.requestsPerSecond;
    r.serviceRate = *service;
    r.unstable = r.requestsPerSecond >= r.serviceRate;
    if (r.unstable)
        return r;
    auto summary = summaryAt(replica, traffic, targets, warmupShare);
    if (!summary)
        return summary.error();
    r.summary = *summary;
    return r;
}

Expected<ServingCapacity> servingCapacity(const ServingReplica& replica, const ServingTraffic& traffic,
                                          const ServingTargets& targets, double warmupShare, double rateTolerance,
                                          CapacityDetail detail)
{
    if (!targets.ttftP99 && !targets.tpotP99)
        return Error{"ttft-p99-ms", "a capacity needs a P99 TTFT or TPOT target"};
    const auto service = servingServiceRate(replica, traffic);
    if (!service)
        return service.error();
    ServingCapacity c;
    c.serviceRate = *service;

    // A lone request first (few of them, at the lightest load): if it misses a target, no rate meets it.
    ServingTraffic lone = atRate(traffic, c.serviceRate * kLightestShare);
    lone.requests = std::min(traffic.requests, kLoneRequests);
    const auto loneProbe = probeAt(replica, lone, targets, warmupShare);
    if (!loneProbe)
        return loneProbe.error();
    if (!loneProbe->meets) {
        c.limitedBy = loneProbe->missed;
        if (auto error = describeAtCapacity(c, *loneProbe, replica, lone, targets, warmupShare, detail))
            return *error;
        return c;
    }
    double low = 0.0;
    double upper = c.serviceRate * kHighestShare;
    const auto highProbe = probeAt(replica, atRate(traffic, upper), targets, warmupShare);
    if (!highProbe)
        return highProbe.error();
    Probe atLow; // the probe at `low`, once one has met the targets
    if (highProbe->meets) {
        low = upper;
        atLow = *highProbe;
        c.limitedBy = "service rate";
    } else {
        // Invariant: `low` meets the targets (0 trivially), `upper` does not.
        c.limitedBy = highProbe->missed;
        while (upper - low > rateTolerance * c.serviceRate) {
            const double mid = (low + upper) / 2.0;
            const auto probe = probeAt(replica, atRate(traffic, mid), targets, warmupShare);
            if (!probe)
                return probe.error();
            if (probe->meets) {
                low = mid;
                atLow = *probe;
            } else {
                upper = mid;
                c.limitedBy = probe->missed;
            }
        }
    }
    if (low <= 0.0) {
        // Met alone but at no rate the search tried: below half a percent of the service rate.
        if (auto error = describeAtCapacity(c, *loneProbe, replica, lone, targets, warmupShare, detail))
            return *error;
        return c;
    }
    if (auto error = describeAtCapacity(c, atLow, replica, atRate(traffic, low), targets, warmupShare, detail))
        return *error;
    c.requestsPerSecond = low;
    return c;
}

Expected<ServingLoadCurve> loadCurveOf(double serviceRate,
                                       const std::function<Expected<ServingSummary>(double rate)>& summaryAtRate)
{
    ServingLoadCurve curve;
    curve.serviceRate = serviceRate;
    for (double share : {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.05}) {
        ServingLoadResult point;
        point.requestsPerSecond = share * curve.serviceRate;
        point.serviceRate = curve.serviceRate;
        point.unstable = share >= 1.0;
        if (!point.unstable) {
            auto s = summaryAtRate(point.requestsPerSecond);
            if (!s)
                return s.error();
            point.summary = *s;
            const double lightest = curve.points.empty() ? s->ttft.p99 : curve.points.front().summary->ttft.p99;
            if (!curve.knee && s->ttft.p99 > kKneeFactor * lightest)
                curve.knee = curve.points.size();
        }
        curve.points.push_back(point);
    }
    return curve;
}

Expected<ServingLoadCurve> servingLoadCurve(const ServingReplica& replica, const ServingTraffic& traffic,
                                            const ServingTargets& targets)
{
    const auto service = servingServiceRate(replica, traffic);
    if (!service)
        return service.error();
    return loadCurveOf(
        *service, [&](double rate) { return summaryAt(replica, atRate(traffic, rate), targets, kDefaultWarmupShare); });
}

int replicasForPeak(double peakRequestsPerSecond, double capacityPerReplica)
{
    if (!(capacityPerReplica > 0.0))
        return 0;
    return static_cast<int>(std::ceil(peakRequestsPerSecond / capacityPerReplica - 1e-9));
}

} // namespace gputco
