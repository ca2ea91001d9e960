#pragma once

#include "facilityfit/DeploymentLoad.h"
#include "facilityfit/FacilityFit.h"
#include "hardware/Server.h"
#include "rack/RackPlan.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// Why a card has no rack plan. Codes are stable: the GUI and the report translate by code (ui/format/NoteText).
enum class RackProblemCode {
    NoServerModel,  ///< no catalogue or generic server holds the card
    NoPowerFigures, ///< no power figures (and no deployment problem to name instead)
    Core,           ///< core refused (deployment, load or rack plan): `problem` is its English message
};

/// Core's rack, power-feed and cooling answers for one card's deployment, and every facility's verdict.
struct CardRack {
    std::optional<Server> server; ///< the economics' server (serverForCard); nullopt: none, no rack plan
    int servers = 0;
    std::optional<DeploymentLoad> load;
    std::optional<RackPlan> plan;         ///< at the scenario's facility, or a generic 42U three-phase rack
    bool genericRack = true;              ///< no facility chosen: space and cooling thresholds only
    std::optional<FacilityFit> chosenFit; ///< the scenario's facility, when one is chosen
    std::vector<FacilityFit> facilities;  ///< every catalogue facility, catalogue order
    std::optional<std::string> problem;   ///< why there is no plan, in English (what the CLI prints)
    RackProblemCode problemCode = RackProblemCode::Core; ///< what `problem` says, for the window's translation
};

} // namespace gputco
