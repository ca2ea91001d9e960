#pragma once

#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "scenario/ScenarioState.h"

namespace gputco {

/// The model a workload names: a preset from core, or core's custom architecture for the parameter count.
ModelArchitecture modelFor(const WorkloadState& workload);

/// Core's memory-model inputs for a workload (a field-by-field mapping, no arithmetic).
MemoryInputs memoryInputsFor(const WorkloadState& workload);

/// The workload after the user picks `mode`, with the weight format moved to one the mode accepts
/// (training keeps 16-bit weights, QLoRA a 4-bit base), so a mode change is one consistent edit.
WorkloadState withTaskMode(WorkloadState workload, TaskMode mode);

/// The fields the memory model reads: equal keys give equal memory answers, so the fit can be reused.
struct MemoryKey {
    std::string modelPresetId;
    double customParameters = 0;
    TaskMode mode = TaskMode::Inference;
    Precision weights = Precision::BF16;
    Precision kvCache = Precision::BF16;
    Optimizer optimizer = Optimizer::AdamW;
    int zeroStage = 0;
    int contextTokens = 0;
    int batch = 0;

    friend bool operator==(const MemoryKey&, const MemoryKey&) = default;
};
MemoryKey memoryKeyFor(const WorkloadState& workload);

} // namespace gputco
