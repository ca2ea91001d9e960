#include "serving/ServingSizing.h"

#include "serving/ServingCapacity.h"
#include "serving/ServingTraffic.h"

#include "performance/InferenceStep.h"

#include <algorithm>
#include <cmath>

namespace gputco {

ServingTraffic servingTrafficFor(const ServingSlo& slo, int inputTokens, int outputTokens, double requestsPerSecond)
{
    ServingTraffic t;
    t.arrivals.requestsPerSecond = requestsPerSecond;
    t.arrivals.burstiness = slo.burstiness;
    t.input = LengthSpread{static_cast<double>(inputTokens), slo.inputSpread};
    t.output = LengthSpread{static_cast<double>(outputTokens), slo.outputSpread};
    // The context the memory model sized the KV cache for: a drawn request never needs more.
    t.contextLimit = inputTokens + outputTokens;
    t.requests = slo.requestsPerProbe;
    t.seed = slo.seed;
    return t;
}

std::optional<Error> validateServingSlo(const ServingSlo& slo)
{
    if (!slo.ttftP99 && !slo.tpotP99)
        return Error{"ttft_p99_ms", "sizing at a P99 target needs ttft_p99_ms or tpot_p99_ms"};
    if (slo.ttftP99 && !(slo.ttftP99->inSeconds() > 0.0))
        return Error{"ttft_p99_ms", "must be above 0 ms"};
    if (slo.tpotP99 && !(slo.tpotP99->inSeconds() > 0.0))
        return Error{"tpot_p99_ms", "must be above 0 ms"};
    if (!(slo.peakRequestsPerSecond >= 0.0) || !std::isfinite(slo.peakRequestsPerSecond))
        return Error{"peak_requests_per_second", "must be above 0"};
    if (!(slo.burstiness >= kMinBurstiness && slo.burstiness <= kMaxBurstiness))
        return Error{"burstiness", "must be from 0.1 to 10"};
    if (!(slo.inputSpread >= 0.0 && slo.inputSpread <= kMaxLengthSpread))
        return Error{"input_tokens_spread", "must be from 0 to 4"};
    if (!(slo.outputSpread >= 0.0 && slo.outputSpread <= kMaxLengthSpread))
        return Error{"output_tokens_spread", "must be from 0 to 4"};
    if (slo.requestsPerProbe < 10 || slo.requestsPerProbe > kMaxServingRequests)
        return Error{"requests", "must be from 10 to 1000000"};
    return std::nullopt;
}

namespace {

// Lower bounds of a lone request's latencies, from the pass model alone: its prompt's prefill passes (in chunks of
// the token budget, each token attending to the ones before it), and a decode pass at the mean of its context
// (a pass's time is convex in the keys read, so the mean pass is at least the pass at the mean). No load is
// faster, so a target below them is met at no rate: the search is skipped (most of a catalogue's slow splits).
std::pair<double, double> loneLowerBounds(const ServingReplica& replica, int inputTokens, int outputTokens)
{
    double ttft = 0.0;
    const int budget = std::max(1, replica.scheduler.maxBatchedTokens);
    for (int done = 0; done < inputTokens; done += budget) {
        const double chunk = std::min(budget, inputTokens - done);
        StepWork w;
        w.prefillTokens = chunk;
        w.prefillKeys = chunk * done + chunk * (chunk + 1.0) / 2.0;
        ttft += inferenceStepTime(replica.costs, w).total().inSeconds();
    }
    StepWork decode;
    decode.decodeSequences = 1;
    decode.decodeKeys = inputTokens + outputTokens / 2.0;
    return {ttft, inferenceStepTime(replica.costs, decode).total().inSeconds()};
}

} // namespace

Expected<ServingSizing> sizeServing(const ServingReplica& replica, const ServingSlo& slo, int inputTokens,
                                    int outputTokens)
{
    if (auto error = validateServingSlo(slo))
        return *error;
    ServingTraffic traffic = servingTrafficFor(slo, inputTokens, outputTokens, 1.0);
    if (auto error = validateServingTraffic(traffic))
        return *error;
    const ServingTargets targets{slo.ttftP99, slo.tpotP99};
    if (slo.inputSpread == 0.0 && slo.outputSpread == 0.0) {
        // With fixed lengths every request is the mean one: the bounds hold for each.
        const auto [ttft, tpot] = loneLowerBounds(replica, inputTokens, outputTokens);
        const bool ttftOut = slo.ttftP99 && ttft > slo.ttftP99->inSeconds();
        if (ttftOut || (slo.tpotP99 && tpot > slo.tpotP99->inSeconds())) {
            ServingSizing s;
            s.limitedBy = ttftOut ? "ttft" : "tpot";
            s.ttftP99AtPeak = ttft;
            s.tpotP99AtPeak = tpot;
            s.meanOutputTokens = outputTokens;
            return s;
        }
    }
    // The P99 TTFT and TPOT at the capacity are all a sizing reads of that load.
    const auto capacity =
        servingCapacity(replica, traffic, targets, kDefaultWarmupShare, slo.rateTolerance, CapacityDetail::TailsOnly);
    if (!capacity)
        return capacity.error();

    ServingSizing s;
    s.serviceRate = capacity->serviceRate;
    s.limitedBy = capacity->limitedBy;
    s.simulatedRequests = traffic.requests;
    double outputs = 0.0;
    const auto requests = generateServingRequests(traffic);
    for (const ServingRequest& r : requests)
        outputs += r.outputTokens;
    s.meanOutputTokens = outputs / static_cast<double>(requests.size());
    if (!capacity->requestsPerSecond) {
        s.ttftP99AtPeak = capacity->tailsAtCapacity.ttftP99;
        s.tpotP99AtPeak = capacity->tailsAtCapacity.tpotP99;
        return s;
    }
    const double perReplica = *capacity->requestsPerSecond;
    s.capacityRequestsPerSecond = perReplica;
    s.capacityOutputTokensPerSecond = perReplica * s.meanOutputTokens;
    s.replicas =
        slo.peakRequestsPerSecond > 0.0 ? std::max(1, replicasForPeak(slo.peakRequestsPerSecond, perReplica)) : 1;
    s.ratePerReplicaAtPeak = slo.peakRequestsPerSecond > 0.0 ? slo.peakRequestsPerSecond / s.replicas : perReplica;
    if (s.ratePerReplicaAtPeak >= perReplica * (1.0 - 1e-9)) {
        // The peak fills the replicas to their capacity: the search's own summary there.
        s.ttftP99AtPeak = capacity->tailsAtCapacity.ttftP99;
        s.tpotP99AtPeak = capacity->tailsAtCapacity.tpotP99;
        return s;
    }
    // Below the capacity, so below the service rate: simulated directly (no second service-rate run).
    traffic.arrivals.requestsPerSecond = s.ratePerReplicaAtPeak;
    ServingRunOptions tailsOnly; // servingTails reads the requests' times alone
    tailsOnly.recordGaps = false;
    tailsOnly.recordTallies = false;
    const auto trace = simulateServing(replica, generateServingRequests(traffic), tailsOnly);
    if (!trace)
        return trace.error();
    const ServingTails tails = servingTails(*trace);
    s.ttftP99AtPeak = tails.ttftP99;
    s.tpotP99AtPeak = tails.tpotP99;
    return s;
}

} // namespace gputco
