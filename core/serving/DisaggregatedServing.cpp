#include "serving/DisaggregatedServing.h"

#include "serving/CapacitySearch.h"

#include "memory/KvCache.h"
#include "units/Rates.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <tuple>

namespace gputco {
namespace {

constexpr double kRateTolerance = 0.005;

// One group of an expert-parallel pool ready to simulate: the replica's costs, its KV blocks, and its scheduler's
// limits per attention group (one scheduler per DP attention rank, as ServingLayoutSetup.cpp).
Expected<std::pair<ServingReplica, std::int64_t>> poolGroup(const ModelArchitecture& arch, const Accelerator& card,
                                                            const InferenceInputs& inputs, const ServingLayout& layout,
                                                            const ServingScheduler& scheduler, Duration overhead,
                                                            const ServingNetwork& network)
{
    auto group = expertParallelReplica(arch, card, inputs, layout, overhead, network);
    if (!group)
        return group.error();
    ServingReplica r;
    r.costs = group->costs;
    const int attentionGroups = group->gpus / layout.attentionTensorParallel();
    r.scheduler = scheduler;
    r.scheduler.maxRunningSequences = scheduler.maxRunningSequences * attentionGroups;
    r.scheduler.maxBatchedTokens = scheduler.maxBatchedTokens * attentionGroups;
    r.kvBlocks = group->kvTokens / scheduler.blockTokens;
    return std::pair{r, group->kvTokens};
}

// Deals `ids` (in the order they reach the pool) to `groups` groups in turn.
std::vector<std::vector<int>> dealt(const std::vector<int>& ids, int groups)
{
    std::vector<std::vector<int>> out(static_cast<std::size_t>(groups));
    for (std::size_t i = 0; i < ids.size(); ++i)
        out[i % out.size()].push_back(ids[i]);
    return out;
}

// Output and prompt tokens done by each arrival: steps and ramps added up in one sweep over time.
struct TallyEvent {
    double time = 0.0;
    double output = 0.0; ///< tokens added at once
    double slope = 0.0;  ///< change of the tokens-per-second ramp
    double prompt = 0.0;
};

void addTallies(ServingTrace& trace, const std::vector<double>& prefillDone, const std::vector<double>& decodeFirst)
{
    std::vector<TallyEvent> events;
    events.reserve(trace.requests.size() * 4);
    for (std::size_t i = 0; i < trace.requests.size(); ++i) {
        const ServedRequest& r = trace.requests[i];
        events.push_back({prefillDone[i], 0.0, 0.0, static_cast<double>(r.inputTokens)});
        events.push_back({r.firstToken, 1.0, 0.0, 0.0});
        if (r.outputTokens < 2)
            continue;
        events.push_back({decodeFirst[i], 1.0, 0.0, 0.0});
        const double rest = r.outputTokens - 2.0;
        const double span = r.finished - decodeFirst[i];
        if (rest <= 0.0)
            continue;
        if (span > 0.0) {
            events.push_back({decodeFirst[i], 0.0, rest / span, 0.0});
            events.push_back({r.finished, 0.0, -rest / span, 0.0});
        } else {
            events.push_back({r.finished, rest, 0.0, 0.0});
        }
    }
    std::sort(events.begin(), events.end(), [](const TallyEvent& a, const TallyEvent& b) { return a.time < b.time; });
    trace.atArrival.resize(trace.requests.size());
    double output = 0.0;
    double prompt = 0.0;
    double slope = 0.0;
    double last = 0.0;
    std::size_t next = 0;
    for (std::size_t i = 0; i < trace.requests.size(); ++i) {
        const double t = trace.requests[i].arrival;
        while (next < events.size() && events[next].time <= t) {
            const TallyEvent& e = events[next++];
            output += slope * (e.time - last) + e.output;
            prompt += e.prompt;
            slope += e.slope;
            last = e.time;
        }
        const double now = output + slope * (t - last);
        trace.atArrival[i] = {t, static_cast<std::int64_t>(std::llround(now)), static_cast<std::int64_t>(prompt)};
    }
}

Expected<ServingSummary> summaryAt(const DisaggregatedDeployment& d, const ServingTraffic& traffic,
                                   const ServingTargets& targets)
{
    const auto trace = simulateDisaggregated(d, generateServingRequests(traffic), true);
    if (!trace)
        return trace.error();
    return summariseServing(*trace, targets);
}

Expected<RateProbe> probeAt(const DisaggregatedDeployment& d, const ServingTraffic& traffic,
                            const ServingTargets& targets)
{
    const auto trace = simulateDisaggregated(d, generateServingRequests(traffic), false);
    if (!trace)
        return trace.error();
    return judgedProbe(servingTails(*trace), targets);
}

} // namespace

Duration DisaggregatedDeployment::kvTransfer(int promptTokens) const
{
    return kvBytesPerPromptToken * static_cast<double>(promptTokens) / network.perDirection + network.latency;
}

Expected<DisaggregatedDeployment> prepareDisaggregatedServing(const ModelArchitecture& arch, const Accelerator& card,
                                                              const InferenceInputs& inputs,
                                                              const ServingLayout& layout,
                                                              const ServingScheduler& scheduler,
                                                              Duration overheadPerPass, const ServingNetwork& network)
{
    if (!layout.disaggregated())
        return Error{"prefill-gpus", "the layout has no separate prefill and decode pools"};
    if (auto error = validateServingLayout(arch, layout))
        return *error;
    if (layout.expertParallel < 2)
        return Error{"ep", "separate pools are simulated as expert-parallel groups: the decode pool needs --ep 2 or "
                           "more"};
    // The pools' figures first: they refuse pools that cannot hold the model, naming the pool.
    auto steady = estimateServing(arch, card, inputs, layout, network);
    if (!steady)
        return steady.error();

    DisaggregatedDeployment d;
    d.steadyState = steady->performance;
    ServingLayout decode = layout;
    decode.prefillGpus = 0;
    decode.decodeGpus = 0;
    decode.prefillExpertParallel = 1;
    auto decodeGroup = poolGroup(arch, card, inputs, decode, scheduler, overheadPerPass, network);
    if (!decodeGroup) {
        Error e = decodeGroup.error();
        if (e.field == "ep")
            e.field = "decode-gpus";
        return e;
    }
    std::tie(d.decode, d.decodeKvTokens) = *decodeGroup;
    d.decode.costs.promptsArriveCached = true; // the prefill pool computed them; their KV cache arrives
    d.decodeGroups = layout.decodeGpus / std::max(layout.expertParallel, layout.attentionTensorParallel());

    // A prefill group holds prompts only: its memory model sees a prompt and the one token it produces.
    ServingLayout prefill;
    prefill.expertParallel = layout.prefillExpertParallel;
    prefill.dataParallelAttention = true;
    InferenceInputs prompts = inputs;
    prompts.outputTokens = 1;
    auto prefillGroup = poolGroup(arch, card, prompts, prefill, scheduler, overheadPerPass, network);
    if (!prefillGroup) {
        Error e = prefillGroup.error();
        if (e.field == "ep")
            e.field = "prefill-gpus";
        return e;
    }
    std::tie(d.prefill, d.prefillKvTokens) = *prefillGroup;
    d.prefillGroups = layout.prefillGpus / layout.prefillExpertParallel;

    d.kvBytesPerPromptToken = kvCacheBytesPerToken(arch, inputs.kvCache);
    d.network = effectiveLink(network.interNodeFor(card), network.interNodeEfficiency);
    return d;
}

Expected<ServingTrace> simulateDisaggregated(const DisaggregatedDeployment& d,
                                             const std::vector<ServingRequest>& requests, bool detail)
{
    const std::size_t n = requests.size();
    ServingTrace out;
    out.requests.resize(n);
    ServingRunOptions options;
    options.recordGaps = detail;
    options.recordTallies = false;

    // The prefill pool: every request leaves with its first token.
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::vector<double> prefillDone(n, 0.0);
    for (const std::vector<int>& ids : dealt(order, d.prefillGroups)) {
        std::vector<ServingRequest> prompts;
        prompts.reserve(ids.size());
        for (int id : ids)
            prompts.push_back({requests[static_cast<std::size_t>(id)].arrival,
                               requests[static_cast<std::size_t>(id)].inputTokens, 1});
        auto trace = simulateServing(d.prefill, prompts, options);
        if (!trace) {
            Error e = trace.error();
            e.message = "prefill pool: " + e.message;
            return e;
        }
        for (std::size_t k = 0; k < ids.size(); ++k) {
            const auto id = static_cast<std::size_t>(ids[k]);
            const ServedRequest& p = trace->requests[k];
            ServedRequest& r = out.requests[id];
            r = p;
            r.outputTokens = requests[id].outputTokens;
            prefillDone[id] = p.firstToken;
            r.firstToken = p.firstToken + d.kvTransfer(requests[id].inputTokens).inSeconds();
            r.finished = r.firstToken;
        }
        out.passes += trace->passes;
        out.preemptions += trace->preemptions;
    }

    // The decode pool, in the order the KV caches arrive; a request of one output token is done at its first.
    std::vector<int> arriving;
    arriving.reserve(n);
    for (std::size_t i = 0; i < n; ++i)
        if (requests[i].outputTokens > 1)
            arriving.push_back(static_cast<int>(i));
    std::stable_sort(arriving.begin(), arriving.end(), [&](int a, int b) {
        return out.requests[static_cast<std::size_t>(a)].firstToken
               < out.requests[static_cast<std::size_t>(b)].firstToken;
    });
    std::vector<double> decodeFirst(n, 0.0);
    out.kvBlocks = d.decode.kvBlocks;
    for (const std::vector<int>& ids : dealt(arriving, d.decodeGroups)) {
        if (ids.empty())
            continue;
        std::vector<ServingRequest> decodes;
        decodes.reserve(ids.size());
        for (int id : ids) {
            const auto i = static_cast<std::size_t>(id);
            decodes.push_back({out.requests[i].firstToken, requests[i].inputTokens, requests[i].outputTokens - 1});
        }
        auto trace = simulateServing(d.decode, decodes, options);
        if (!trace) {
            Error e = trace.error();
            e.message = "decode pool: " + e.message;
            return e;
        }
        for (std::size_t k = 0; k < ids.size(); ++k) {
            const auto i = static_cast<std::size_t>(ids[k]);
            const ServedRequest& s = trace->requests[k];
            ServedRequest& r = out.requests[i];
            decodeFirst[i] = s.firstToken;
            r.finished = s.finished;
            r.preemptions += s.preemptions;
            if (detail)
                out.gaps.push_back({s.firstToken - r.firstToken, 1}); // the second token after the first
        }
        if (detail)
            out.gaps.insert(out.gaps.end(), trace->gaps.begin(), trace->gaps.end());
        out.passes += trace->passes;
        out.preemptions += trace->preemptions;
        out.busySeconds += trace->busySeconds;
        out.kvBlockSeconds += trace->kvBlockSeconds;
        out.peakKvBlocks = std::max(out.peakKvBlocks, trace->peakKvBlocks);
    }
    if (detail)
        addTallies(out, prefillDone, decodeFirst);
    return out;
}

Expected<double> disaggregatedServiceRate(const DisaggregatedDeployment& d, const ServingTraffic& traffic)
{
    const auto trace = simulateDisaggregated(d, allAtOnce(generateServingRequests(traffic)), false);
    if (!trace)
        return trace.error();
    std::vector<double> finishes;
    finishes.reserve(trace->requests.size());
    for (const ServedRequest& r : trace->requests)
        finishes.push_back(r.finished);
    return steadyCompletionRate(std::move(finishes)); // as servingServiceRate
}

Expected<ServingLoadResult> simulateDisaggregatedLoad(const DisaggregatedDeployment& d, const ServingTraffic& traffic,
                                                      const ServingTargets& targets)
{
    return loadAgainstServiceRate(disaggregatedServiceRate(d, traffic), traffic.arrivals.requestsPerSecond,
                                  [&] { return summaryAt(d, traffic, targets); });
}

Expected<ServingCapacity> disaggregatedCapacity(const DisaggregatedDeployment& d, const ServingTraffic& traffic,
                                                const ServingTargets& targets)
{
    if (!targets.ttftP99 && !targets.tpotP99)
        return Error{"ttft-p99-ms", "a capacity needs a P99 TTFT or TPOT target"};
    const auto service = disaggregatedServiceRate(d, traffic);
    if (!service)
        return service.error();
    ServingCapacity c;
    c.serviceRate = *service;
    const auto found = searchCapacity(c.serviceRate, traffic, kRateTolerance,
                                      [&](const ServingTraffic& at) { return probeAt(d, at, targets); });
    if (!found)
        return found.error();
    c.limitedBy = found->limitedBy;
    // The load described is simulated again in full (every gap), as CapacityDetail::Summary does for one replica.
    auto summary = summaryAt(d, found->describedAt, targets);
    if (!summary)
        return summary.error();
    c.atCapacity = *summary;
    c.tailsAtCapacity = {summary->ttft.p99, summary->tpot.p99};
    c.requestsPerSecond = found->requestsPerSecond;
    return c;
}

Expected<ServingLoadCurve> disaggregatedLoadCurve(const DisaggregatedDeployment& d, const ServingTraffic& traffic,
                                                  const ServingTargets& targets)
{
    const auto service = disaggregatedServiceRate(d, traffic);
    if (!service)
        return service.error();
    return loadCurveOf(*service, [&](double rate) { return summaryAt(d, atRate(traffic, rate), targets); });
}

} // namespace gputco
