#include "scenario/PurchasePricesFor.h"

#include "hardware/GenericServer.h"
#include "scenario/CurrencyConversion.h"

namespace gputco {

ScenarioPurchasePrices purchasePricesFor(const Accelerator& card, const std::optional<Server>& server,
                                         const EconomicsState& economics)
{
    ScenarioPurchasePrices out;
    if (card.price) {
        out.prices.cardPrice = inScenarioCurrency(card.price->amount, card.price->currency, economics);
        out.cardPriceWithoutRate = !out.prices.cardPrice;
    }
    if (server && server->price) {
        out.prices.systemPricePerServer = inScenarioCurrency(server->price->amount, server->price->currency, economics);
        out.serverPriceWithoutRate = !out.prices.systemPricePerServer;
    }
    out.prices.hostShare = hostShareFor(server, economics.hostShare);
    // A host share of the user's own (above zero) counts as known; the scenario's default of zero does not.
    out.prices.hostCostKnown =
        out.prices.systemPricePerServer || (server && server->hostShare) || economics.hostShare > 0.0;
    return out;
}

} // namespace gputco
