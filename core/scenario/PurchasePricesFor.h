#pragma once

#include "cost/CapexBasis.h"
#include "hardware/Accelerator.h"
#include "hardware/Server.h"
#include "scenario/ScenarioState.h"

namespace gputco {

/// A card's purchase prices in the scenario currency, and which quotes could not be converted.
struct ScenarioPurchasePrices {
    PurchasePrices prices;
    bool cardPriceWithoutRate = false;   ///< the card has a price, in a currency without a rate here
    bool serverPriceWithoutRate = false; ///< the server has a system price, in a currency without a rate here
};

/// The card price and its server's published system price converted at the scenario's rates (CurrencyConversion),
/// and the host share (the server's own, else the scenario's): what every view's capex rests on (docs/MODEL.md,
/// Capex basis). `server` may be nullptr (no catalogue server for the card).
ScenarioPurchasePrices purchasePricesFor(const Accelerator& card, const std::optional<Server>& server,
                                         const EconomicsState& economics);

} // namespace gputco
