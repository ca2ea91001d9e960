#pragma once

#include "facility/AshraeClass.h"
#include "facility/Facility.h"
#include "hardware/Server.h"
#include "rack/CoolingSelection.h"
#include "rack/RackElectrical.h"
#include "units/Power.h"

#include <optional>
#include <string_view>
#include <vector>

namespace gputco {

/// The limits that cap servers per rack.
enum class RackConstraint { Space, FeedPower, Cooling };

/// Everything the rack planner needs. The caller fills the server's maximum power (power/ServerPower.h, serverMaxPower)
/// and the limits of the chosen facility, or leaves the power and cooling limits empty when none is chosen.
struct RackPlanInputs {
    Watts serverMaxPower;
    int serverUnits = 1; ///< rack units one server takes
    CoolingKind serverCooling = CoolingKind::Air;
    int servers = 1; ///< servers to place

    RackOffer rack;                           ///< usable U, voltage, phases, breaker, derating, PF, A+B feeds
    bool breakerLimitsRack = true;            ///< false: the breaker is not known yet, only report currents
    std::optional<Watts> coolingLimitPerRack; ///< the hall's limit; empty: no limit known
    int reservedUnits = 0;                    ///< U taken by switches, patch panels, horizontal PDUs
    Watts otherEquipmentPerRack;              ///< switches and the like, drawn from the same feeds
    std::optional<int> serversPerRack;        ///< density asked for; empty: as many as the limits allow

    double loadFactor = 0.8;        ///< average / maximum server power (training 0.75-0.85, Latif et al. 2025)
    double pue = 1.3;               ///< facility power / IT power
    double deltaTFahrenheit = 20.0; ///< air temperature rise across the servers
    CoolingThresholds thresholds;
};

/// The rack layout and everything it implies for power, heat and cooling.
struct RackPlan {
    int serversPerRack = 0;                         ///< 0: not even one server fits a rack (see binding)
    RackConstraint binding = RackConstraint::Space; ///< the smallest of the limits (ties: space, power, cooling)
    int racks = 0;
    int maxServersBySpace = 0;
    std::optional<int> maxServersByFeed;    ///< empty when the breaker does not limit
    std::optional<int> maxServersByCooling; ///< empty when no cooling limit is known
    std::vector<RackConstraint> exceeded;   ///< limits a requested density breaks

    Watts rackMax;         ///< fullest rack at every server's maximum (plus other equipment)
    Watts rackAverage;     ///< IT maximum spread over the racks
    Watts itMax;           ///< all servers at maximum (plus other equipment in every rack)
    Watts itAverage;       ///< itMax x load factor
    Watts facilityMax;     ///< itMax x PUE: what the site must supply at peak
    Watts facilityAverage; ///< itAverage x PUE

    double btuPerHour = 0.0; ///< whole deployment at maximum
    double coolingTons = 0.0;
    double airflowCfm = 0.0;
    double rackBtuPerHour = 0.0; ///< fullest rack
    double rackCoolingTons = 0.0;
    double rackAirflowCfm = 0.0;

    FeedLoad feed;                                          ///< fullest rack on one feed
    CoolingMethod coolingMethod = CoolingMethod::LegacyAir; ///< required by the fullest rack's density
    AshraeClass inletClass = AshraeClass::A1;

    bool fits() const { return serversPerRack > 0 && exceeded.empty(); }
};

std::string_view rackConstraintName(RackConstraint constraint); ///< "space", "feed-power", "cooling"

} // namespace gputco
