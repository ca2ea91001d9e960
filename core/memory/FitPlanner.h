#pragma once

#include "memory/MemoryBreakdown.h"
#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "units/Bytes.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// Bounds of the split search.
struct FitLimits {
    int maxTensorParallel = 8; ///< TP stays inside one NVLink/PCIe node of 8 GPUs
    int maxPipelineParallel = 128;
    int maxDataParallel = 1024; ///< only searched when ZeRO shards states over data parallelism
};

/// The smallest deployment of a workload that fits a card, or why there is none.
struct FitResult {
    bool fits = false;
    Parallelism parallel;   ///< the split chosen (when it fits)
    MemoryBreakdown perGpu; ///< memory per GPU at that split
    std::string reason;     ///< why it does not fit (empty when it fits)

    int gpus() const { return fits ? parallel.gpus() : 0; }
};

/// Finds, for any card capacity, the fewest GPUs (and the TP x PP x DP split) that hold a workload.
/// The per-GPU memory of every split depends on the workload only, so it is computed once here and
/// each card is then answered by a scan: cheap enough to re-run on every slider step.
class FitPlanner {
public:
    FitPlanner(const ModelArchitecture& arch, const MemoryInputs& inputs, FitLimits limits = {});

    /// Fewest GPUs first; among equals, fewer pipeline stages, then a smaller TP degree.
    FitResult fitOn(std::optional<Bytes> capacityPerGpu) const;

private:
    struct Candidate {
        Parallelism parallel;
        MemoryBreakdown perGpu;
    };
    std::vector<Candidate> candidates_; // sorted by preference
    std::string invalidReason_;
};

} // namespace gputco
