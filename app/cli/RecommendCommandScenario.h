#pragma once

#include "recommend/RecommendInputs.h"
#include "util/Expected.h"

#include <QByteArray>

#include <optional>
#include <string>
#include <vector>

namespace gputco::cli {

/// The minimal scenario file `gpu-tco-cli recommend` reads until the versioned scenario format (.gputco.json)
/// exists; its keys are documented in docs/MODEL.md, "Recommender". Catalogue ids are resolved afterwards.
struct RecommendScenario {
    RecommendInputs inputs;               ///< cards, servers and facilities still empty
    std::vector<std::string> cardIds;     ///< empty: every card of the catalogue
    std::vector<std::string> facilityIds; ///< empty: no facility dimension
    bool allFacilities = false;
};

/// Parses the file; the error's field is the JSON key path ("constraints.max_tpot_s") and the message says
/// what is allowed. Unknown keys are refused so a typo is not silently ignored.
Expected<RecommendScenario> readRecommendScenario(const QByteArray& json);

} // namespace gputco::cli
