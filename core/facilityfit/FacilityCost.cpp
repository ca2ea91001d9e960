#include "facilityfit/FacilityCost.h"

#include "units/Duration.h"

namespace gputco {

FacilityYearlyCost yearlyCostAt(const Facility& f, const RackPlan& plan, double bandwidthMbps)
{
    FacilityYearlyCost cost;
    cost.currency = f.currency;
    const Duration year = Duration::years(1);
    cost.itEnergy = plan.itAverage * year;
    cost.facilityEnergy = cost.itEnergy * f.pue;
    cost.energy = Money::amount(cost.facilityEnergy.inKilowattHours() * f.electricityPricePerKwh);
    cost.co2Kg = cost.facilityEnergy.inKilowattHours() * f.carbonKgPerKwh;
    if (f.rackPricePerMonth)
        cost.space = *f.rackPricePerMonth * (12.0 * plan.racks);
    // Contracts are sized to the servers' maximum, not their average (datacenter.md 4.3).
    if (f.pricePerKwMonth)
        cost.powerCapacity = *f.pricePerKwMonth * (12.0 * plan.itMax.inKilowatts());
    if (f.bandwidthPricePerMbpsMonth)
        cost.bandwidth = *f.bandwidthPricePerMbpsMonth * (12.0 * bandwidthMbps);
    cost.total = cost.energy + cost.space + cost.powerCapacity + cost.bandwidth;
    return cost;
}

} // namespace gputco
