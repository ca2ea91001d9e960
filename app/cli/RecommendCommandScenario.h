#pragma once

#include "recommend/RecommendInputs.h"
#include "util/Expected.h"

#include <QByteArray>

#include <optional>
#include <string>
#include <vector>

namespace gputco::cli {

/// The old scenario file of `gpu-tco-cli recommend` (no format_version; keys in docs/MODEL.md, "Recommender"),
/// still read so no script breaks; `recommend` now reads .gputco.json scenarios as evaluate and report do.
/// Catalogue ids are resolved afterwards.
struct RecommendScenario {
    RecommendInputs inputs;               ///< cards, servers and facilities still empty
    std::vector<std::string> cardIds;     ///< empty: every card of the catalogue
    std::vector<std::string> facilityIds; ///< empty: no facility dimension
    bool allFacilities = false;
    /// "old key -> the .gputco.json key that says the same", for every old key the file uses.
    std::vector<std::string> oldKeyNotes;
};

/// Parses the file; the error's field is the JSON key path ("constraints.max_tpot_s") and the message says
/// what is allowed. Unknown keys are refused so a typo is not silently ignored.
Expected<RecommendScenario> readRecommendScenario(const QByteArray& json);

} // namespace gputco::cli
