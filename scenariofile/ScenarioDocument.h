#pragma once

#include "scenario/ScenarioState.h"

#include <string>

namespace gputco {

/// What a scenario file holds: the scenario and the name the user gave it (shown on the report's title page).
struct ScenarioDocument {
    std::string name; ///< empty: untitled
    ScenarioState state;

    friend bool operator==(const ScenarioDocument&, const ScenarioDocument&) = default;
};

} // namespace gputco
