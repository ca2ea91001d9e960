#pragma once

#include "units/Quantity.h"

namespace gputco {

/// Electrical power. Base unit: watts.
class Watts : public Quantity<Watts> {
public:
    static constexpr Watts of(double watts) { return fromBase(watts); }
    static constexpr Watts kilowatts(double kw) { return fromBase(kw * 1000.0); }
    constexpr double inWatts() const { return base(); }
    constexpr double inKilowatts() const { return base() / 1000.0; }
};

} // namespace gputco
