#include "scenario/FleetCostAssembly.h"

#include "facilityfit/FacilityFit.h"
#include "scenario/CardRackEvaluator.h"
#include "scenario/CurrencyConversion.h"
#include "scenario/PurchasePricesFor.h"

namespace gputco {

namespace {

const Facility* facilityOf(const EconomicsContext& c)
{
    return c.state.economics.facilityId.empty() ? nullptr : c.catalogue.findFacility(c.state.economics.facilityId);
}

// The racks the facility's plan takes for the card's servers (the Rack & cooling view's plan); nullopt without a
// server or a plan.
std::optional<int> racksAt(const EconomicsContext& c, const Facility& f, const Accelerator& card,
                           const CardEconomics& out)
{
    if (!out.server || !out.power)
        return std::nullopt;
    auto load = deploymentLoadFor(*out.server, &card, out.power->servers);
    if (!load)
        return std::nullopt;
    auto fit = checkFacility(*load, fitRequirementsFor(c.state.economics.requirements), f);
    if (!fit || fit->plan.racks < 1)
        return std::nullopt;
    return fit->plan.racks;
}

} // namespace

FleetCostAssembly assembleFleetCost(const EconomicsContext& c, const Accelerator& card, const CardEconomics& out)
{
    const EconomicsState& e = c.state.economics;
    const WorkloadState& w = c.state.workload;
    const ToScenarioCurrency convert = scenarioCurrencyConverter(e);
    FleetCostAssembly a;
    FleetCostInputs& in = a.inputs;
    in.gpus = out.gpus;
    in.gpusPerServer = out.serverPower->gpusPerServer;
    // A published system price (DGX, HGX) wins over GPUs x card price + host share (docs/MODEL.md, Capex basis).
    const ScenarioPurchasePrices prices = purchasePricesFor(card, out.server, e);
    in.prices = prices.prices;
    if (in.prices.cardPrice)
        a.currencies.cardPrice = card.price->currency;
    if (in.prices.systemPricePerServer)
        a.currencies.systemPrice = out.server->price->currency;
    if (prices.cardPriceWithoutRate)
        a.notes.push_back(
            EconomicsNote{EconomicsNoteCode::PriceCurrencyWithoutRate,
                          {},
                          card.price->currency,
                          "the card's price is in " + card.price->currency + ", which has no exchange rate here"});
    if (prices.serverPriceWithoutRate)
        a.notes.push_back(EconomicsNote{EconomicsNoteCode::ServerPriceCurrencyWithoutRate,
                                        {},
                                        out.server->price->currency,
                                        "the server's system price is in " + out.server->price->currency
                                            + ", which has no exchange rate here"});
    // The cards are powered hoursPerDay of 24: the month's average IT load is that share of the powered load.
    in.opex.itAveragePower = out.power->itAverage * (e.hoursPerDay / 24.0);
    in.opex.pue = e.pue;
    in.opex.tariff = Tariff::flat(Money::amount(e.electricityPricePerKwh));
    // The facility's rent, as the recommender charges it: per rack of the facility's rack plan when it prices
    // racks, else per kW of IT peak (docs/MODEL.md, Colocation).
    if (const Facility* f = facilityOf(c)) {
        const std::optional<int> racks = f->rackPricePerMonth ? racksAt(c, *f, card, out) : std::nullopt;
        if (racks) {
            if (auto price = convert(*f->rackPricePerMonth, f->currency)) {
                in.opex.colocation = ColocationPricing::PerRackMonth;
                in.opex.racks = *racks;
                in.opex.pricePerRackMonth = *price;
                a.currencies.colocation = f->currency;
            }
        } else if (f->pricePerKwMonth) {
            if (auto price = convert(*f->pricePerKwMonth, f->currency)) {
                in.opex.colocation = ColocationPricing::PerKwMonth;
                in.opex.contractedPower = out.power->itPeak;
                in.opex.pricePerKwMonth = *price;
                a.currencies.colocation = f->currency;
            }
        }
    }
    in.lifeMonths = e.years * 12;
    in.residual = e.residual;
    in.discountRate = e.discountRate;
    in.utilisation = w.utilisation;
    if (out.inference)
        in.outputTokensPerSecond = out.inference->performance.outputTokensPerSecond;
    if (out.training)
        in.trainingGpuHours = out.training->gpuHours;
    in.cloud = chooseCloudOffer(c.catalogue.cloudOffers, card.id, e.cloud, convert);
    if (in.cloud)
        a.currencies.cloud = in.cloud->offer->currency;
    return a;
}

} // namespace gputco
