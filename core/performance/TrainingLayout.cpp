#include "performance/TrainingLayout.h"

#include "memory/MemoryEstimator.h"

#include <string>
#include <tuple>
#include <vector>

namespace gputco {

Expected<Parallelism> chooseTrainingLayout(const ModelArchitecture& a, const Accelerator& card,
                                           const TrainingLayoutInputs& in)
{
    if (in.gpus < 1)
        return Error{"gpus", "the GPU count must be at least 1"};
    if (!card.memory)
        return Error{"card", card.displayName()
                                 + " has no known memory size, so no split can be checked; give the "
                                   "tensor- and pipeline-parallel degrees yourself"};

    std::optional<Parallelism> best;
    for (int t = 1; t <= in.maxTensorParallel && t <= a.attentionHeads && t <= in.gpus; t *= 2) {
        if (a.attentionHeads % t != 0 || in.gpus % t != 0)
            continue;
        for (int p = 1; p <= a.layers && t * p <= in.gpus; ++p) {
            if (in.gpus % (t * p) != 0)
                continue;
            MemoryInputs m;
            m.mode = WorkloadMode::Training;
            m.parallel = Parallelism{t, p, in.gpus / (t * p)};
            m.zeroStage = in.zeroStage;
            m.contextTokens = in.sequence;
            m.batch = in.microBatch;
            m.recompute = in.recompute;
            auto estimate = estimateMemory(a, m);
            if (!estimate || estimate->perGpu.total() > *card.memory)
                continue;
            const auto key = [](const Parallelism& x) { return std::tuple(x.tensor * x.pipeline, x.pipeline); };
            if (!best || key(m.parallel) < key(*best))
                best = m.parallel;
            break; // more stages of the same TP only add model parallelism
        }
    }
    if (best)
        return *best;
    return Error{"gpus", a.displayName + " does not fit in training on " + std::to_string(in.gpus) + " x "
                             + card.displayName() + " with TP up to " + std::to_string(in.maxTensorParallel)
                             + " and any pipeline depth dividing the GPUs; use more GPUs"};
}

} // namespace gputco
