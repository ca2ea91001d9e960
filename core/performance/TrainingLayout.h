#pragma once

#include "hardware/Accelerator.h"
#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "util/Expected.h"

namespace gputco {

/// What the layout search may assume about the training job.
struct TrainingLayoutInputs {
    int gpus = 8;
    int sequence = 4096;
    int microBatch = 1;
    Recompute recompute = Recompute::Selective;
    int zeroStage = 1;         ///< optimizer states sharded over data parallelism (Megatron distributed optimizer)
    int maxTensorParallel = 8; ///< tensor parallelism stays inside one 8-GPU server
};

/// The memory-only rule the benchmark pipeline keeps (the CLI, the window and the recommender use the layout
/// search of TrainingLayoutSearch.h, which also times the candidates).
/// A TP x PP x DP split of exactly `gpus` GPUs whose training memory (memory model, mixed-precision AdamW,
/// FlashAttention, sequence parallelism) fits the card: the least model parallelism (TP x PP) that fits,
/// then fewer pipeline stages. The error names "gpus" when no split of that count fits, or "card" when
/// the card's memory is unknown.
Expected<Parallelism> chooseTrainingLayout(const ModelArchitecture& arch, const Accelerator& card,
                                           const TrainingLayoutInputs& inputs);

} // namespace gputco
