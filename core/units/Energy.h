#pragma once

#include "units/Duration.h"
#include "units/Power.h"
#include "units/Quantity.h"

namespace gputco {

/// Electrical energy. Base unit: kilowatt-hours (the unit electricity is priced in).
class Energy : public Quantity<Energy> {
public:
    static constexpr Energy kilowattHours(double kwh) { return fromBase(kwh); }
    static constexpr Energy megawattHours(double mwh) { return fromBase(mwh * 1000.0); }
    constexpr double inKilowattHours() const { return base(); }
    constexpr double inMegawattHours() const { return base() / 1000.0; }
};

/// Energy = power x time.
constexpr Energy operator*(Watts power, Duration time)
{
    return Energy::kilowattHours(power.inKilowatts() * time.inHours());
}
constexpr Energy operator*(Duration time, Watts power) { return power * time; }

} // namespace gputco
