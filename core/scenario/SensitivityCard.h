#pragma once

#include "scenario/Evaluation.h"

namespace gputco {

/// The card the Sensitivity view and the report open on: the recommendation's card when it is selected and the
/// search has answered, else the leading option (leadingOption: the cheapest by lifetime TCO that runs the
/// workload), else the first selected card with a tornado. nullptr without one. Only a card the evaluation's
/// tornado covers is chosen.
const CardEvaluation* defaultSensitivityCard(const Evaluation& evaluation);

} // namespace gputco
