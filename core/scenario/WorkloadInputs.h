#pragma once

#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "performance/ServiceDemand.h"
#include "scenario/ScenarioState.h"

#include <optional>
#include <vector>

namespace gputco {

/// The model a workload names: a preset from core or one of `catalogueModels` (CatalogueSnapshot::models), else
/// core's custom architecture for the parameter count.
ModelArchitecture modelFor(const WorkloadState& workload, const std::vector<ModelArchitecture>& catalogueModels);

/// Core's memory-model inputs for a workload (a field-by-field mapping, no arithmetic).
MemoryInputs memoryInputsFor(const WorkloadState& workload);

/// A fine-tuning set when the user gives no token count: about 100 M tokens (an assumption, not a measurement: a
/// typical instruction or domain set of 50k-200k examples of ~500-2,000 tokens; docs/MODEL.md, "Training tokens").
inline constexpr double kFineTuneDefaultTokens = 100e6;
/// Pre-training's default: 20 tokens per parameter, the compute-optimal ratio of Hoffmann et al. 2022
/// ("Training Compute-Optimal Large Language Models", arXiv:2203.15556, "Chinchilla").
inline constexpr double kChinchillaTokensPerParameter = 20.0;

/// The training tokens a mode assumes when the user gives none: kChinchillaTokensPerParameter x `parameters` for
/// pre-training (and for inference, whose comparison view trains the served model from scratch),
/// kFineTuneDefaultTokens for full fine-tuning, LoRA and QLoRA.
double defaultTrainingTokens(TaskMode mode, double parameters);
/// The workload's training tokens: the user's count, or the mode's default when it is 0.
double trainingTokensFor(const WorkloadState& workload, double parameters);

/// The rate a serving deployment is sized to (core serviceDemand): the workload's throughput target, or
/// `throughputTarget` when the recommendation's constraint replaces it, with `requestsPerSecond`, against the
/// workload's users. The recommendation and the evaluation both size with it.
ServiceDemand serviceDemandFor(const WorkloadState& workload, std::optional<double> throughputTarget = std::nullopt,
                               std::optional<double> requestsPerSecond = std::nullopt);

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
