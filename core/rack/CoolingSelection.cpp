#include "rack/CoolingSelection.h"

namespace gputco {

std::optional<Error> validateCoolingThresholds(const CoolingThresholds& t)
{
    if (t.legacyAirMax.inWatts() <= 0)
        return Error{"legacy air threshold", "must be above 0 kW"};
    if (t.containedAirMax <= t.legacyAirMax)
        return Error{"contained air threshold", "must be above the legacy air threshold"};
    if (t.rearDoorMax <= t.containedAirMax)
        return Error{"rear-door threshold", "must be above the contained air threshold"};
    if (t.directLiquidMax <= t.rearDoorMax)
        return Error{"direct liquid threshold", "must be above the rear-door threshold"};
    return std::nullopt;
}

CoolingMethod requiredCoolingMethod(Watts rackPower, CoolingKind serverCooling, const CoolingThresholds& t)
{
    CoolingMethod method = CoolingMethod::Immersion;
    if (rackPower <= t.legacyAirMax)
        method = CoolingMethod::LegacyAir;
    else if (rackPower <= t.containedAirMax)
        method = CoolingMethod::ContainedAir;
    else if (rackPower <= t.rearDoorMax)
        method = CoolingMethod::RearDoorHeatExchanger;
    else if (rackPower <= t.directLiquidMax)
        method = CoolingMethod::DirectLiquid;
    if (serverCooling == CoolingKind::Liquid && method < CoolingMethod::DirectLiquid)
        method = CoolingMethod::DirectLiquid;
    return method;
}

bool coolingMethodServes(CoolingMethod method, CoolingKind serverCooling)
{
    const bool liquid = method == CoolingMethod::DirectLiquid || method == CoolingMethod::Immersion;
    return serverCooling == CoolingKind::Liquid ? liquid : !liquid;
}

AshraeClass plannedInletClass(Watts rackPower, CoolingKind serverCooling, const CoolingThresholds& t)
{
    if (serverCooling == CoolingKind::Air && rackPower > t.containedAirMax)
        return AshraeClass::H1;
    return AshraeClass::A1;
}

} // namespace gputco
