#include "serving/CapacitySearch.h"

#include <algorithm>
#include <cmath>

namespace gputco {
namespace {

constexpr double kLightestShare = 0.001;
constexpr int kLoneRequests = 50; // at the lightest load each request runs alone: a few tell its latency
constexpr double kHighestShare = 0.999;

} // namespace

ServingTraffic atRate(ServingTraffic traffic, double requestsPerSecond)
{
    traffic.arrivals.requestsPerSecond = requestsPerSecond;
    return traffic;
}

RateProbe judgedProbe(const ServingTails& tails, const ServingTargets& targets, bool complete)
{
    // Written so that a P99 that is not a number meets nothing.
    const bool ok = (!targets.ttftP99 || tails.ttftP99 <= targets.ttftP99->inSeconds())
                    && (!targets.tpotP99 || tails.tpotP99 <= targets.tpotP99->inSeconds());
    const bool ttftMissed = targets.ttftP99 && tails.ttftP99 > targets.ttftP99->inSeconds();
    return RateProbe{ok, ok ? std::string() : (ttftMissed ? "ttft" : "tpot"), complete, tails};
}

double steadyCompletionRate(std::vector<double> finishes)
{
    if (finishes.empty())
        return INFINITY;
    std::sort(finishes.begin(), finishes.end());
    const std::size_t n = finishes.size();
    const std::size_t first = n / 10;
    const std::size_t last = n - 1 - n / 10;
    if (n >= 20 && finishes[last] > finishes[first])
        return static_cast<double>(last - first) / (finishes[last] - finishes[first]);
    return finishes.back() > 0.0 ? static_cast<double>(n) / finishes.back() : INFINITY;
}

Expected<ServingLoadResult> loadAgainstServiceRate(const Expected<double>& serviceRate, double requestsPerSecond,
                                                   const std::function<Expected<ServingSummary>()>& summary)
{
    if (!serviceRate)
        return serviceRate.error();
    ServingLoadResult r;
    r.requestsPerSecond = requestsPerSecond;
    r.serviceRate = *serviceRate;
    r.unstable = r.requestsPerSecond >= r.serviceRate;
    if (r.unstable)
        return r;
    auto s = summary();
    if (!s)
        return s.error();
    r.summary = *s;
    return r;
}

Expected<CapacitySearchResult> searchCapacity(double serviceRate, const ServingTraffic& traffic, double rateTolerance,
                                              const std::function<Expected<RateProbe>(const ServingTraffic&)>& probeAt)
{
    ServingTraffic lone = atRate(traffic, serviceRate * kLightestShare);
    lone.requests = std::min(traffic.requests, kLoneRequests);
    const auto loneProbe = probeAt(lone);
    if (!loneProbe)
        return loneProbe.error();
    if (!loneProbe->meets)
        return CapacitySearchResult{std::nullopt, loneProbe->missed, lone, *loneProbe};

    CapacitySearchResult found;
    double low = 0.0;
    double upper = serviceRate * kHighestShare;
    const auto highProbe = probeAt(atRate(traffic, upper));
    if (!highProbe)
        return highProbe.error();
    if (highProbe->meets) {
        low = upper;
        found.probe = *highProbe;
        found.limitedBy = "service rate";
    } else {
        // Invariant: `low` meets the targets (0 trivially), `upper` does not.
        found.limitedBy = highProbe->missed;
        while (upper - low > rateTolerance * serviceRate) {
            const double mid = (low + upper) / 2.0;
            const auto probe = probeAt(atRate(traffic, mid));
            if (!probe)
                return probe.error();
            if (probe->meets) {
                low = mid;
                found.probe = *probe;
            } else {
                upper = mid;
                found.limitedBy = probe->missed;
            }
        }
    }
    if (low <= 0.0) {
        // Met alone but at no rate the search tried: below half a percent of the service rate.
        found.describedAt = lone;
        found.probe = *loneProbe;
        return found;
    }
    found.requestsPerSecond = low;
    found.describedAt = atRate(traffic, low);
    return found;
}

} // namespace gputco
