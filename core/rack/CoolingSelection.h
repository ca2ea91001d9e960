#pragma once

#include "facility/AshraeClass.h"
#include "facility/Facility.h"
#include "hardware/Server.h"
#include "units/Power.h"
#include "util/Expected.h"

#include <optional>

namespace gputco {

/// Highest rack density each cooling method handles; editable because practice varies by site. Defaults are
/// the reference's suggested cut-offs [R] drawn from crac.services, heathertechnologies and factryze: legacy air
/// <= 10 kW, contained air <= 25 kW, rear-door heat exchanger <= 45 kW, direct liquid <= 150 kW, above that
/// immersion (or DLC with a site-specific design).
struct CoolingThresholds {
    Watts legacyAirMax = Watts::kilowatts(10);
    Watts containedAirMax = Watts::kilowatts(25);
    Watts rearDoorMax = Watts::kilowatts(45);
    Watts directLiquidMax = Watts::kilowatts(150);
};

/// The thresholds must be positive and ascending; the error names the first one out of order.
std::optional<Error> validateCoolingThresholds(const CoolingThresholds& thresholds);

/// The least elaborate method that removes `rackPower`; liquid-cooled servers need direct liquid at least.
CoolingMethod requiredCoolingMethod(Watts rackPower, CoolingKind serverCooling, const CoolingThresholds& thresholds);

/// Whether a hall's cooling method can serve a server of this cooling kind: air-cooled servers use the air
/// methods and rear-door heat exchangers (which cool the servers' exhaust air), liquid-cooled ones need
/// direct liquid or immersion.
bool coolingMethodServes(CoolingMethod method, CoolingKind serverCooling);

/// The inlet class the hall should hold [R]: A1 (every A-class server accepts its 15-32 C allowable range)
/// for racks up to the contained-air threshold, H1 (ASHRAE 2021's class for dense air-cooled equipment) for
/// denser air-cooled racks. Liquid-cooled servers still breathe the room's air for their other parts: A1.
AshraeClass plannedInletClass(Watts rackPower, CoolingKind serverCooling, const CoolingThresholds& thresholds);

} // namespace gputco
