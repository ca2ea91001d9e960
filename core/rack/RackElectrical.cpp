#include "rack/RackElectrical.h"

#include <cmath>
#include <numbers>

namespace gputco {

std::optional<Error> validateRackOffer(const RackOffer& rack)
{
    if (rack.phases != 1 && rack.phases != 3)
        return Error{"phases", "must be 1 (single phase) or 3 (three phase)"};
    if (!(rack.voltage >= 100.0 && rack.voltage <= 1000.0))
        return Error{"voltage", "must be between 100 and 1000 V"};
    if (!(rack.breakerAmps > 0.0 && rack.breakerAmps <= 1000.0))
        return Error{"breaker", "must be above 0 and at most 1000 A"};
    if (!(rack.derating > 0.0 && rack.derating <= 1.0))
        return Error{"derating", "must be above 0 and at most 1"};
    if (!(rack.powerFactor > 0.0 && rack.powerFactor <= 1.0))
        return Error{"power factor", "must be above 0 and at most 1"};
    if (rack.usableUnits < 1 || rack.usableUnits > 100)
        return Error{"usable units", "must be between 1 and 100 U"};
    return std::nullopt;
}

namespace {
// Single phase S = V x I; balanced three phase S = sqrt(3) x V_LL x I (datacenter.md section 1.3).
double phaseFactor(const RackOffer& rack) { return rack.phases == 3 ? std::numbers::sqrt3 : 1.0; }
} // namespace

double nameplateVoltAmperes(const RackOffer& rack) { return phaseFactor(rack) * rack.voltage * rack.breakerAmps; }

double usableVoltAmperes(const RackOffer& rack) { return nameplateVoltAmperes(rack) * rack.derating; }

Watts usableFeedPower(const RackOffer& rack) { return Watts::of(usableVoltAmperes(rack) * rack.powerFactor); }

double lineCurrentAmps(Watts load, const RackOffer& rack)
{
    return load.inWatts() / (phaseFactor(rack) * rack.voltage * rack.powerFactor);
}

FeedLoad feedLoad(Watts rackLoad, const RackOffer& rack)
{
    FeedLoad out;
    out.voltAmperes = rackLoad.inWatts() / rack.powerFactor;
    out.ampsPerPhase = lineCurrentAmps(rackLoad, rack);
    out.breakerAmpsNeeded = out.ampsPerPhase / rack.derating;
    // A tiny tolerance keeps a load of exactly n circuits at n, not n + 1, after floating-point rounding.
    out.circuitsPerFeed = static_cast<int>(std::ceil(out.voltAmperes / usableVoltAmperes(rack) - 1e-9));
    out.feeds = rack.dualFeeds ? 2 : 1;
    return out;
}

} // namespace gputco
