#include "recommend/PerformanceCandidate.h"
#include "recommend/UnknownFigures.h"

#include "performance/InferenceEstimator.h"
#include "performance/ServingLayoutSearch.h"
#include "serving/ServingSetup.h"
#include "serving/ServingSizingCache.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>

namespace gputco {

double neededOutputTokensPerSecond(const RecommendInputs& in)
{
    double rate = in.constraints.outputTokensPerSecond.value_or(0.0);
    if (in.constraints.requestsPerSecond)
        rate = std::max(rate, *in.constraints.requestsPerSecond * in.inference.outputTokens);
    return rate;
}

namespace {

// How far a replica is from the latency targets: <= 0 meets them; +inf when a latency is unknown.
double latencySlack(const InferencePerformance& p, const RecommendConstraints& c)
{
    if (!p.ttft || !p.tpot)
        return std::numeric_limits<double>::infinity();
    double slack = -1.0;
    if (c.maxTpot)
        slack = std::max(slack, *p.tpot / *c.maxTpot - 1.0);
    // A new request waits for the step in flight, then is prefilled (as performance/DeploymentSizer.cpp).
    if (c.maxTtft)
        slack = std::max(slack, (*p.ttft + *p.tpot) / *c.maxTtft - 1.0);
    return slack;
}

// The largest concurrency in [1, limit] that meets the latency targets. TPOT grows with concurrency almost
// linearly (more KV cache read per step), so the search interpolates the slack between a bracket [lo meets,
// hi fails] and then probes the neighbour, falling back to bisection: 3-5 model calls instead of ~log2(limit).
std::optional<InferencePerformance> bestReplica(const RecommendInputs& in, const Accelerator& card, InferenceInputs run,
                                                int limit)
{
    const RecommendConstraints& c = in.constraints;
    const auto at = [&](int concurrency) {
        run.concurrency = concurrency;
        // The memory limit is known (the caller's `limit`, which does not depend on the concurrency): computing it
        // again on each try was most of the time of this search.
        return estimateInference(in.arch, card, run, limit);
    };
    auto hiPerf = at(limit);
    if (!hiPerf)
        return std::nullopt;
    double hiSlack = latencySlack(*hiPerf, c);
    if (hiSlack <= 0.0)
        return *hiPerf;
    if (!c.maxTpot && !c.maxTtft)
        return std::nullopt; // a latency is unknown (a card figure is missing)
    auto loPerf = at(1);
    if (!loPerf || latencySlack(*loPerf, c) > 0.0)
        return std::nullopt;
    int lo = 1;
    int hi = limit;
    double loSlack = latencySlack(*loPerf, c);
    bool interpolate = true;
    while (hi - lo > 1) {
        int guess = lo + (hi - lo) / 2;
        if (interpolate && std::isfinite(hiSlack) && hiSlack > loSlack)
            guess = lo + static_cast<int>((hi - lo) * (-loSlack / (hiSlack - loSlack)));
        guess = std::clamp(guess, lo + 1, hi - 1);
        auto p = at(guess);
        const double s = p ? latencySlack(*p, c) : std::numeric_limits<double>::infinity();
        const bool meets = s <= 0.0;
        if (meets) {
            lo = guess;
            loSlack = s;
            loPerf = p;
        } else {
            hi = guess;
            hiSlack = s;
        }
        // Probe the neighbour across the root: near-linear slack often closes the bracket at once.
        const int probe = meets ? guess + 1 : guess - 1;
        if (hi - lo > 1 && probe > lo && probe < hi) {
            auto q = at(probe);
            const double t = q ? latencySlack(*q, c) : std::numeric_limits<double>::infinity();
            if (t <= 0.0) {
                lo = probe;
                loSlack = t;
                loPerf = q;
            } else {
                hi = probe;
                hiSlack = t;
            }
        }
        interpolate = !interpolate; // every other step bisects, so the bracket at least halves
    }
    return *loPerf;
}

// A mixture-of-experts model's expert-parallel layout for `card` at `run`'s precision (docs/MODEL.md, "Serving
// layout search"): the layouts sized to the rate, the fewest GPUs; nullopt when none beats tensor parallelism's
// reach (none fits, meets the latency, or stays within the GPUs allowed).
std::optional<PerformanceCandidate> expertParallelCandidate(const RecommendInputs& in, const Accelerator& card,
                                                            const InferenceInputs& run, double needed)
{
    ServingSearchInputs search;
    search.run = run;
    search.maxTpot = in.constraints.maxTpot;
    search.maxTtft = in.constraints.maxTtft;
    if (needed > 0.0)
        search.requiredOutputRate = needed;
    search.maxTensorParallel = in.search.maxTensorParallel;
    search.maxExpertParallel = std::min(256, in.search.maxGpus);
    // Co-located groups only: separate pools multiply the layouts priced per card and precision by about nine and
    // rarely need fewer GPUs at a recommender's rates (infer prices them).
    search.disaggregated = false;
    const auto plan = searchServingLayout(in.arch, card, search);
    if (!plan || plan->estimate.layout.tensorParallelOnly())
        return std::nullopt;
    const InferencePerformance& p = plan->estimate.performance;
    if (p.gpus > in.search.maxGpus || !p.tpot || !p.outputTokensPerSecond)
        return std::nullopt;
    PerformanceCandidate c;
    c.card = &card;
    c.precision = run.weights;
    c.parallel = Parallelism{p.tensorParallel, plan->estimate.layout.pipelineParallel, p.replicas};
    c.gpus = p.gpus;
    c.concurrencyPerReplica = p.concurrency;
    c.replicas = p.replicas;
    c.ttft = p.ttft;
    c.tpot = p.tpot;
    c.decodeBound = p.bound;
    c.outputTokensPerSecond = p.outputTokensPerSecond;
    c.latencySeconds = p.tpot->inSeconds();
    c.servingLayout = plan->estimate.layout;
    return c;
}

// Sized at P99 targets: the replica's simulated capacity at them (the scheduler's defaults, no pass overhead, as
// `gpu-tco-cli serve`), then ceil(peak / capacity) replicas. Without a peak of its own, the peak is the throughput
// need in requests (output tokens/s / output tokens per request).
std::optional<PerformanceCandidate> servingCandidate(const RecommendInputs& in, const Accelerator& card,
                                                     const InferenceInputs& run, int limit, ExclusionLog& log)
{
    ServingSlo slo = *in.constraints.serving;
    if (!(slo.peakRequestsPerSecond > 0.0))
        slo.peakRequestsPerSecond = neededOutputTokensPerSecond(in) / in.inference.outputTokens;
    const auto deployment = prepareServing(in.arch, card, run, ServingScheduler{});
    if (!deployment) {
        log.reached(card.id, LeftOutReason::UnknownFigure, deployment.error().message);
        return std::nullopt;
    }
    // Remembered across searches: a change that moves no sizing (a price, a facility) simulates nothing again.
    const auto sized = cachedSizeServing(deployment->replica, slo, run.inputTokens, run.outputTokens);
    if (!sized) {
        log.reached(card.id, LeftOutReason::UnknownFigure, sized.error().message);
        return std::nullopt;
    }
    if (!sized->capacityRequestsPerSecond) {
        log.reached(card.id, LeftOutReason::Latency, "no arrival rate meets the P99 targets");
        return std::nullopt;
    }
    const long long gpus = static_cast<long long>(sized->replicas) * run.tensorParallel;
    if (gpus > in.search.maxGpus) {
        log.reached(card.id, LeftOutReason::Throughput,
                    "the peak at the P99 targets needs " + std::to_string(gpus) + " GPUs, more than "
                        + std::to_string(in.search.maxGpus));
        return std::nullopt;
    }
    const InferencePerformance& steady = deployment->steadyState;
    PerformanceCandidate c;
    c.card = &card;
    c.precision = run.weights;
    c.parallel = Parallelism{run.tensorParallel, 1, sized->replicas};
    c.gpus = static_cast<int>(gpus);
    c.concurrencyPerReplica = std::min(limit, deployment->replica.scheduler.maxRunningSequences);
    c.replicas = sized->replicas;
    c.ttft = steady.ttft;
    c.tpot = steady.tpot;
    c.decodeBound = steady.bound;
    c.outputTokensPerSecond = sized->capacityOutputTokensPerSecond * sized->replicas;
    c.latencySeconds = sized->tpotP99AtPeak.value_or(steady.tpot ? steady.tpot->inSeconds() : 0.0);
    c.serving = *sized;
    return c;
}

} // namespace

CandidateSearch::CandidateSearch(const RecommendInputs& inputs)
    : in_(inputs)
    , precisions_(searchedPrecisions(inputs))
    , needed_(inputs.training ? 0.0 : neededOutputTokensPerSecond(inputs))
{
}

void CandidateSearch::addCandidates(const Accelerator& card, ExclusionLog& log, std::vector<PerformanceCandidate>& out)
{
    if (in_.training)
        addTraining(card, log, out);
    else
        addInference(card, log, out);
}

std::optional<int> CandidateSearch::memoryLimit(const Accelerator& card, Precision precision, int tp,
                                                const InferenceInputs& run)
{
    if (!card.memory)
        return maxConcurrency(in_.arch, card, run);
    const auto key = std::make_tuple(card.memory->inBytes(), precision, tp);
    if (const auto found = limits_.find(key); found != limits_.end())
        return found->second;
    return limits_.emplace(key, maxConcurrency(in_.arch, card, run)).first->second;
}

void CandidateSearch::addInference(const Accelerator& card, ExclusionLog& log, std::vector<PerformanceCandidate>& out)
{
    const RecommendInputs& in = in_;
    const double needed = needed_;
    const int heads = in.arch.attentionHeads;
    const std::size_t before = out.size();
    bool anySupported = false;
    for (Precision precision : precisions_) {
        bool emulated = false;
        if (!offerablePrecision(card, precision, log, emulated))
            continue;
        anySupported = true;
        int fewestTensorParallelGpus = std::numeric_limits<int>::max();
        for (int tp = 1; tp <= in.search.maxTensorParallel && tp <= heads && tp <= in.search.maxGpus; tp *= 2) {
            if (heads % tp != 0)
                continue;
            InferenceInputs run = in.inference;
            run.notes = false; // an option carries figures, not the notes explaining them
            run.weights = precision;
            run.tensorParallel = tp;
            run.replicas = 1;
            run.concurrency.reset();
            const std::optional<int> limit = memoryLimit(card, precision, tp, run);
            if (!limit || *limit == 0) {
                log.reached(card.id, limit ? LeftOutReason::Memory : LeftOutReason::UnknownFigure,
                            limit ? "no split up to TP " + std::to_string(in.search.maxTensorParallel)
                                        + " holds the model"
                                  : "memory capacity unknown");
                continue;
            }
            if (!card.memoryBandwidth) {
                log.reached(card.id, LeftOutReason::UnknownFigure, "memory bandwidth unknown");
                continue;
            }
            if (in.constraints.serving) {
                if (auto c = servingCandidate(in, card, run, *limit, log)) {
                    c->emulatedPrecision = emulated;
                    out.push_back(*c);
                }
                continue;
            }
            const auto replica = bestReplica(in, card, run, *limit);
            if (!replica || !replica->outputTokensPerSecondPerReplica || !replica->tpot) {
                log.reached(card.id, LeftOutReason::Latency, "no split meets the latency target");
                continue;
            }
            const double perReplica = *replica->outputTokensPerSecondPerReplica;
            const int replicas =
                needed > 0.0 ? std::max(1, static_cast<int>(std::ceil(needed / perReplica - 1e-9))) : 1;
            if (static_cast<long long>(replicas) * tp > in.search.maxGpus) {
                log.reached(card.id, LeftOutReason::Throughput,
                            "the throughput target needs " + std::to_string(static_cast<long long>(replicas) * tp)
                                + " GPUs, more than " + std::to_string(in.search.maxGpus));
                continue;
            }
            PerformanceCandidate c;
            c.card = &card;
            c.precision = precision;
            c.parallel = Parallelism{tp, 1, replicas};
            c.gpus = replicas * tp;
            c.concurrencyPerReplica = replica->concurrency;
            c.replicas = replicas;
            c.ttft = replica->ttft;
            c.tpot = replica->tpot;
            c.decodeBound = replica->bound;
            c.outputTokensPerSecond = perReplica * replicas;
            c.latencySeconds = replica->tpot->inSeconds();
            c.emulatedPrecision = emulated;
            fewestTensorParallelGpus = std::min(fewestTensorParallelGpus, c.gpus);
            out.push_back(c);
        }
        if (in.arch.moe.enabled()) {
            InferenceInputs run = in.inference;
            run.notes = false;
            run.weights = precision;
            run.replicas = 1;
            run.concurrency.reset();
            // Kept only when it needs fewer GPUs than tensor parallelism alone (else it adds a priced twin).
            if (auto c = expertParallelCandidate(in, card, run, needed); c && c->gpus < fewestTensorParallelGpus) {
                c->emulatedPrecision = emulated;
                out.push_back(*c);
            }
        }
    }
    if (!anySupported)
        noteNoSupportedPrecision(card, log);
    if (out.size() == before) {
        // Name what the datasheet lacks, so the buyer knows which figure to add (catalogue column names).
        const std::string unknown = unknownFiguresText(card, precisions_);
        log.add([&] {
            return card.id + ": no precision and split up to TP " + std::to_string(in.search.maxTensorParallel)
                   + " holds the model and meets the latency targets"
                   + (unknown.empty() ? std::string() : " (" + unknown + ")");
        });
    }
}

} // namespace gputco
