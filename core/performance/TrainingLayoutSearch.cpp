#include "performance/TrainingLayoutSearch.h"

#include "memory/MemoryEstimator.h"
#include "performance/GlobalBatchRule.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

namespace gputco {
namespace {

constexpr std::array<int, 4> kMicroBatches{1, 2, 4, 8};
constexpr std::array<Recompute, 3> kRecomputes{Recompute::None, Recompute::Selective, Recompute::Full};
constexpr int kMaxVirtualStages = 16;

template <typename T, typename Range>
std::vector<T> choices(const std::optional<T>& fixed, const Range& all)
{
    if (fixed)
        return {*fixed};
    return std::vector<T>(all.begin(), all.end());
}

std::vector<int> tensorDegrees(const ModelArchitecture& a, const TrainingSearchInputs& in)
{
    if (in.parallel)
        return {in.parallel->tensor};
    std::vector<int> out;
    for (int t = 1; t <= in.maxTensorParallel && t <= a.attentionHeads && t <= in.gpus; t *= 2)
        if (a.attentionHeads % t == 0 && in.gpus % t == 0)
            out.push_back(t);
    return out;
}

std::vector<int> pipelineDepths(const ModelArchitecture& a, const TrainingSearchInputs& in, int tensor)
{
    if (in.parallel)
        return {in.parallel->pipeline};
    std::vector<int> out;
    const int rest = in.gpus / tensor;
    for (int p = 1; p <= a.layers && p <= rest; ++p)
        if (rest % p == 0)
            out.push_back(p);
    return out;
}

std::vector<int> zeroStages(const TrainingSearchInputs& in, int pipeline)
{
    if (in.zeroStage)
        return {*in.zeroStage};
    if (pipeline > 1)
        return {1}; // DeepSpeed runs ZeRO-2/3 only without pipeline parallelism; Megatron's optimizer is ZeRO-1
    return {1, 2, 3};
}

// Sequences per step for this split, or 0 when the split cannot carry the batch asked for. A fixed batch must
// divide into DP x micro-batch; a batch in tokens is rounded to the nearest multiple of DP x micro-batch, and a
// split whose DP x micro-batch exceeds the batch is refused (it would silently multiply the batch).
int globalBatchFor(const TrainingSearchInputs& in, int data, int microBatch)
{
    const int unit = data * microBatch;
    if (in.run.globalBatch > 0)
        return in.run.globalBatch % unit == 0 ? in.run.globalBatch : 0;
    const double tokens = in.run.globalBatchTokens > 0.0 ? in.run.globalBatchTokens : defaultGlobalBatchTokens(in.gpus);
    const double sequences = std::max(1.0, std::round(tokens / in.run.sequence));
    if (unit > sequences)
        return 0;
    return static_cast<int>(std::max(1.0, std::round(sequences / unit))) * unit;
}

// Interleaved 1F1B keeps more micro-batches in flight on the first stage: activations of L (1 + (p - 1) / (p v))
// layers instead of L (Korthikanti et al. 2022, sec. 4.2.3).
double interleavedActivationFactor(int pipeline, int virtualStages)
{
    if (virtualStages <= 1)
        return 1.0;
    return 1.0 + static_cast<double>(pipeline - 1) / (static_cast<double>(pipeline) * virtualStages);
}

struct Fitted {
    bool ok = false;
    Bytes total;
    Bytes activations;
};

} // namespace

Expected<TrainingPlan> searchTrainingLayout(const ModelArchitecture& a, const Accelerator& card,
                                            const TrainingSearchInputs& in)
{
    if (in.gpus < 1)
        return Error{"gpus", "the GPU count must be at least 1"};
    if (in.parallel && in.parallel->gpus() != in.gpus)
        return Error{"gpus", std::to_string(in.gpus) + " is not TP x PP x DP = " + std::to_string(in.parallel->gpus())};
    const bool limitGiven = in.memoryLimit.inBytes() > 0.0;
    if (!card.memory && !limitGiven)
        return Error{"card", card.displayName()
                                 + " has no known memory size, so no split can be checked; give the "
                                   "tensor- and pipeline-parallel degrees yourself"};
    const Bytes limit = limitGiven ? in.memoryLimit : *card.memory;

    MemoryInputs m = in.memory;
    if (m.mode == WorkloadMode::Inference)
        m.mode = WorkloadMode::Training;
    m.contextTokens = in.run.sequence;

    std::optional<TrainingPlan> best;
    double bestSecondsPerToken = 0.0;
    bool bestTimed = false;
    int evaluated = 0;
    bool batchFits = false; // some split can carry the global batch
    std::optional<Error> lastError;

    for (int t : tensorDegrees(a, in)) {
        for (int p : pipelineDepths(a, in, t)) {
            const int d = in.gpus / (t * p);
            for (int z : zeroStages(in, p)) {
                for (int mb : choices<int>(in.microBatch, kMicroBatches)) {
                    const int globalBatch = globalBatchFor(in, d, mb);
                    if (globalBatch == 0)
                        continue;
                    batchFits = true;
                    // Memory per recomputation choice (it does not depend on the interleaving).
                    const std::vector<Recompute> recomputes = choices<Recompute>(in.recompute, kRecomputes);
                    std::vector<Fitted> fitted(recomputes.size());
                    bool anyFits = false;
                    for (std::size_t i = 0; i < recomputes.size(); ++i) {
                        m.parallel = Parallelism{t, p, d};
                        m.zeroStage = z;
                        m.batch = mb;
                        m.recompute = recomputes[i];
                        const auto estimate = estimateMemory(a, m);
                        if (!estimate) {
                            lastError = estimate.error();
                            continue;
                        }
                        fitted[i] = {true, estimate->perGpu.total(), estimate->perGpu.activations};
                        anyFits = anyFits || fitted[i].total <= limit;
                    }
                    if (!anyFits)
                        break; // a larger micro-batch needs more memory still

                    const int microBatches = globalBatch / (d * mb);
                    std::vector<int> virtualStages;
                    if (in.interleavedStages)
                        virtualStages = {*in.interleavedStages};
                    else
                        for (int v = 1; v <= kMaxVirtualStages && (v == 1 || p * v <= a.layers); ++v)
                            // Megatron-LM's interleaved schedule: p >= 2 and micro-batches a multiple of p.
                            if (v == 1 || (p >= 2 && microBatches % p == 0))
                                virtualStages.push_back(v);

                    for (int v : virtualStages) {
                        const double factor = interleavedActivationFactor(p, v);
                        std::optional<std::size_t> chosen;
                        Bytes need;
                        for (std::size_t i = 0; i < recomputes.size() && !chosen; ++i) {
                            if (!fitted[i].ok)
                                continue;
                            const Bytes extra =
                                fitted[i].activations * ((factor - 1.0) * (1.0 + m.overhead.reserveFraction));
                            if (fitted[i].total + extra <= limit) {
                                chosen = i;
                                need = fitted[i].total + extra;
                            }
                        }
                        if (!chosen)
                            continue;
                        TrainingInputs run = in.run;
                        run.parallel = Parallelism{t, p, d};
                        run.microBatch = mb;
                        run.globalBatch = globalBatch;
                        run.interleavedStages = v;
                        run.recompute = recomputes[*chosen];
                        run.zeroStage = z;
                        auto perf = estimateTraining(a, card, run);
                        ++evaluated;
                        if (!perf) {
                            lastError = perf.error();
                            continue;
                        }
                        const bool timed = perf->step.has_value();
                        const double secondsPerToken =
                            timed ? perf->step->total.inSeconds() / (static_cast<double>(globalBatch) * run.sequence)
                                  : 0.0;
                        // Untimed (peak or link unknown): keep the first that fits, the least model parallelism.
                        const bool better =
                            !best || (timed && (!bestTimed || secondsPerToken < bestSecondsPerToken * (1.0 - 1e-9)));
                        if (better) {
                            best = TrainingPlan{run, std::move(perf).value(), need, 0};
                            bestSecondsPerToken = secondsPerToken;
                            bestTimed = timed;
                        }
                    }
                }
            }
        }
    }
    if (best) {
        best->candidatesEvaluated = evaluated;
        return *best;
    }
    if (lastError && in.parallel)
        return *lastError;
    if (!batchFits)
        return Error{in.run.globalBatch > 0 ? "global-batch" : "global-batch-tokens",
                     "no split of " + std::to_string(in.gpus)
                         + " GPUs divides this global batch into whole micro-batches per data-parallel rank; "
                           "raise the batch or use fewer GPUs"};
    return Error{"gpus", a.displayName + " does not fit in training on " + std::to_string(in.gpus) + " x "
                             + card.displayName() + " with TP up to " + std::to_string(in.maxTensorParallel)
                             + ", any pipeline depth dividing the GPUs and the micro-batches and "
                               "recomputation allowed; use more GPUs"};
}

} // namespace gputco
