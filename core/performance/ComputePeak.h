#pragma once

#include "hardware/Accelerator.h"
#include "model/Precision.h"
#include "performance/PerformanceNote.h"
#include "units/Flops.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// The dense peak a workload computes at on one card, after any fallback from a precision the card lacks.
struct ComputePeak {
    std::optional<FlopsPerSecond> perGpu;    ///< nullopt: the card's figure is unknown (never guessed)
    Precision precision = Precision::BF16;   ///< the precision whose peak is used
    std::vector<std::string> notes;          ///< each fallback taken, in words, for the result's warnings
    std::vector<PerformanceNote> codedNotes; ///< the same notes as codes and figures, for translation
};

/// The precision the matrix multiplies run in when weights are stored as `weights`: FP8 and INT8 weights
/// compute in FP8 / INT8 (W8A8, as TensorRT-LLM and vLLM run them); 4-bit weights (INT4, NF4) are
/// dequantised and multiply in BF16 (weight-only kernels: GPTQ, AWQ, bitsandbytes); FP32 stays FP32.
Precision matmulPrecisionForWeights(Precision weights);

/// The card's dense peak for `wanted`. When the card has no figure for it, falls back in this order and
/// says so in `notes`: FP8, INT8 or INT4 -> BF16 -> FP16; BF16 <-> FP16; TF32 -> FP32. If no figure in the
/// chain is known, `perGpu` is nullopt. `notes` false: the same peak and precision without the notes (the
/// recommender's search, which reads none of them, asks millions of times).
ComputePeak choosePeak(const Accelerator& card, Precision wanted, bool notes = true);

} // namespace gputco
