#pragma once

#include "scenario/CardEconomics.h"
#include "scenario/CardRack.h"
#include "scenario/CatalogueSnapshot.h"
#include "scenario/ScenarioState.h"

namespace gputco {

/// The rack plan and facility checks for one card's deployment (core rack and facilityfit): the servers come
/// from the card's power model (CardEconomics::power), the server model from the catalogue.
CardRack evaluateCardRack(const ScenarioState& state, const CatalogueSnapshot& catalogue, const Accelerator& card,
                          const CardEconomics& economics);

/// Core's facility requirements for the boxes the user ticked.
FitRequirements fitRequirementsFor(const FacilityRequirementsState& requirements);

} // namespace gputco
