#include "performance/ServingLayoutSearch.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace gputco {
namespace {

bool meetsLatency(const InferencePerformance& p, const ServingSearchInputs& in)
{
    if (!p.tpot || !p.ttft || !p.outputTokensPerSecondPerGpu)
        return false;
    if (in.maxTpot && *p.tpot > *in.maxTpot)
        return false;
    // A new request waits for the step in flight, then is prefilled (as DeploymentSizer).
    if (in.maxTtft && *p.ttft + *p.tpot > *in.maxTtft)
        return false;
    return true;
}

// Replicas a layout needs for the rate asked (1 without one).
int replicasFor(const ServingEstimate& e, const ServingSearchInputs& in)
{
    if (!in.requiredOutputRate)
        return 1;
    const double perReplica = *e.performance.outputTokensPerSecond / std::max(1, e.performance.replicas);
    return std::max(1, static_cast<int>(std::ceil(*in.requiredOutputRate / perReplica - 1e-9)));
}

int gpusFor(const ServingEstimate& e, const ServingSearchInputs& in)
{
    return e.performance.gpus / std::max(1, e.performance.replicas) * replicasFor(e, in);
}

// With a rate to meet: the fewest GPUs, then the most tokens/s per GPU. Without: the most tokens/s per GPU, then
// the fewer GPUs.
bool better(const ServingEstimate& a, const ServingEstimate& b, const ServingSearchInputs& in)
{
    const double ra = *a.performance.outputTokensPerSecondPerGpu;
    const double rb = *b.performance.outputTokensPerSecondPerGpu;
    const int ga = gpusFor(a, in);
    const int gb = gpusFor(b, in);
    if (in.requiredOutputRate && ga != gb)
        return ga < gb;
    if (std::abs(ra - rb) > 1e-9 * std::max(ra, rb))
        return ra > rb;
    return ga < gb;
}

// The layout at the most sequences that meet the latency limits: all that fit, else the largest that meets them
// (TPOT and TTFT grow with the batch).
Expected<ServingEstimate> atBestBatch(const ModelArchitecture& arch, const Accelerator& card,
                                      const ServingSearchInputs& in, const ServingLayout& layout, int& evaluated)
{
    ++evaluated;
    auto full = estimateServing(arch, card, in.run, layout, in.network);
    if (!full || meetsLatency(full->performance, in) || in.run.concurrency)
        return full;
    if (!in.maxTpot && !in.maxTtft)
        return full;
    // Sequences come in whole attention groups.
    const int step =
        layout.tensorParallelOnly() || layout.pipelined()
            ? 1
            : std::max(layout.expertParallel, layout.attentionTensorParallel()) / layout.attentionTensorParallel();
    int lo = 0;
    int hi = full->performance.concurrency;
    std::optional<ServingEstimate> atLo;
    InferenceInputs run = in.run;
    while (hi - lo > step) {
        const int mid = lo + (hi - lo) / 2;
        run.concurrency = mid;
        ++evaluated;
        auto p = estimateServing(arch, card, run, layout, in.network, full->sequencesPerGroupLimit);
        if (p && meetsLatency(p->performance, in)) {
            lo = mid;
            atLo = *p;
        } else {
            hi = mid;
        }
    }
    if (!atLo)
        return Error{"target", "no batch on " + servingLayoutText(layout) + " meets the latency limits"};
    return *atLo;
}

std::vector<int> powersOfTwoDividing(int n, int from, int upTo)
{
    std::vector<int> out;
    for (int v = from; v <= upTo && v <= n; v *= 2)
        if (n % v == 0)
            out.push_back(v);
    return out;
}

} // namespace

Expected<ServingPlan> searchServingLayout(const ModelArchitecture& arch, const Accelerator& card,
                                          const ServingSearchInputs& in)
{
    ServingPlan plan;
    if (!arch.moe.enabled()) {
        // Dense models keep today's layout and figures (a test holds this); what the options ask for is refused.
        ServingLayout layout;
        layout.tensorParallel = in.tensorParallel.value_or(in.run.tensorParallel);
        layout.expertParallel = in.expertParallel.value_or(1);
        layout.pipelineParallel = in.pipelineParallel.value_or(1);
        layout.dataParallelAttention = in.dataParallelAttention.value_or(false);
        layout.prefillGpus = in.prefillGpus.value_or(0);
        layout.decodeGpus = in.decodeGpus.value_or(0);
        auto estimate = atBestBatch(arch, card, in, layout, plan.candidatesEvaluated);
        if (!estimate)
            return estimate.error();
        plan.estimate = *estimate;
        return plan;
    }

    const int experts = arch.moe.routedExperts;
    const bool fixedPools = in.prefillGpus || in.decodeGpus;
    if (fixedPools && !(in.prefillGpus && in.decodeGpus))
        return Error{in.prefillGpus ? "decode-gpus" : "prefill-gpus",
                     "separate pools need both --prefill-gpus and --decode-gpus"};

    // Decode (or co-located) layouts to try.
    std::vector<ServingLayout> layouts;
    const bool fixedStages = in.pipelineParallel && *in.pipelineParallel > 1;
    const std::vector<int> eps = in.expertParallel ? std::vector<int>{*in.expertParallel}
                                 : fixedStages     ? std::vector<int>{1}
                                                   : powersOfTwoDividing(experts, 1, in.maxExpertParallel);
    for (int ep : eps) {
        if (fixedPools && *in.decodeGpus % ep != 0)
            continue;
        for (bool dp : {false, true}) {
            if (in.dataParallelAttention && *in.dataParallelAttention != dp)
                continue;
            ServingLayout l;
            l.expertParallel = ep;
            l.dataParallelAttention = dp;
            if (ep == 1) {
                if (dp)
                    continue;
                // Tensor parallelism alone: today's layout, TP 1..8 (or as fixed).
                const std::vector<int> tps = in.tensorParallel
                                                 ? std::vector<int>{*in.tensorParallel}
                                                 : powersOfTwoDividing(arch.attentionHeads, 1, in.maxTensorParallel);
                // With pipeline stages over servers (co-located only): 2..maxPipelineParallel, or as fixed.
                std::vector<int> pps{1};
                if (fixedStages)
                    pps = {*in.pipelineParallel};
                else if (!in.pipelineParallel && !fixedPools && !in.disaggregated.value_or(false))
                    for (int pp = 2; pp <= std::min(in.maxPipelineParallel, arch.layers); pp *= 2)
                        pps.push_back(pp);
                for (int pp : pps)
                    for (int tp : tps) {
                        l.tensorParallel = tp;
                        l.pipelineParallel = pp;
                        layouts.push_back(l);
                    }
                l.pipelineParallel = 1;
                continue;
            }
            l.tensorParallel = dp ? 1 : in.tensorParallel.value_or(ep);
            if (!dp && (arch.attentionHeads % l.tensorParallel != 0 || ep % l.tensorParallel != 0))
                continue;
            layouts.push_back(l);
        }
    }

    std::optional<ServingEstimate> best;
    std::optional<Error> lastError;
    const auto consider = [&](Expected<ServingEstimate> e) {
        if (!e) {
            lastError = e.error();
            return;
        }
        if (!e->performance.outputTokensPerSecondPerGpu || !meetsLatency(e->performance, in))
            return;
        if (!best || better(*e, *best, in))
            best = *e;
    };

    const bool tryColocated = !fixedPools && in.disaggregated.value_or(false) == false;
    const bool trySeparate = fixedPools || in.disaggregated.value_or(true);
    std::vector<ServingEstimate> decodeLayouts;
    for (const ServingLayout& l : layouts) {
        // With a rate to meet, a group of more GPUs than the best deployment so far cannot need fewer.
        if (in.requiredOutputRate && best && !l.tensorParallelOnly() && l.gpus() > gpusFor(*best, in))
            continue;
        auto e = atBestBatch(arch, card, in, l, plan.candidatesEvaluated);
        if (e && l.expertParallel > 1)
            decodeLayouts.push_back(*e);
        if (tryColocated) {
            consider(std::move(e));
        } else if (!e) {
            lastError = e.error();
            if (fixedPools && lastError->field == "ep")
                lastError->field = "decode-gpus"; // the decode pool's groups are what cannot hold the model
        }
    }

    if (trySeparate) {
        // Prefill pools: expert-parallel groups with DP attention; their prompt rate per GPU does not depend on
        // the decode pool, so price each once (a one-group pool beside the smallest decode pool).
        const std::vector<int> prefillEps = powersOfTwoDividing(experts, 2, in.maxExpertParallel);
        for (const ServingEstimate& decode : decodeLayouts) {
            const ServingLayout& d = decode.layout;
            const int groupGpus = std::max(d.expertParallel, d.attentionTensorParallel());
            const double decodeRate = decode.decodeTokensPerSecondPerGpu.value_or(0.0);
            if (!(decodeRate > 0.0))
                continue;
            for (int pep : prefillEps) {
                ServingLayout l = d;
                l.prefillExpertParallel = pep;
                if (fixedPools) {
                    if (*in.prefillGpus % pep != 0)
                        continue;
                    l.prefillGpus = *in.prefillGpus;
                    l.decodeGpus = *in.decodeGpus;
                    ++plan.candidatesEvaluated;
                    consider(estimateServing(arch, card, in.run, l, in.network, decode.sequencesPerGroupLimit));
                    continue;
                }
                l.decodeGpus = groupGpus;
                l.prefillGpus = pep;
                ++plan.candidatesEvaluated;
                InferenceInputs run = in.run;
                run.concurrency = decode.performance.concurrency;
                auto probe = estimateServing(arch, card, run, l, in.network, decode.sequencesPerGroupLimit);
                if (!probe || !probe->prefillPromptsPerSecondPerGpu) {
                    if (!probe)
                        lastError = probe.error();
                    continue;
                }
                // Pools in balance: enough prefill groups to feed n decode groups, n = 1..maxDecodeGroups; the
                // pools' rate is arithmetic on the two per-GPU rates, so only the best n is priced again.
                const double promptRate = *probe->prefillPromptsPerSecondPerGpu * in.run.outputTokens;
                double bestPerGpu = 0.0;
                ServingLayout chosen = l;
                if (in.requiredOutputRate) {
                    // Pools sized to the rate: whole decode groups, then whole prefill groups that feed them.
                    const double need = *in.requiredOutputRate;
                    const int decodeGroups = std::max(1, static_cast<int>(std::ceil(need / (decodeRate * groupGpus))));
                    chosen.decodeGpus = decodeGroups * groupGpus;
                    chosen.prefillGpus = pep * std::max(1, static_cast<int>(std::ceil(need / promptRate / pep)));
                    ++plan.candidatesEvaluated;
                    consider(estimateServing(arch, card, run, chosen, in.network, decode.sequencesPerGroupLimit));
                    continue;
                }
                for (int n = 1; n <= in.maxDecodeGroups; ++n) {
                    const int decodeGpus = n * groupGpus;
                    const double neededGpus = decodeGpus * decodeRate / promptRate;
                    const int prefillGpus = pep * std::max(1, static_cast<int>(std::ceil(neededGpus / pep - 1e-9)));
                    const double rate = std::min(decodeGpus * decodeRate, prefillGpus * promptRate);
                    const double perGpu = rate / (decodeGpus + prefillGpus);
                    if (perGpu > bestPerGpu * (1.0 + 1e-9)) {
                        bestPerGpu = perGpu;
                        chosen.decodeGpus = decodeGpus;
                        chosen.prefillGpus = prefillGpus;
                    }
                }
                if (chosen == l) {
                    consider(std::move(probe));
                    continue;
                }
                ++plan.candidatesEvaluated;
                consider(estimateServing(arch, card, run, chosen, in.network, decode.sequencesPerGroupLimit));
            }
        }
    }
    if (!best) {
        if (lastError)
            return *lastError;
        return Error{"card", "no serving layout of " + arch.displayName + " fits " + card.displayName()};
    }
    const int replicas = replicasFor(*best, in);
    if (replicas != best->performance.replicas) {
        InferenceInputs run = in.run;
        run.replicas = replicas;
        run.concurrency = best->performance.concurrency / std::max(1, best->performance.replicas);
        if (best->layout.disaggregated())
            run.concurrency.reset(); // pools sized to the rate hold what fits
        auto scaled = estimateServing(arch, card, run, best->layout, in.network, best->sequencesPerGroupLimit);
        if (scaled)
            best = *scaled;
    }
    plan.estimate = *best;
    return plan;
}

} // namespace gputco
