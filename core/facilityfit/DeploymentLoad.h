#pragma once

#include "facility/AshraeClass.h"
#include "facility/Facility.h"
#include "hardware/Accelerator.h"
#include "hardware/Server.h"
#include "power/ServerPower.h"
#include "rack/CoolingSelection.h"
#include "rack/FeedLoss.h"
#include "rack/RackPlan.h"
#include "units/Power.h"
#include "util/Expected.h"

#include <optional>

namespace gputco {

/// The servers a buyer wants to place, as the facility checks see them.
struct DeploymentLoad {
    Watts serverMaxPower;
    int serverUnits = 1;
    CoolingKind serverCooling = CoolingKind::Air;
    int servers = 1;
    FeedLossCheck feedLoss;            ///< what one lost feed does to a server
    std::optional<int> serversPerRack; ///< density asked for; empty: as many as the facility allows
    int reservedUnits = 0;             ///< switches, patch panels per rack
    Watts otherEquipmentPerRack;
    double loadFactor = 0.8; ///< average / maximum power, for the energy bill
    double deltaTFahrenheit = 20.0;
    CoolingThresholds thresholds;
    std::optional<AshraeClass> equipmentInletClass; ///< the servers' rating; empty: the planned class
    double bandwidthMbps = 0.0;                     ///< for the yearly bandwidth bill
};

/// A load of `servers` servers of one model: maximum power from power/ServerPower.h (serverMaxPower), PSU
/// feed-loss check.
Expected<DeploymentLoad> deploymentLoadFor(const Server& server, const Accelerator* card, int servers);

/// The rack planner's inputs for this load on `rack` at `pue`; `breakerLimitsRack` false when the breaker is
/// not known (no facility chosen), `coolingLimit` empty when the hall's limit is unknown.
RackPlanInputs rackInputsFor(const DeploymentLoad& load, const RackOffer& rack, double pue, bool breakerLimitsRack,
                             std::optional<Watts> coolingLimit);

/// The same in a facility: its rack offer and PUE; `coolingLimit` from the hall's cooling offer that serves
/// these servers, empty when unknown.
RackPlanInputs rackInputsAt(const DeploymentLoad& load, const Facility& facility, std::optional<Watts> coolingLimit);

} // namespace gputco
