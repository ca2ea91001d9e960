#pragma once

#include "hardware/Accelerator.h"
#include "model/Precision.h"

#include <string>
#include <vector>

namespace gputco {

/// The datasheet figures a search needs that the card's row leaves empty, named as the catalogue's columns read:
/// "memory capacity", "memory bandwidth", "TDP", then "BF16 peak", "FP8 peak", ... for each precision searched.
std::vector<std::string> unknownFigures(const Accelerator& card, const std::vector<Precision>& precisions);

/// "memory bandwidth and FP8 peak unknown", "" when every figure is known.
std::string unknownFiguresText(const Accelerator& card, const std::vector<Precision>& precisions);

} // namespace gputco
