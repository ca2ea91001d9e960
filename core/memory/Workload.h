#pragma once

#include "model/Precision.h"
#include "units/Bytes.h"

#include <optional>
#include <string>
#include <string_view>

namespace gputco {

/// What the cards are asked to do. Pre-training and full fine-tuning share one memory model (Training).
enum class WorkloadMode { Inference, Training, Lora, Qlora };

enum class Optimizer { AdamW, Adam8bit, Sgd, Adafactor };

/// Activation recomputation (Korthikanti et al. 2022): none, selective (attention core), full (layer input only).
enum class Recompute { None, Selective, Full };

/// How a model is split over GPUs: tensor (within a layer), pipeline (layers into stages), data (replicas).
struct Parallelism {
    int tensor = 1;
    int pipeline = 1;
    int data = 1;

    int gpus() const { return tensor * pipeline * data; }
    friend bool operator==(const Parallelism&, const Parallelism&) = default;
};

/// "TP4 PP2": the degrees above 1, as the views and the command line label a split; empty for one GPU.
std::string parallelismText(const Parallelism& parallel);

/// Memory a framework takes beyond the model's own tensors: the CUDA context and kernels (a fixed amount
/// per GPU) and the caching allocator's reserve and fragmentation (a share of the tensors). Both can be zero.
struct RuntimeOverhead {
    Bytes fixedPerGpu = Bytes::gibibytes(1.0);
    double reserveFraction = 0.05;

    static RuntimeOverhead none() { return RuntimeOverhead{Bytes::of(0), 0.0}; }
};

/// Every input of the memory model. Defaults are documented in docs/MODEL.md.
struct MemoryInputs {
    WorkloadMode mode = WorkloadMode::Inference;
    Precision weights = Precision::BF16; ///< stored weight format (base weights for LoRA; QLoRA uses NF4)
    Precision kvCache = Precision::BF16; ///< KV cache format (inference)
    Optimizer optimizer = Optimizer::AdamW;
    int zeroStage = 0; ///< 0..3 over the data-parallel degree
    Parallelism parallel;
    int contextTokens = 4096; ///< sequence length s
    int batch = 1;            ///< micro-batch per GPU (training) or concurrent sequences (inference)
    Recompute recompute = Recompute::None;
    bool flashAttention = true;   ///< drops the 5as/h attention-score term
    bool sequenceParallel = true; ///< with TP > 1, shard the non-matmul activations too (Megatron SP)
    int loraRank = 16;
    int prefillChunkTokens = 8192; ///< tokens processed at once in prefill (inference workspace)
    RuntimeOverhead overhead;
};

std::string_view workloadModeName(WorkloadMode mode);
std::optional<WorkloadMode> parseWorkloadMode(std::string_view text);
std::string workloadModeChoices();
std::string_view optimizerName(Optimizer optimizer);
std::optional<Optimizer> parseOptimizer(std::string_view text);
std::string optimizerChoices();
std::string_view recomputeName(Recompute recompute);
std::optional<Recompute> parseRecompute(std::string_view text);
std::string recomputeChoices();

bool isTrainingMode(WorkloadMode mode);

} // namespace gputco
