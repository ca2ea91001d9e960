#include "memory/FitPlanner.h"

#include "memory/MemoryEstimator.h"
#include "units/UnitText.h"

#include <algorithm>
#include <tuple>

namespace gputco {
namespace {

std::vector<int> tensorDegrees(const ModelArchitecture& a, const FitLimits& limits)
{
    std::vector<int> out;
    for (int t = 1; t <= limits.maxTensorParallel && t <= a.attentionHeads; t *= 2)
        if (a.attentionHeads % t == 0)
            out.push_back(t);
    return out;
}

// Every stage count up to 8, then the usual powers of two and their 1.5x neighbours.
std::vector<int> pipelineDegrees(const ModelArchitecture& a, const FitLimits& limits)
{
    std::vector<int> out;
    for (int p : {1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 24, 32, 48, 64, 96, 128})
        if (p <= a.layers && p <= limits.maxPipelineParallel)
            out.push_back(p);
    return out;
}

std::vector<int> dataDegrees(const MemoryInputs& in, const FitLimits& limits)
{
    // Without ZeRO every data-parallel replica holds everything: more replicas never help memory.
    if (in.mode == WorkloadMode::Inference || in.zeroStage == 0)
        return {1};
    std::vector<int> out;
    for (int d = 1; d <= limits.maxDataParallel; d *= 2)
        out.push_back(d);
    return out;
}

} // namespace

FitPlanner::FitPlanner(const ModelArchitecture& arch, const MemoryInputs& inputs, FitLimits limits)
{
    if (auto error = validateMemoryInputs(arch, inputs)) {
        invalidReason_ = error->describe();
        return;
    }
    for (int t : tensorDegrees(arch, limits))
        for (int p : pipelineDegrees(arch, limits))
            for (int d : dataDegrees(inputs, limits)) {
                MemoryInputs in = inputs;
                in.parallel = Parallelism{t, p, d};
                auto estimate = estimateMemory(arch, in);
                if (estimate)
                    candidates_.push_back(Candidate{in.parallel, estimate->perGpu});
            }
    std::sort(candidates_.begin(), candidates_.end(), [](const Candidate& x, const Candidate& y) {
        return std::tuple(x.parallel.gpus(), x.parallel.pipeline, x.parallel.tensor)
               < std::tuple(y.parallel.gpus(), y.parallel.pipeline, y.parallel.tensor);
    });
}

FitResult FitPlanner::fitOn(std::optional<Bytes> capacity) const
{
    FitResult result;
    if (!invalidReason_.empty()) {
        result.reason = invalidReason_;
        return result;
    }
    if (!capacity || capacity->inBytes() <= 0) {
        result.reason = "memory capacity unknown";
        return result;
    }
    const Candidate* smallest = nullptr;
    for (const Candidate& c : candidates_) {
        if (c.perGpu.total() <= *capacity) {
            result.fits = true;
            result.parallel = c.parallel;
            result.perGpu = c.perGpu;
            return result;
        }
        if (!smallest || c.perGpu.total() < smallest->perGpu.total())
            smallest = &c;
    }
    if (smallest) {
        const Parallelism& p = smallest->parallel;
        result.reason = "does not fit on up to " + std::to_string(p.gpus()) + " GPUs: the best split (TP"
                        + std::to_string(p.tensor) + " x PP" + std::to_string(p.pipeline) + " x DP"
                        + std::to_string(p.data) + ") still needs " + gigabytesText(smallest->perGpu.total())
                        + " per GPU, the card has " + gigabytesText(*capacity);
        result.perGpu = smallest->perGpu;
    } else {
        result.reason = "no parallel split is possible for this model";
    }
    return result;
}

} // namespace gputco
