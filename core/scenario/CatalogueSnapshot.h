#pragma once

#include "facility/Facility.h"
#include "facility/FacilityAliases.h"
#include "hardware/Accelerator.h"
#include "hardware/Server.h"
#include "model/ModelArchitecture.h"

#include <string>
#include <string_view>
#include <vector>

namespace gputco {

/// Everything the views read from the catalogue, copied once when it is loaded or edited. The window never
/// reads the database directly: switching where the catalogue comes from changes only the loader.
struct CatalogueSnapshot {
    std::vector<Accelerator> cards;
    std::vector<Server> servers;
    std::vector<Facility> facilities;
    std::vector<CloudOffer> cloudOffers;
    /// The catalogue's own models (an imported config.json, a row typed into the editor; rows whose id no preset
    /// has): with the presets, the models a scenario may name (findModel, model/ModelPresets.h).
    std::vector<ModelArchitecture> models;
    std::vector<std::string> warnings; ///< problems found while loading, shown to the user
    std::string source;                ///< where it came from (a file path or ":memory:")
    std::string version;               ///< the catalogue's version, for the About box and reports

    const Accelerator* findCard(std::string_view id) const
    {
        for (const Accelerator& card : cards)
            if (card.id == id)
                return &card;
        return nullptr;
    }
    /// The facility with this id, or with the id that replaced it (an old scenario's "example-..." site:
    /// core/facility/FacilityAliases.h); nullptr: none.
    const Facility* findFacility(std::string_view id) const
    {
        for (std::string_view wanted : {id, currentFacilityId(id)})
            for (const Facility& facility : facilities)
                if (facility.id == wanted)
                    return &facility;
        return nullptr;
    }
};

} // namespace gputco
