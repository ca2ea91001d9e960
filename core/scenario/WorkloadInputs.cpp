#include "scenario/WorkloadInputs.h"

#include "model/ModelPresets.h"

namespace gputco {

ModelArchitecture modelFor(const WorkloadState& workload)
{
    if (!workload.modelPresetId.empty())
        if (auto preset = findModelPreset(workload.modelPresetId))
            return *preset;
    return customModelFromParameterCount(workload.customParameters);
}

MemoryInputs memoryInputsFor(const WorkloadState& workload)
{
    MemoryInputs in;
    in.mode = workloadModeFor(workload.mode);
    in.weights = workload.weights;
    in.kvCache = workload.kvCache;
    in.optimizer = workload.optimizer;
    in.zeroStage = workload.zeroStage;
    in.contextTokens = workload.contextTokens;
    in.batch = workload.batch;
    return in;
}

WorkloadState withTaskMode(WorkloadState workload, TaskMode mode)
{
    workload.mode = mode;
    const Precision w = workload.weights;
    const bool sixteenBitOrWider = w == Precision::FP32 || w == Precision::TF32 || w == Precision::BF16
                                   || w == Precision::FP16 || w == Precision::FP8;
    if ((mode == TaskMode::PreTraining || mode == TaskMode::FullFineTune) && !sixteenBitOrWider)
        workload.weights = Precision::BF16;
    if (mode == TaskMode::Qlora && w != Precision::NF4 && w != Precision::INT4)
        workload.weights = Precision::NF4;
    return workload;
}

MemoryKey memoryKeyFor(const WorkloadState& w)
{
    MemoryKey key;
    key.modelPresetId = w.modelPresetId;
    key.customParameters = w.modelPresetId.empty() ? w.customParameters : 0.0;
    key.mode = w.mode;
    key.weights = w.weights;
    key.kvCache = w.kvCache;
    key.optimizer = w.optimizer;
    key.zeroStage = w.zeroStage;
    key.contextTokens = w.contextTokens;
    key.batch = w.batch;
    return key;
}

} // namespace gputco
