#pragma once

#include "uncertainty/UncertainInput.h"
#include "uncertainty/UncertaintyModel.h"
#include "units/Money.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// One input at its low and at its high, every other input typical.
struct TornadoBar {
    UncertainInput input = UncertainInput::CardPrice;
    double lowMultiple = 1.0; ///< of the typical value
    double highMultiple = 1.0;
    Money tcoAtLow; ///< lifetime TCO with the input at its low
    Money tcoAtHigh;
    std::optional<Money> unitCostAtLow; ///< cost per million tokens (inference) or per run (training)
    std::optional<Money> unitCostAtHigh;

    double tcoSwing() const;      ///< |TCO at high - TCO at low|, currency units
    double unitCostSwing() const; ///< the same for the unit cost; 0 without one
};

/// One card's tornado: the inputs that can move, the one that moves its lifetime TCO most first.
struct CardTornado {
    std::string cardId;
    Money typicalTco;
    std::optional<Money> typicalUnitCost;
    std::vector<TornadoBar> bars; ///< sorted by TCO swing, then unit-cost swing, then input order
};

/// For each card of the model: each input whose band is not {1, 1} (certain inputs and the efficiency that does
/// not set the card's speed have none) at its low and high multiples, the others at 1, costed by costCardAt.
/// A card core refuses to cost at its typical inputs is left out.
std::vector<CardTornado> tornadoOf(const UncertaintyModel& model);

} // namespace gputco
