#include "serving/ServingSetup.h"

#include "memory/KvCache.h"
#include "memory/MemoryEstimator.h"

#include <cmath>

namespace gputco {

Expected<ServingDeployment> prepareServing(const ModelArchitecture& arch, const Accelerator& card,
                                           const InferenceInputs& inputs, const ServingScheduler& scheduler,
                                           Duration overheadPerPass)
{
    StepEfficiencies efficiencies = stepEfficienciesOf(inputs, card);
    efficiencies.overheadPerPass = overheadPerPass;
    auto costs = inferenceStepCosts(arch, card, inputs, efficiencies);
    if (!costs)
        return costs.error();
    auto steady = estimateInference(arch, card, inputs);
    if (!steady)
        return steady.error();
    if (!steady->maxConcurrency || !card.memory)
        return Error{"card", card.displayName() + "'s memory is unknown, so its KV cache is unknown"};

    MemoryInputs m;
    m.mode = WorkloadMode::Inference;
    m.weights = inputs.weights;
    m.kvCache = inputs.kvCache;
    m.parallel = Parallelism{inputs.tensorParallel, 1, 1};
    m.contextTokens = inputs.inputTokens + inputs.outputTokens;
    m.batch = *steady->maxConcurrency;
    m.overhead = inputs.overhead;
    const auto memory = estimateMemory(arch, m);
    if (!memory)
        return memory.error();
    const Bytes free = *card.memory - memory->perGpu.total();
    const Bytes cache = memory->perGpu.kvCache + free / (1.0 + inputs.overhead.reserveFraction);
    const Bytes perToken = kvCacheBytesPerTokenPerGpu(arch, inputs.kvCache, arch.layers, inputs.tensorParallel);

    ServingDeployment d;
    d.replica.costs = *costs;
    d.replica.scheduler = scheduler;
    d.kvTokens = static_cast<std::int64_t>(std::floor(cache / perToken));
    d.replica.kvBlocks = d.kvTokens / scheduler.blockTokens;
    d.steadyState = *steady;
    return d;
}

} // namespace gputco
