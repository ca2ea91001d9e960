#include "serving/ServingStats.h"

#include "uncertainty/Percentiles.h"

#include <algorithm>
#include <cmath>

namespace gputco {
namespace {

LatencyPercentiles percentiles(std::vector<double>& values)
{
    if (values.empty())
        return {};
    std::sort(values.begin(), values.end());
    return {percentileOfSorted(values, 0.5), percentileOfSorted(values, 0.9), percentileOfSorted(values, 0.95),
            percentileOfSorted(values, 0.99)};
}

// Percentiles of gaps that each stand for several tokens: the value at rank p (n - 1) of the expanded list.
LatencyPercentiles weightedPercentiles(std::vector<TokenGap> gaps)
{
    std::int64_t total = 0;
    for (const TokenGap& g : gaps)
        total += g.tokens;
    if (total == 0)
        return {};
    std::sort(gaps.begin(), gaps.end(), [](const TokenGap& a, const TokenGap& b) { return a.gap < b.gap; });
    const auto at = [&](double p) {
        const double rank = p * static_cast<double>(total - 1);
        const auto below = static_cast<std::int64_t>(std::floor(rank));
        const double weight = rank - static_cast<double>(below);
        double low = gaps.back().gap;
        double high = gaps.back().gap;
        std::int64_t seen = 0;
        bool haveLow = false;
        for (const TokenGap& g : gaps) {
            seen += g.tokens;
            if (!haveLow && seen > below) {
                low = g.gap;
                haveLow = true;
            }
            if (seen > below + 1) {
                high = g.gap;
                break;
            }
        }
        return low + (high - low) * weight;
    };
    return {at(0.5), at(0.9), at(0.95), at(0.99)};
}

// The rank percentileOf and percentileOfSorted take P99 at, among `count` values.
constexpr double kP99 = 0.99;

int warmupCount(int n, double warmupShare) { return servingWarmupRequests(n, warmupShare); }

} // namespace

int servingWarmupRequests(int n, double warmupShare)
{
    return std::clamp(static_cast<int>(std::floor(n * warmupShare)), 0, n - 1);
}

int latenciesAboveLimitForP99Above(int measured)
{
    if (measured <= 0)
        return 1;
    const double rank = kP99 * static_cast<double>(measured - 1);
    return measured - static_cast<int>(std::floor(rank));
}

ServingTails servingTails(const ServingTrace& trace, double warmupShare)
{
    const auto n = static_cast<int>(trace.requests.size());
    if (n == 0)
        return {};
    std::vector<double> ttft;
    std::vector<double> tpot;
    ttft.reserve(trace.requests.size());
    tpot.reserve(trace.requests.size());
    for (int i = warmupCount(n, warmupShare); i < n; ++i) {
        const ServedRequest& r = trace.requests[static_cast<std::size_t>(i)];
        ttft.push_back(r.firstToken - r.arrival);
        if (r.outputTokens > 1)
            tpot.push_back((r.finished - r.firstToken) / (r.outputTokens - 1));
    }
    return {percentileOf(ttft, kP99), percentileOf(tpot, kP99)};
}

ServingSummary summariseServing(const ServingTrace& trace, const ServingTargets& targets, double warmupShare)
{
    ServingSummary s;
    const auto n = static_cast<int>(trace.requests.size());
    if (n == 0)
        return s;
    s.warmupRequests = warmupCount(n, warmupShare);
    s.requests = n - s.warmupRequests;

    std::vector<double> ttft, tpot, e2e, queue;
    ttft.reserve(static_cast<std::size_t>(s.requests));
    e2e.reserve(ttft.capacity());
    queue.reserve(ttft.capacity());
    tpot.reserve(ttft.capacity());
    int good = 0;
    for (int i = s.warmupRequests; i < n; ++i) {
        const ServedRequest& r = trace.requests[static_cast<std::size_t>(i)];
        const double first = r.firstToken - r.arrival;
        ttft.push_back(first);
        e2e.push_back(r.finished - r.arrival);
        queue.push_back(r.scheduled - r.arrival);
        std::optional<double> perToken;
        if (r.outputTokens > 1) {
            perToken = (r.finished - r.firstToken) / (r.outputTokens - 1);
            tpot.push_back(*perToken);
        }
        const bool ttftOk = !targets.ttftP99 || first <= targets.ttftP99->inSeconds();
        const bool tpotOk = !targets.tpotP99 || !perToken || *perToken <= targets.tpotP99->inSeconds();
        good += ttftOk && tpotOk ? 1 : 0;
    }
    s.ttft = percentiles(ttft);
    s.tpot = percentiles(tpot);
    s.endToEnd = percentiles(e2e);
    s.queueing = percentiles(queue);
    s.interToken = weightedPercentiles(trace.gaps);
    if (targets.ttftP99 || targets.tpotP99)
        s.goodput = static_cast<double>(good) / s.requests;

    // Throughput over the measured arrivals (from the first measured request's arrival to the last request's), so
    // neither the empty start nor the drain after the last arrival counts; a run whose requests all arrive at once
    // is measured from the start to the last finish instead.
    const TokenTally& from = trace.atArrival[static_cast<std::size_t>(s.warmupRequests)];
    const TokenTally& to = trace.atArrival.back();
    if (to.time > from.time) {
        const double span = to.time - from.time;
        s.outputTokensPerSecond = static_cast<double>(to.outputTokens - from.outputTokens) / span;
        s.totalTokensPerSecond =
            static_cast<double>(to.outputTokens - from.outputTokens + to.promptTokens - from.promptTokens) / span;
        s.requestsPerSecond = (n - 1 - s.warmupRequests) / span;
    } else {
        double end = 0.0;
        double outputTokens = 0.0;
        double allTokens = 0.0;
        for (const ServedRequest& r : trace.requests) {
            end = std::max(end, r.finished);
            outputTokens += r.outputTokens;
            allTokens += r.outputTokens + r.inputTokens;
        }
        const double span = end - trace.requests.front().arrival;
        if (span > 0.0) {
            s.outputTokensPerSecond = outputTokens / span;
            s.totalTokensPerSecond = allTokens / span;
            s.requestsPerSecond = n / span;
        }
    }
    if (trace.kvBlocks > 0) {
        s.meanKvUse = trace.busySeconds > 0.0 ? trace.kvBlockSeconds / trace.busySeconds / trace.kvBlocks : 0.0;
        s.peakKvUse = static_cast<double>(trace.peakKvBlocks) / trace.kvBlocks;
    }
    s.preemptions = trace.preemptions;
    s.passes = trace.passes;
    return s;
}

} // namespace gputco
