#pragma once

#include "facility/Facility.h"
#include "facilityfit/FitRequirements.h"
#include "units/Power.h"

#include <optional>
#include <string>

class QCommandLineParser;

namespace gputco::cli {

class OptionReader;

/// Everything `gpu-tco-cli rack` reads from its options (the catalogue rows are looked up afterwards).
struct RackRequest {
    std::string serverId;
    int servers = 1;
    std::optional<std::string> facilityId;
    std::optional<int> serversPerRack;
    int reservedUnits = 0;
    Watts otherEquipmentPerRack;
    double loadFactor = 0.8;
    std::optional<double> pue; ///< overrides the facility's; 1.3 without a facility
    double deltaTFahrenheit = 20.0;
    RackOffer rack;            ///< without a facility: the rack described by the electrical options
    bool breakerGiven = false; ///< without a facility the breaker limits the rack only when given
    std::optional<Watts> coolingLimit;
    FitRequirements requirements;
    double bandwidthMbps = 0.0;
};

void addRackOptions(QCommandLineParser& parser);

/// Reads the options; problems are recorded in `reader` (the first one is reported).
RackRequest readRackRequest(OptionReader& reader, const QCommandLineParser& parser);

} // namespace gputco::cli
