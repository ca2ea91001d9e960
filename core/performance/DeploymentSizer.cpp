#include "performance/DeploymentSizer.h"

#include "performance/ServingLayoutSearch.h"

#include <algorithm>
#include <cmath>

namespace gputco {
namespace {

bool meetsLatency(const InferencePerformance& p, const ServiceTarget& target)
{
    if (!p.ttft || !p.tpot)
        return false;
    if (target.maxTpot && *p.tpot > *target.maxTpot)
        return false;
    // A new request waits for the step in flight, then is prefilled.
    if (target.maxTtft && *p.ttft + *p.tpot > *target.maxTtft)
        return false;
    return true;
}

} // namespace

double requiredOutputRate(const ServiceTarget& target, int outputTokens)
{
    double rate = target.outputTokensPerSecond.value_or(0.0);
    if (target.requestsPerSecond)
        rate = std::max(rate, *target.requestsPerSecond * outputTokens);
    return rate;
}

Expected<DeploymentPlan> sizeDeployment(const ModelArchitecture& arch, const Accelerator& card,
                                        const InferenceInputs& base, const ServiceTarget& target, int maxTensorParallel)
{
    const double needed = requiredOutputRate(target, base.outputTokens);
    if (!(needed > 0.0))
        return Error{"target", "give a positive output tokens per second or requests per second"};

    std::optional<DeploymentPlan> best;
    std::optional<Error> lastError;
    for (int tp = 1; tp <= maxTensorParallel && tp <= arch.attentionHeads; tp *= 2) {
        if (arch.attentionHeads % tp != 0)
            continue;
        InferenceInputs in = base;
        in.tensorParallel = tp;
        in.replicas = 1;
        in.concurrency.reset();
        const std::optional<int> limit = maxConcurrency(arch, card, in);
        if (!limit || *limit == 0)
            continue;

        // TPOT grows with concurrency: find the largest concurrency that meets the latency targets.
        int lo = 0;
        int hi = *limit;
        std::optional<InferencePerformance> atLo;
        while (lo < hi) {
            const int mid = lo + (hi - lo + 1) / 2;
            in.concurrency = mid;
            auto p = estimateInference(arch, card, in, limit);
            if (!p) {
                lastError = p.error();
                break;
            }
            if (meetsLatency(*p, target)) {
                lo = mid;
                atLo = *p;
            } else {
                hi = mid - 1;
            }
        }
        if (lo == 0 || !atLo || !atLo->outputTokensPerSecondPerReplica)
            continue;
        const int replicas = static_cast<int>(std::ceil(needed / *atLo->outputTokensPerSecondPerReplica - 1e-9));
        const int gpus = replicas * tp;
        if (!best || gpus < best->gpus) {
            DeploymentPlan plan;
            plan.tensorParallel = tp;
            plan.concurrencyPerReplica = lo;
            plan.replicas = replicas;
            plan.gpus = gpus;
            in.concurrency = lo;
            in.replicas = replicas;
            plan.performance = *estimateInference(arch, card, in, limit);
            best = plan;
        }
    }
    if (arch.moe.enabled()) {
        // Expert-parallel layouts, co-located and disaggregated, sized to the rate (docs/MODEL.md, "Serving layout
        // search"); taken when they need fewer GPUs than tensor parallelism alone.
        ServingSearchInputs search;
        search.run = base;
        search.run.replicas = 1;
        search.run.concurrency.reset();
        search.expertParallel = std::nullopt;
        search.maxTpot = target.maxTpot;
        search.maxTtft = target.maxTtft;
        search.requiredOutputRate = needed;
        search.maxTensorParallel = maxTensorParallel;
        auto layout = searchServingLayout(arch, card, search);
        if (layout && !layout->estimate.layout.tensorParallelOnly()
            && (!best || layout->estimate.performance.gpus < best->gpus)) {
            const InferencePerformance& p = layout->estimate.performance;
            DeploymentPlan plan;
            plan.tensorParallel = p.tensorParallel;
            plan.replicas = p.replicas;
            plan.concurrencyPerReplica = p.concurrency;
            plan.gpus = p.gpus;
            plan.performance = p;
            plan.layout = layout->estimate.layout;
            plan.servingMemory = layout->estimate.memory;
            best = plan;
        }
    }
    if (best) {
        if (best->layout.tensorParallelOnly())
            best->layout.tensorParallel = best->tensorParallel;
        return *best;
    }
    if (lastError)
        return *lastError;
    return Error{"target", "no tensor-parallel split up to " + std::to_string(maxTensorParallel) + " on "
                               + card.displayName() + " holds the model and meets the latency targets"};
}

} // namespace gputco
