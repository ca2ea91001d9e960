#pragma once

#include "hardware/Accelerator.h"
#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "model/Precision.h"
#include "performance/Collectives.h"
#include "performance/PerformanceNote.h"
#include "units/Duration.h"
#include "units/Flops.h"
#include "util/Expected.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// Every input of the training time model. Defaults are documented in docs/MODEL.md, "Performance".
struct TrainingInputs {
    double tokens = 0.0;                   ///< training tokens, D
    Precision precision = Precision::BF16; ///< matmul precision: bf16, fp16, fp8, tf32 or fp32
    Parallelism parallel;                  ///< TP x PP x DP; its product is the GPU count
    int expertParallel = 1;                ///< MoE: routed experts sharded over this many DP ranks (divides DP)
    int sequence = 4096;                   ///< tokens per sequence, s
    int microBatch = 1;                    ///< sequences per micro-batch per GPU
    int globalBatch = 0;                   ///< sequences per optimizer step; 0: from globalBatchTokens
    double globalBatchTokens = 0.0;        ///< tokens per step when globalBatch is 0; 0: GlobalBatchRule.h by GPUs
    int zeroStage = 1;         ///< 0-2: gradients reduced once a step; 3: parameters gathered per micro-batch
    int interleavedStages = 1; ///< virtual pipeline stages per GPU (interleaved 1F1B); 1 = plain 1F1B
    Recompute recompute = Recompute::None;
    int gpusPerNode = 8;
    /// Network per GPU, each direction; nullopt: the card's server's (Accelerator::scaleOut), else the default.
    std::optional<BytesPerSecond> interNodePerDirection;
    /// Share of nominal link bandwidth reached; nullopt: the card's efficiency profile inside a server (its
    /// tensor-parallel share), kDefaultLinkEfficiency on the network.
    std::optional<double> linkEfficiency;
    double gradientBytes = 4.0;              ///< per gradient element reduced; Megatron-LM reduces BF16 grads in FP32
    double activationBytes = 2.0;            ///< per activation element in tensor-parallel all-reduces (BF16)
    double tensorParallelOverlap = 0.5;      ///< share of tensor-parallel communication hidden behind compute, [R]
    std::optional<double> computeEfficiency; ///< compute-phase share of peak; default by card (EfficiencyDefaults.h)
    std::optional<double> endToEndMfu;       ///< a measured end-to-end MFU: replaces the overhead model for time
};

/// One optimizer step, per GPU. Exposed parts are what is left after overlap with compute.
struct TrainingStep {
    int microBatches = 0; ///< per data-parallel rank and step
    int globalBatch = 0;  ///< sequences per step
    Duration compute;
    Duration pipelineBubble;     ///< (p - 1) / (v m) of compute (Narayanan et al. 2021, sec. 2.2)
    Duration stageImbalance;     ///< the longest stage's extra layers when p x v does not divide the layers
    Duration pipelineComm;       ///< activations sent between stages (2 per micro-batch and virtual stage), exposed
    Duration tensorParallelComm; ///< all of it; `tensorParallelExposed` is the part added to the step
    Duration tensorParallelExposed;
    Duration dataParallelComm; ///< gradient all-reduce; `dataParallelExposed` is the part added to the step
    Duration dataParallelExposed;
    Duration total; ///< compute + bubble + imbalance + exposed communication

    /// Share of the step spent on exposed communication (tensor and data parallel, pipeline sends).
    double communicationShare() const;
    /// Share of the step the pipeline idles: bubble and stage imbalance.
    double bubbleShare() const;
};

/// The training time model's answer. Time fields are nullopt when a figure they need is unknown
/// (the card's peak or its link bandwidth), never guessed; `notes` then says which.
struct TrainingPerformance {
    FlopCount modelFlops;    ///< whole run, MFU convention (6N + 12 L H Q s per token)
    FlopCount hardwareFlops; ///< whole run, with recomputation
    int gpus = 0;
    double steps = 0.0;
    Precision computePrecision = Precision::BF16; ///< the precision whose peak is used (after fallback)
    std::optional<FlopsPerSecond> peakPerGpu;
    double computeEfficiency = 0.0;
    std::string efficiencyBasis;
    std::optional<TrainingStep> step; ///< modelled step (even when an end-to-end MFU sets the time)
    std::optional<Duration> wallTime;
    std::optional<double> gpuHours;
    std::optional<double> mfu;               ///< achieved end to end: model FLOPs / (GPUs x peak x wall time)
    std::vector<std::string> notes;          ///< fallbacks, unknowns and assumptions worth showing
    std::vector<PerformanceNote> codedNotes; ///< the same notes as codes and figures, for translation
};

/// Checks the inputs; the error names the input and the allowed range.
std::optional<Error> validateTrainingInputs(const ModelArchitecture& arch, const TrainingInputs& inputs);

/// Time, GPU-hours and MFU of training `arch` on `card` (docs/MODEL.md, "Performance"):
/// compute = hardware FLOPs / (GPUs x peak x efficiency), plus the pipeline bubble and the exposed
/// tensor- and data-parallel communication over the card's link and the network.
Expected<TrainingPerformance> estimateTraining(const ModelArchitecture& arch, const Accelerator& card,
                                               const TrainingInputs& inputs);

} // namespace gputco
