#include "scenario/WorkloadInputs.h"

#include "model/ModelPresets.h"

namespace gputco {

ModelArchitecture modelFor(const WorkloadState& workload, const std::vector<ModelArchitecture>& catalogueModels)
{
    if (!workload.modelPresetId.empty())
        if (auto preset = findModel(workload.modelPresetId, catalogueModels))
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
    in.batch = batchForMode(workload);
    return in;
}

double defaultTrainingTokens(TaskMode mode, double parameters)
{
    switch (mode) {
    // Serving has no run; the comparison view's training side pre-trains the served model.
    case TaskMode::PreTraining:
    case TaskMode::Inference: return kChinchillaTokensPerParameter * parameters;
    case TaskMode::FullFineTune:
    case TaskMode::Lora:
    case TaskMode::Qlora: return kFineTuneDefaultTokens;
    }
    return 0.0;
}

double trainingTokensFor(const WorkloadState& w, double parameters)
{
    return w.trainingTokens > 0.0 ? w.trainingTokens : defaultTrainingTokens(w.mode, parameters);
}

ServiceDemand serviceDemandFor(const WorkloadState& w, std::optional<double> throughputTarget,
                               std::optional<double> requestsPerSecond)
{
    ServiceDemandInputs in;
    in.targetOutputTokensPerSecond = throughputTarget.value_or(w.targetTokensPerSecond);
    in.requestsPerSecond = requestsPerSecond.value_or(0.0);
    in.outputTokensPerRequest = w.outputTokens;
    in.concurrentUsers = w.concurrentUsers;
    in.tokensPerSecondPerUser = w.tokensPerSecondPerUser;
    in.requestsPerMinutePerUser = w.requestsPerMinutePerUser;
    return serviceDemand(in);
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
    key.batch = batchForMode(w);
    return key;
}

} // namespace gputco
