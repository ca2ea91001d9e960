#pragma once

#include "facility/Facility.h"
#include "rack/RackPlan.h"
#include "units/Energy.h"
#include "units/Money.h"

#include <string>

namespace gputco {

/// What a year at one facility costs to run, in the facility's currency (hardware excluded: core/cost).
struct FacilityYearlyCost {
    std::string currency;
    Energy itEnergy;       ///< average IT power x 8,760 h
    Energy facilityEnergy; ///< itEnergy x PUE
    Money energy;          ///< facilityEnergy x electricity price (metered energy)
    Money space;           ///< racks x rack price per month x 12
    Money powerCapacity;   ///< IT maximum kW x price per kW-month x 12
    Money bandwidth;       ///< Mbps x price per Mbps-month x 12
    Money total;
    double co2Kg = 0.0; ///< facilityEnergy x grid carbon factor

    Money perMonth() const { return total / 12.0; }
};

/// E_year = P_IT_avg x 8,760 h x PUE; energy = E_year x price; CO2 = E_year x grid factor; colocation =
/// racks x price/rack/month x 12 and/or contracted kW (IT maximum) x price/kW/month x 12 (datacenter.md 0, 6.1,
/// 7.1). A price that bundles power belongs in the rack price with an electricity price of 0.
FacilityYearlyCost yearlyCostAt(const Facility& facility, const RackPlan& plan, double bandwidthMbps = 0.0);

} // namespace gputco
