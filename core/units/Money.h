#pragma once

#include "units/Quantity.h"

#include <cmath>

namespace gputco {

/// An amount of money in the scenario's one currency (the currency code travels with the scenario, not
/// with each amount). Base unit: whole currency units as a double; the rounding point is the minor unit
/// (0.01), applied only when an amount is shown or exported, so sums of many small costs do not drift.
class Money : public Quantity<Money> {
public:
    static constexpr Money amount(double units) { return fromBase(units); }
    constexpr double inCurrencyUnits() const { return base(); }
    /// The amount rounded to the minor unit (cents, fen), the one rounding point for display and export.
    double roundedToMinorUnit() const { return std::round(base() * 100.0) / 100.0; }
};

} // namespace gputco
