#pragma once

#include "hardware/Accelerator.h"
#include "model/Precision.h"

#include <string>
#include <vector>

namespace gputco {

/// How a card runs weights stored at one precision.
enum class PrecisionSupportLevel {
    Native,      ///< the card has a published dense figure for the precision its multiplies run in
    Emulated,    ///< runs, but at another precision's figure (BF16 <-> FP16, TF32 -> FP32, 4-bit weight-only)
    Unsupported, ///< no figure for it: never offered (T4 has no FP8, A100 no FP8)
};

struct PrecisionSupport {
    PrecisionSupportLevel level = PrecisionSupportLevel::Unsupported;
    Precision computesAt = Precision::BF16; ///< the precision whose figure is used (when not unsupported)
    std::string reason;                     ///< English, naming the card and the figures; empty when native
};

/// The one rule for "can this card run these weights?", read from the card's figures alone: the recommender's
/// search, `gpu-tco-cli infer` and the views use it. FP8 and INT8 need their own figure (a W8A8 multiply: no figure,
/// no support; a weight-only emulation on an older card is not modelled). BF16 and FP16 stand in for each other and
/// TF32 for FP32, marked emulated. INT4 and NF4 weights are dequantised to BF16 (FP16) for the multiply
/// (matmulPrecisionForWeights): supported wherever a 16-bit figure is, and marked as weight-only emulation.
PrecisionSupport precisionSupport(const Accelerator& card, Precision weights);

/// The precisions of `wanted` the card supports (native or emulated), in the same order.
std::vector<Precision> supportedPrecisions(const Accelerator& card, const std::vector<Precision>& wanted);

} // namespace gputco
