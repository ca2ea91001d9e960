#include "scenario/PurchasePricesFor.h"

#include "scenario/CurrencyConversion.h"

namespace gputco {

ScenarioPurchasePrices purchasePricesFor(const Accelerator& card, const Server* server, const EconomicsState& economics)
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
    out.prices.hostShare = server && server->hostShare ? *server->hostShare : economics.hostShare;
    return out;
}

} // namespace gputco
