#include "serving/ServingCapacity.h"

#include "serving/CapacitySearch.h"

#include <algorithm>
#include <cmath>

namespace gputco {
namespace {

constexpr double kKneeFactor = 2.0;

Expected<ServingSummary> summaryAt(const ServingReplica& replica, const ServingTraffic& traffic,
                                   const ServingTargets& targets, double warmupShare)
{
    const auto trace = simulateServing(replica, generateServingRequests(traffic));
    if (!trace)
        return trace.error();
    return summariseServing(*trace, targets, warmupShare);
}

// The run keeps only the requests' times, and stops once enough first tokens are late for the P99 TTFT to miss
// for certain: the same answer as servingTails over the whole run (a missed TTFT is reported before the TPOT).
Expected<RateProbe> probeAt(const ServingReplica& replica, const ServingTraffic& traffic, const ServingTargets& targets,
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
        return RateProbe{false, "ttft", false, {}};
    return judgedProbe(servingTails(*trace, warmupShare), targets);
}

// The load at the rate found, at the detail asked: the summary simulated again, or the tails of `probe` (simulated
// again without the early stop if it stopped).
std::optional<Error> describeAtCapacity(ServingCapacity& c, const RateProbe& probe, const ServingReplica& replica,
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
    return steadyCompletionRate(std::move(finishes));
}

Expected<ServingLoadResult> simulateLoad(const ServingReplica& replica, const ServingTraffic& traffic,
                                         const ServingTargets& targets, double warmupShare)
{
    return loadAgainstServiceRate(servingServiceRate(replica, traffic), traffic.arrivals.requestsPerSecond,
                                  [&] { return summaryAt(replica, traffic, targets, warmupShare); });
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
    const auto found = searchCapacity(c.serviceRate, traffic, rateTolerance, [&](const ServingTraffic& at) {
        return probeAt(replica, at, targets, warmupShare);
    });
    if (!found)
        return found.error();
    c.limitedBy = found->limitedBy;
    if (auto error = describeAtCapacity(c, found->probe, replica, found->describedAt, targets, warmupShare, detail))
        return *error;
    c.requestsPerSecond = found->requestsPerSecond;
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
