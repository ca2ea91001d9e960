#include "rack/RackPlanner.h"

#include "rack/HeatLoad.h"
#include "util/EnumNames.h"

#include <algorithm>
#include <cmath>

namespace gputco {
namespace {

constexpr EnumNameTable<RackConstraint, 3> kConstraints{{{RackConstraint::Space, "space"},
                                                         {RackConstraint::FeedPower, "feed-power"},
                                                         {RackConstraint::Cooling, "cooling"}}};

std::optional<Error> validate(const RackPlanInputs& in)
{
    if (auto error = validateRackOffer(in.rack))
        return error;
    if (auto error = validateCoolingThresholds(in.thresholds))
        return error;
    if (!(in.serverMaxPower.inWatts() > 0.0 && in.serverMaxPower.inWatts() <= 1e6))
        return Error{"server power", "must be above 0 and at most 1,000 kW"};
    if (in.serverUnits < 1 || in.serverUnits > 100)
        return Error{"server units", "must be between 1 and 100 U"};
    if (in.servers < 1 || in.servers > 1'000'000)
        return Error{"servers", "must be between 1 and 1,000,000"};
    if (in.reservedUnits < 0 || in.reservedUnits >= in.rack.usableUnits)
        return Error{"reserved units", "must be at least 0 and below the rack's usable units"};
    if (!(in.otherEquipmentPerRack.inWatts() >= 0.0))
        return Error{"other equipment", "must not be negative"};
    if (in.coolingLimitPerRack && !(in.coolingLimitPerRack->inWatts() >= 0.0))
        return Error{"cooling limit", "must not be negative"};
    if (in.serversPerRack && (*in.serversPerRack < 1 || *in.serversPerRack > 1000))
        return Error{"servers per rack", "must be between 1 and 1000"};
    if (!(in.loadFactor > 0.0 && in.loadFactor <= 1.0))
        return Error{"load factor", "must be above 0 and at most 1"};
    if (!(in.pue >= 1.0 && in.pue <= 5.0))
        return Error{"pue", "must be between 1 and 5"};
    if (!(in.deltaTFahrenheit > 0.0 && in.deltaTFahrenheit <= 100.0))
        return Error{"delta t", "must be above 0 and at most 100 F"};
    return std::nullopt;
}

// Whole servers a power budget holds; the tolerance keeps an exact fit (4 x 10.2 kW in 40.8 kW) at 4.
int serversWithin(Watts budget, Watts perServer)
{
    if (budget.inWatts() <= 0.0)
        return 0;
    return static_cast<int>(std::floor(budget / perServer + 1e-9));
}

} // namespace

std::string_view rackConstraintName(RackConstraint constraint) { return enumName(kConstraints, constraint); }

Expected<RackPlan> planRacks(const RackPlanInputs& in)
{
    if (auto error = validate(in))
        return *error;

    RackPlan plan;
    plan.maxServersBySpace = (in.rack.usableUnits - in.reservedUnits) / in.serverUnits;
    if (in.breakerLimitsRack)
        plan.maxServersByFeed = serversWithin(usableFeedPower(in.rack) - in.otherEquipmentPerRack, in.serverMaxPower);
    if (in.coolingLimitPerRack)
        plan.maxServersByCooling = serversWithin(*in.coolingLimitPerRack - in.otherEquipmentPerRack, in.serverMaxPower);

    int capacity = plan.maxServersBySpace;
    plan.binding = RackConstraint::Space;
    if (plan.maxServersByFeed && *plan.maxServersByFeed < capacity) {
        capacity = *plan.maxServersByFeed;
        plan.binding = RackConstraint::FeedPower;
    }
    if (plan.maxServersByCooling && *plan.maxServersByCooling < capacity) {
        capacity = *plan.maxServersByCooling;
        plan.binding = RackConstraint::Cooling;
    }

    plan.serversPerRack = capacity;
    if (in.serversPerRack) {
        plan.serversPerRack = *in.serversPerRack;
        if (plan.maxServersBySpace < plan.serversPerRack)
            plan.exceeded.push_back(RackConstraint::Space);
        if (plan.maxServersByFeed && *plan.maxServersByFeed < plan.serversPerRack)
            plan.exceeded.push_back(RackConstraint::FeedPower);
        if (plan.maxServersByCooling && *plan.maxServersByCooling < plan.serversPerRack)
            plan.exceeded.push_back(RackConstraint::Cooling);
    }

    plan.racks = plan.serversPerRack > 0 ? (in.servers + plan.serversPerRack - 1) / plan.serversPerRack : 0;
    // With nothing placeable the figures describe the one-server rack that was refused.
    const int fullest = std::max(1, std::min(plan.serversPerRack, in.servers));
    const int rackCount = std::max(1, plan.racks);

    plan.rackMax = in.serverMaxPower * fullest + in.otherEquipmentPerRack;
    const Watts serversMax = in.serverMaxPower * in.servers;
    const Watts others = in.otherEquipmentPerRack * rackCount;
    plan.itMax = serversMax + others;
    plan.rackAverage = plan.itMax / rackCount;
    // Switches draw about the same all the time, so the load factor applies to the servers only.
    plan.itAverage = serversMax * in.loadFactor + others;
    plan.facilityMax = plan.itMax * in.pue;
    plan.facilityAverage = plan.itAverage * in.pue;

    // Cooling is sized, like breakers, to the maximum (datacenter.md section 4.3).
    plan.btuPerHour = btuPerHour(plan.itMax);
    plan.coolingTons = refrigerationTons(plan.itMax);
    plan.airflowCfm = airflowCfm(plan.itMax, in.deltaTFahrenheit);
    plan.rackBtuPerHour = btuPerHour(plan.rackMax);
    plan.rackCoolingTons = refrigerationTons(plan.rackMax);
    plan.rackAirflowCfm = airflowCfm(plan.rackMax, in.deltaTFahrenheit);

    plan.feed = feedLoad(plan.rackMax, in.rack);
    plan.coolingMethod = requiredCoolingMethod(plan.rackMax, in.serverCooling, in.thresholds);
    plan.inletClass = plannedInletClass(plan.rackMax, in.serverCooling, in.thresholds);
    return plan;
}

} // namespace gputco
