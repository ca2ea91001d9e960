#pragma once

#include "hardware/Accelerator.h"
#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "performance/TrainingEstimator.h"
#include "units/Bytes.h"
#include "util/Expected.h"

#include <optional>

namespace gputco {

/// What the training layout search may choose and what it must keep. Every `std::optional` left empty is
/// searched; a set one is kept as given.
struct TrainingSearchInputs {
    int gpus = 8;
    /// The run: tokens, precision, sequence, network, efficiencies, a measured MFU, global batch
    /// (globalBatch / globalBatchTokens; 0 = the rule of GlobalBatchRule.h). Its parallel split, micro-batch,
    /// interleaving, recomputation and ZeRO stage are replaced by the search's choice.
    TrainingInputs run;
    /// The memory model's training inputs: mode (training, LoRA, QLoRA), weight format, optimizer, overhead.
    /// Split, ZeRO stage, context, micro-batch and recomputation are set by the search.
    MemoryInputs memory;
    std::optional<Parallelism> parallel;  ///< fixed TP x PP x DP (its product must be `gpus`)
    std::optional<int> microBatch;        ///< fixed; searched over 1, 2, 4, 8
    std::optional<Recompute> recompute;   ///< fixed; searched over none, selective, full
    std::optional<int> zeroStage;         ///< fixed; searched over 1 (and 2, 3 without pipeline stages)
    std::optional<int> interleavedStages; ///< fixed; searched where the schedule allows
    int maxTensorParallel = 8;            ///< tensor parallelism stays inside one 8-GPU server
    Bytes memoryLimit;                    ///< per GPU; zero: the card's memory
};

/// The search's choice and what it was judged by.
struct TrainingPlan {
    TrainingInputs inputs;           ///< the run as chosen: split, micro-batch, interleaving, recompute, ZeRO
    TrainingPerformance performance; ///< estimateTraining of `inputs`
    Bytes memoryPerGpu;              ///< the fullest GPU, with interleaving's extra in-flight activations
    int candidatesEvaluated = 0;     ///< layouts whose time was estimated (for measuring the search)
};

/// The fastest layout (least step time per token) of `gpus` GPUs whose training memory fits the card
/// (docs/MODEL.md, "Training layout search"): tensor parallelism 1..8 dividing the heads, any pipeline depth
/// dividing the remaining GPUs, interleaved 1F1B with v virtual stages per GPU when p >= 2, p x v <= layers and
/// the micro-batches per pipeline are a multiple of p (Megatron-LM's interleaved schedule), ZeRO 1 (2 or 3 only
/// without pipeline stages, as DeepSpeed allows), micro-batch 1-8 and the least recomputation that fits.
/// Candidates are ranked by the training time model; when the card's peak or link is unknown the least model
/// parallelism that fits is taken. The error names "gpus" when nothing fits, "card" when its memory is unknown.
Expected<TrainingPlan> searchTrainingLayout(const ModelArchitecture& arch, const Accelerator& card,
                                            const TrainingSearchInputs& inputs);

} // namespace gputco
