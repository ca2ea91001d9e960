#pragma once

#include "hardware/Accelerator.h"

#include <string>

namespace gputco {

/// A default efficiency and where it comes from, so results can say what they assumed.
struct EfficiencyDefault {
    double value = 0.0;
    std::string basis; ///< one sentence: the measurement or rule behind the value
};

/// Share of the dense BF16/FP16 peak a training step reaches while computing (the compute phase; the model
/// adds tensor/data-parallel communication and the pipeline bubble itself). docs/MODEL.md, "Performance":
/// Hopper 0.45 (Megatron-Core README: 41-48% end-to-end MFU on up to 6,144 H100; Llama 3: 38-43% on 16K H100);
/// A100/A800 0.50 (Megatron-LM README, Korthikanti et al. 2022: 41.5-56.3% MFU on A100);
/// other cards 0.45 scaled by their measured matmul share of peak over H100's (stas00 ml-engineering MAMF:
/// H100 80.3%, B200 77.6%, GB200 72.9%, MI300X 51.4%, MI325X 60.4%, Gaudi 2 96.9%, Gaudi 3 74.1%);
/// a card with no measurement gets the Hopper value and the basis says so.
EfficiencyDefault defaultTrainingComputeEfficiency(const Accelerator& card);

/// End-to-end speed-up of FP8 over BF16 training on the same card, [R] 1.4: FP8 doubles the tensor peak but
/// attention, norms, communication and the higher-precision master weights do not speed up.
inline constexpr double kFp8TrainingSpeedup = 1.4;

/// Share of dense peak reached by prefill (large matrix multiplies over the prompt), [R] 0.5; see
/// docs/VALIDATION.md for TensorRT-LLM time-to-first-token checks.
inline constexpr double kDefaultPrefillEfficiency = 0.5;

/// Share of dense peak reached by decode when it is compute-bound (large batches), [R] 0.5.
inline constexpr double kDefaultDecodeComputeEfficiency = 0.5;

/// Share of peak memory bandwidth decode reaches reading weights and KV cache (model bandwidth
/// utilisation), [R] 0.7; docs/VALIDATION.md compares it with NeMo and TensorRT-LLM measurements.
inline constexpr double kDefaultMemoryBandwidthEfficiency = 0.7;

} // namespace gputco
