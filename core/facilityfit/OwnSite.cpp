#include "facilityfit/OwnSite.h"

#include "rack/RackElectrical.h"

#include <array>
#include <cmath>

namespace gputco {
namespace {

// Standard circuit-breaker ratings in amperes (IEC 60898 to 125 A, moulded-case IEC 60947-2 above).
constexpr std::array<double, 17> kBreakerRatings{16,  20,  25,  32,  40,  50,  63,  80, 100,
                                                 125, 160, 200, 250, 315, 400, 500, 630};

} // namespace

std::optional<Error> validateOwnSite(const OwnSite& s)
{
    if (s.racks < 1 || s.racks > 100000)
        return Error{"racks", "the site needs from 1 to 100,000 racks"};
    if (!(s.kwPerRack >= 1.0 && s.kwPerRack <= 200.0))
        return Error{"kw-per-rack", "kW per rack must be from 1 to 200"};
    if (!(s.rentPerRackMonth >= 0.0) || !std::isfinite(s.rentPerRackMonth))
        return Error{"rent", "the rent per rack-month must be zero or more"};
    if (!(s.pue >= 1.0 && s.pue <= 3.0))
        return Error{"pue", "PUE must be from 1 to 3"};
    if (!(s.electricityPricePerKwh >= 0.0) || !std::isfinite(s.electricityPricePerKwh))
        return Error{"electricity-price", "the electricity price per kWh must be zero or more"};
    return std::nullopt;
}

OwnSite ownSiteOf(const Facility& f)
{
    OwnSite s;
    s.racks = f.availableRacks.value_or(0);
    s.kwPerRack = 0.0;
    for (const CoolingOffer& offer : f.cooling) {
        if (offer.method == CoolingMethod::DirectLiquid) {
            s.liquid = true;
            s.kwPerRack = offer.maxPerRack.inKilowatts();
            break;
        }
        if (offer.method == CoolingMethod::ContainedAir)
            s.kwPerRack = offer.maxPerRack.inKilowatts();
    }
    s.rentPerRackMonth = f.rackPricePerMonth ? f.rackPricePerMonth->inCurrencyUnits() : 0.0;
    s.electricityPricePerKwh = f.electricityPricePerKwh;
    s.pue = f.pue;
    return s;
}

Expected<Facility> withOwnSite(Facility f, const OwnSite& s)
{
    if (auto error = validateOwnSite(s))
        return *error;
    f.availableRacks = s.racks;
    const Watts perRack = Watts::kilowatts(s.kwPerRack);
    f.cooling = {CoolingOffer{s.liquid ? CoolingMethod::DirectLiquid : CoolingMethod::ContainedAir, perRack}};
    f.rack.breakerAmps = kBreakerRatings.back();
    for (double amps : kBreakerRatings) {
        RackOffer rack = f.rack;
        rack.breakerAmps = amps;
        if (usableFeedPower(rack) >= perRack) {
            f.rack.breakerAmps = amps;
            break;
        }
    }
    f.rackPricePerMonth = Money::amount(s.rentPerRackMonth);
    f.pricePerKwMonth.reset(); // one rent: per rack
    f.electricityPricePerKwh = s.electricityPricePerKwh;
    f.pue = s.pue;
    return f;
}

} // namespace gputco
