#pragma once

#include "memory/MemoryBreakdown.h"
#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "util/Expected.h"

#include <optional>
#include <vector>

namespace gputco {

/// Memory of one pipeline stage, per GPU of that stage.
struct StageMemory {
    int firstLayer = 0;
    int layers = 0;
    MemoryBreakdown perGpu;
};

/// The memory model's answer for one model, workload and parallel split.
struct MemoryEstimate {
    MemoryBreakdown perGpu;  ///< the stage that needs the most: the one that must fit on a card
    MemoryBreakdown allGpus; ///< summed over every GPU of the deployment
    Parallelism parallel;
    std::vector<StageMemory> stages;
    double totalParams = 0;     ///< whole model
    double trainableParams = 0; ///< whole model (LoRA: the adapters only; inference: 0)
};

/// Checks inputs against the architecture and the allowed ranges; the error names the input and the range.
std::optional<Error> validateMemoryInputs(const ModelArchitecture& arch, const MemoryInputs& inputs);

/// Memory per GPU and in total for `inputs.parallel` (docs/MODEL.md, "Memory").
Expected<MemoryEstimate> estimateMemory(const ModelArchitecture& arch, const MemoryInputs& inputs);

} // namespace gputco
