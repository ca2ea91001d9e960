#pragma once

#include "uncertainty/Tornado.h"

#include <vector>

namespace gputco {

/// What a tornado measures: the lifetime TCO, or the card's unit cost (per million tokens served, per run).
enum class SensitivityMeasure { LifetimeTco, UnitCost };

/// A bar's measure with the input at its high (or low) end, in currency units; 0 for a unit cost the bar lacks.
double measuredAt(const TornadoBar& bar, bool high, SensitivityMeasure measure);

/// A card's tornado as it is drawn for one measure: the bars that move it, the widest swing first.
struct OrderedTornado {
    /// The measure drawn: the unit cost falls back to the lifetime TCO where the card has none.
    SensitivityMeasure measure = SensitivityMeasure::LifetimeTco;
    double typical = 0.0;                ///< the measure at typical inputs, currency units
    std::vector<const TornadoBar*> bars; ///< into the CardTornado's bars; valid while it lives
    bool inputsLeftOut = false;          ///< some input has a range but does not move this measure
};

/// The order both the Sensitivity view and the report draw: core sorts a card's bars by the TCO's swing
/// (CardTornado::bars); for the unit cost the unit cost's own swing decides, ties keeping that order. An input
/// whose two ends give the same measure (within 1e-9 of the typical value: the cloud rate, for an owned fleet) is
/// left out, as it has no bar to draw.
OrderedTornado orderedTornado(const CardTornado& tornado, SensitivityMeasure measure);

} // namespace gputco
