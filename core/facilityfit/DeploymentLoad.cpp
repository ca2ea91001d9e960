#include "facilityfit/DeploymentLoad.h"

namespace gputco {

Expected<DeploymentLoad> deploymentLoadFor(const Server& server, const Accelerator* card, int servers)
{
    auto maxPower = serverMaxPower(server, card);
    if (!maxPower)
        return maxPower.error();
    DeploymentLoad load;
    load.serverMaxPower = *maxPower;
    load.serverUnits = server.rackUnits;
    load.serverCooling = server.cooling;
    load.servers = servers;
    load.feedLoss = checkFeedLoss(server, *maxPower);
    return load;
}

RackPlanInputs rackInputsFor(const DeploymentLoad& load, const RackOffer& rack, double pue, bool breakerLimitsRack,
                             std::optional<Watts> coolingLimit)
{
    RackPlanInputs in;
    in.serverMaxPower = load.serverMaxPower;
    in.serverUnits = load.serverUnits;
    in.serverCooling = load.serverCooling;
    in.servers = load.servers;
    in.rack = rack;
    in.breakerLimitsRack = breakerLimitsRack;
    in.coolingLimitPerRack = coolingLimit;
    in.reservedUnits = load.reservedUnits;
    in.otherEquipmentPerRack = load.otherEquipmentPerRack;
    in.serversPerRack = load.serversPerRack;
    in.loadFactor = load.loadFactor;
    in.pue = pue;
    in.deltaTFahrenheit = load.deltaTFahrenheit;
    in.thresholds = load.thresholds;
    return in;
}

RackPlanInputs rackInputsAt(const DeploymentLoad& load, const Facility& facility, std::optional<Watts> coolingLimit)
{
    return rackInputsFor(load, facility.rack, facility.pue, true, coolingLimit);
}

} // namespace gputco
