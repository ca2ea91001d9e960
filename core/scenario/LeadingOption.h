#pragma once

#include "scenario/Evaluation.h"

namespace gputco {

/// The selected card the other views lead with: among the cards that hold the workload and have a deployment
/// (a sized inference service or a training layout), the one with a card price and the lowest total cost
/// over the period, then the fewest GPUs. nullptr when no selected card can run the workload: a card that
/// does not fit is never the lead, whatever its cost.
const CardEvaluation* leadingOption(const Evaluation& evaluation);

} // namespace gputco
