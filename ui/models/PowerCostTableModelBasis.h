#pragma once

#include "scenario/Evaluation.h"

#include <QString>

namespace gputco::ui {

/// What a card's money figures rest on, for tooltips: the capex basis and the price used (range, date, source,
/// tag, a flag when outside its range) or why there is none, the resale value and, with a discount rate, the
/// present value and equivalent annual cost. Empty for a priced card with no deployment (nothing was costed).
QString capexBasisToolTip(const CardEvaluation& card, const EconomicsState& economics);

/// The cloud offer a card's break-even and rented costs rest on: provider, term, the rate quoted and converted,
/// its date, source and tag, and whether it is the cheapest or the scenario's named offer.
QString cloudBasisToolTip(const CardEvaluation& card, const EconomicsState& economics);

} // namespace gputco::ui
