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

/// With no facility chosen, a common high-density position: 42U, 400 V three phase, 63 A, A+B feeds
/// (datacenter.md 1.3). The breaker does not limit the plan; the currents are reported for it.
RackOffer genericRack();

/// Core's facility requirements for the boxes the user ticked.
FitRequirements fitRequirementsFor(const FacilityRequirementsState& requirements);

} // namespace gputco
