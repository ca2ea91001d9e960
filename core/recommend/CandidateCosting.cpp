#include "recommend/CandidateCosting.h"

#include "cost/Capex.h"
#include "cost/CapexBasis.h"
#include "cost/Discounting.h"
#include "cost/Opex.h"
#include "cost/Tco.h"
#include "cost/UnitCosts.h"
#include "facilityfit/FacilityFit.h"
#include "hardware/ExportControl.h"
#include "hardware/GenericServer.h"
#include "hardware/ServerChoice.h"
#include "power/EnergyPerToken.h"
#include "power/ServerPower.h"
#include "rack/FeedLoss.h"

namespace gputco {

std::optional<Server> recommendServerFor(const RecommendInputs& in, const Accelerator& card)
{
    const auto named = in.serverByCard.find(card.id);
    return chooseServer(card, in.servers, named == in.serverByCard.end() ? std::string_view{} : named->second);
}

namespace {

std::optional<Money> inScenarioCurrency(const RecommendEconomics& e, const PriceQuote& price)
{
    if (price.currency == e.currency)
        return price.amount;
    if (const auto rate = e.exchangeRates.find(price.currency); rate != e.exchangeRates.end())
        return price.amount * rate->second;
    return std::nullopt;
}

std::optional<Money> pricePerGpu(const RecommendInputs& in, const Accelerator& card)
{
    if (const auto quoted = in.economics.cardPrices.find(card.id); quoted != in.economics.cardPrices.end())
        return quoted->second;
    if (card.price)
        return inScenarioCurrency(in.economics, *card.price);
    return std::nullopt;
}

} // namespace

PurchasePrices recommendPurchasePrices(const RecommendInputs& in, const Accelerator& card,
                                       const std::optional<Server>& server)
{
    PurchasePrices p;
    p.cardPrice = pricePerGpu(in, card);
    const bool quoted = in.economics.cardPrices.count(card.id) > 0;
    if (server && server->price && !quoted)
        p.systemPricePerServer = inScenarioCurrency(in.economics, *server->price);
    p.hostShare = hostShareFor(server, in.economics.hostShare);
    p.hostCostKnown = p.systemPricePerServer || (server && server->hostShare) || in.economics.hostShare > 0.0
                      || in.economics.serverPriceWithoutGpus.inCurrencyUnits() > 0.0;
    return p;
}

namespace {

std::string label(const PerformanceCandidate& c, const Facility* f)
{
    return c.card->id + " x " + std::to_string(c.gpus) + (f ? " at " + f->id : std::string());
}

// What the candidate's search found, and its fleet's servers and IT power.
RecommendOption optionFor(const PerformanceCandidate& c, const ClusterPower& cluster)
{
    RecommendOption o;
    o.cardId = c.card->id;
    o.precision = c.precision;
    o.emulatedPrecision = c.emulatedPrecision;
    o.parallel = c.parallel;
    o.gpus = c.gpus;
    o.servers = cluster.servers;
    o.concurrencyPerReplica = c.concurrencyPerReplica;
    o.replicas = c.replicas;
    o.servingLayout = c.servingLayout;
    o.ttft = c.ttft;
    o.tpot = c.tpot;
    o.serving = c.serving;
    o.outputTokensPerSecond = c.outputTokensPerSecond;
    o.runTime = c.runTime;
    o.decodeBound = c.decodeBound;
    o.gpuHours = c.gpuHours;
    o.latencySeconds = c.latencySeconds;
    o.itPeak = cluster.itPeak;
    o.itAverage = cluster.itAverage;
    return o;
}

// The owner's site limits (racks where a facility planned them, IT peak): false, logged, when one is exceeded.
// `where` names the option, made only when a limit is exceeded (most options are within them).
template <class Where>
bool withinSiteLimits(const RecommendConstraints& limits, const RecommendOption& o, const Where& where,
                      ExclusionLog& log)
{
    if (!limits.maxRacks && !limits.maxItPower)
        return true;
    std::string what;
    if (limits.maxRacks && o.racks > *limits.maxRacks)
        what = std::to_string(o.racks) + " racks, more than the " + std::to_string(*limits.maxRacks) + " allowed";
    else if (limits.maxItPower && o.itPeak > *limits.maxItPower)
        what = std::to_string(static_cast<long long>(o.itPeak.inWatts() / 1000.0 + 0.5)) + " kW IT peak, more than the "
               + std::to_string(static_cast<long long>(limits.maxItPower->inWatts() / 1000.0 + 0.5)) + " kW allowed";
    if (what.empty())
        return true;
    log.add([&] { return where() + ": needs " + what; });
    log.reached(o.cardId, LeftOutReason::Footprint, "needs " + what);
    return false;
}

// The export-control rule (docs/MODEL.md, "Export controls"): false, logged, when the card's control requires a
// licence where it would be installed (`country`) and the scenario does not allow it.
// `where` is "at" or "rented at" and `place` the facility's or the offer's id: the text is made only when refused.
bool exportAllowed(const RecommendInputs& in, const Accelerator& card, const std::string& country, std::string_view how,
                   const std::string& place, ExclusionLog& log)
{
    if (in.constraints.allowExportControlled || !isExportRestricted(card, country))
        return true;
    const std::string where = std::string(how) + " " + place;
    const std::string rule = card.exportControl.empty() ? std::string("an export control") : card.exportControl;
    log.add([&] {
        return card.id + " " + where + " (" + country + "): export-controlled there, a licence is required: " + rule;
    });
    log.reached(card.id, LeftOutReason::Export, "licence required for " + country + " (" + where + "): " + rule);
    return false;
}

// The rule's headquarters test: owning (a purchase, so an export to the buyer) a card whose control lists the
// country where the buyer is headquartered needs the licence at every site; false, logged, then.
bool buyerAllowed(const RecommendInputs& in, const Accelerator& card, ExclusionLog& log)
{
    const std::string& buyer = in.constraints.buyerCountry;
    if (buyer.empty() || in.constraints.allowExportControlled || !isExportRestricted(card, buyer))
        return true;
    const std::string rule = card.exportControl.empty() ? std::string("an export control") : card.exportControl;
    log.add([&] {
        return card.id + " owned by a buyer headquartered in " + buyer
               + ": export-controlled, a licence is required: " + rule;
    });
    log.reached(card.id, LeftOutReason::Export,
                "licence required for a buyer headquartered in " + buyer + " (owned, any site): " + rule);
    return false;
}

} // namespace

std::optional<RecommendOption> priceCandidate(const RecommendInputs& in, const PerformanceCandidate& c,
                                              const Facility* facility, ExclusionLog& log)
{
    return priceCandidate(in, c, facility, recommendServerFor(in, *c.card), log);
}

std::optional<ServerPowerProfile> ownedCardGate(const RecommendInputs& in, const Accelerator& card,
                                                const Facility* facility, const std::optional<Server>& server,
                                                ExclusionLog& log)
{
    // First: a card that may not be owned needs no server, power profile or facility check, for any split or site.
    if (card.consumerLicence && !in.constraints.allowConsumerCards) {
        log.add([&] { return card.id + ": a consumer card, whose licence does not permit datacentre deployment"; });
        log.reached(card.id, LeftOutReason::Licence, "consumer card: licence does not permit datacentre deployment");
        return std::nullopt;
    }
    if (!buyerAllowed(in, card, log))
        return std::nullopt;
    if (facility && !exportAllowed(in, card, facility->country, "at", facility->id, log))
        return std::nullopt;
    auto profile = serverPowerProfile(card, server);
    if (!profile) {
        log.add([&] { return card.id + ": TDP unknown, so power and cost cannot be computed"; });
        log.reached(card.id, LeftOutReason::UnknownFigure, "TDP unknown");
        return std::nullopt;
    }
    const RecommendEconomics& e = in.economics;
    if (facility && facility->currency != e.currency) {
        log.add([&] {
            return facility->id + ": prices in " + facility->currency + ", the scenario is in " + e.currency
                   + " (never converted)";
        });
        log.reached(card.id, LeftOutReason::Facility, facility->id + ": prices in " + facility->currency);
        return std::nullopt;
    }
    return profile;
}

std::optional<RecommendOption> priceCandidate(const RecommendInputs& in, const PerformanceCandidate& c,
                                              const Facility* facility, const std::optional<Server>& server,
                                              ExclusionLog& log)
{
    const auto profile = ownedCardGate(in, *c.card, facility, server, log);
    if (!profile)
        return std::nullopt;
    return priceOwnedCandidate(in, c, facility, server, *profile, log);
}

std::optional<RecommendOption> priceOwnedCandidate(const RecommendInputs& in, const PerformanceCandidate& c,
                                                   const Facility* facility, const std::optional<Server>& server,
                                                   const ServerPowerProfile& powerProfile, ExclusionLog& log)
{
    const Accelerator& card = *c.card;
    const ServerPowerProfile* profile = &powerProfile;
    const RecommendEconomics& e = in.economics;
    const PowerWorkload workload = in.training ? PowerWorkload::Training : PowerWorkload::Inference;
    const double pue = pueIn(e, facility);
    const ClusterPower cluster = clusterPower(*profile, c.gpus, workload, e.utilisation, pue);

    OpexInputs opex;
    opex.itAveragePower = cluster.itAverage;
    opex.pue = pue;
    opex.tariff = Tariff::flat(Money::amount(electricityPriceIn(e, facility)));
    opex.maintenanceShareOfCapexPerYear = e.maintenanceShareOfCapexPerYear;
    // The facility's check first: most options a large catalogue prices are refused there, and need no option made.
    int racks = 0;
    if (facility) {
        DeploymentLoad load;
        load.serverMaxPower = profile->systemMax;
        load.serverUnits = server ? server->rackUnits : in.search.rackUnitsWithoutModel;
        load.serverCooling = server ? server->cooling : CoolingKind::Air;
        load.servers = cluster.servers;
        if (server)
            load.feedLoss = checkFeedLoss(*server, profile->systemMax);
        load.loadFactor = cluster.itPeak.inWatts() > 0 ? cluster.itAverage / cluster.itPeak : 1.0;
        const auto fit = checkFacility(load, in.requirements, *facility);
        if (!fit) {
            log.add([&] { return facility->id + ": " + fit.error().describe(); });
            log.reached(card.id, LeftOutReason::Facility, facility->id + ": " + fit.error().describe());
            return std::nullopt;
        }
        if (!fit->fits) {
            log.add([&] { return label(c, facility) + ": " + fit->reasons.front().message; });
            log.reached(card.id, LeftOutReason::Facility, facility->id + ": " + fit->reasons.front().message);
            return std::nullopt;
        }
        racks = fit->plan.racks;
        // One colocation charge: per rack when the facility prices racks, else per kW of IT peak.
        if (facility->rackPricePerMonth) {
            opex.colocation = ColocationPricing::PerRackMonth;
            opex.racks = racks;
            opex.pricePerRackMonth = *facility->rackPricePerMonth;
        } else if (facility->pricePerKwMonth) {
            opex.colocation = ColocationPricing::PerKwMonth;
            opex.contractedPower = cluster.itPeak;
            opex.pricePerKwMonth = *facility->pricePerKwMonth;
        }
        if (facility->bandwidthPricePerMbpsMonth) {
            opex.bandwidthMbps = e.bandwidthMbps;
            opex.pricePerMbpsMonth = *facility->bandwidthPricePerMbpsMonth;
        }
    }
    RecommendOption o = optionFor(c, cluster);
    if (o.outputTokensPerSecond)
        o.energyPerToken = energyPerOutputToken(o.itAverage, *o.outputTokensPerSecond, e.utilisation);
    if (server)
        o.serverId = server->id;
    if (facility) {
        o.facilityId = facility->id;
        o.racks = racks;
    }
    const auto where = [&] { return label(c, facility); };
    if (!withinSiteLimits(in.constraints, o, where, log))
        return std::nullopt;

    const PurchasePrices prices = recommendPurchasePrices(in, card, server);
    const std::optional<PricedCapexInputs> priced = capexInputsFor(prices, c.gpus, profile->gpusPerServer);
    o.capexUnderstated = priced && priced->basis == CapexBasis::CardPlusHostShare && !prices.hostCostKnown;
    CapexInputs capexIn = priced ? priced->inputs : CapexInputs{};
    capexIn.gpus = c.gpus;
    capexIn.gpusPerServer = profile->gpusPerServer;
    capexIn.serverPriceWithoutGpus = e.serverPriceWithoutGpus;
    capexIn.networkPerServer = e.networkPerServer;
    capexIn.installation = e.installation;
    const auto capex = computeCapex(capexIn);
    if (!capex) {
        log.add([&] { return label(c, facility) + ": " + capex.error().describe(); });
        return std::nullopt;
    }
    const auto monthly = monthlyOpex(opex, capex->total());
    if (!monthly) {
        log.add([&] { return label(c, facility) + ": " + monthly.error().describe(); });
        return std::nullopt;
    }
    o.monthlyOpex = monthly->total();
    if (!priced)
        return o; // feasible, but cannot be ranked on cost

    TcoInputs tcoIn;
    tcoIn.capex = capex->total();
    tcoIn.opex = *monthly;
    tcoIn.lifeMonths = e.years * 12;
    tcoIn.residualValue = capex->total() * residualShareAfterMonths(e.residual, tcoIn.lifeMonths);
    tcoIn.discountRate = e.discountRate;
    const auto tco = computeTco(tcoIn);
    if (!tco) {
        log.add([&] { return label(c, facility) + ": " + tco.error().describe(); });
        return std::nullopt;
    }
    o.capex = capex->total();
    o.totalCost = tco->lifetimeTotal;
    if (e.discountRate > 0.0)
        o.presentValue = tco->npv;
    if (!in.training && c.outputTokensPerSecond)
        if (const auto perMillion =
                costPerMillionTokens(tco->equivalentAnnualCost / 12.0, *c.outputTokensPerSecond, e.utilisation))
            o.costPerMillionTokens = *perMillion;
    if (in.training)
        if (const auto perGpuHour = costPerGpuHour(*tco, c.gpus, 1.0))
            o.costPerRun = trainingRunCost(c.gpuHours, *perGpuHour);
    return o;
}

std::optional<RecommendOption> rentCandidate(const RecommendInputs& in, const PerformanceCandidate& c,
                                             const RentalRate& rate, ExclusionLog& log)
{
    const Accelerator& card = *c.card;
    if (!exportAllowed(in, card, rate.country, "rented at", rate.offerId, log))
        return std::nullopt;
    const RecommendEconomics& e = in.economics;
    const std::optional<Server> server = recommendServerFor(in, card);
    const PowerWorkload workload = in.training ? PowerWorkload::Training : PowerWorkload::Inference;
    // The provider's power, reported only: a card without a TDP can still be rented.
    ClusterPower cluster;
    if (const auto profile = serverPowerProfile(card, server))
        cluster = clusterPower(*profile, c.gpus, workload, e.utilisation, 1.0);
    RecommendOption o = optionFor(c, cluster);
    if (o.outputTokensPerSecond && cluster.gpus > 0)
        o.energyPerToken = energyPerOutputToken(o.itAverage, *o.outputTokensPerSecond, e.utilisation);
    o.rented = true;
    o.cloudOfferId = rate.offerId;
    o.cloudTerm = rate.term;
    o.capex = Money{};
    o.monthlyOpex = rentedCostPerMonth(rate.pricePerGpuHour, c.gpus, e.utilisation);
    o.totalCost = o.monthlyOpex * (e.years * 12.0);
    if (e.discountRate > 0.0)
        o.presentValue = o.monthlyOpex * monthlyAnnuityFactor(e.discountRate, e.years * 12);
    if (!in.training && c.outputTokensPerSecond) {
        const auto perMillion = rentedCostPerMillionTokens(rate.pricePerGpuHour, c.gpus, *c.outputTokensPerSecond);
        if (!perMillion) {
            log.add([&] { return card.id + " rented at " + rate.offerId + ": " + perMillion.error().describe(); });
            return std::nullopt;
        }
        o.costPerMillionTokens = *perMillion;
    }
    if (in.training)
        o.costPerRun = trainingRunCost(c.gpuHours, rate.pricePerGpuHour);
    return o;
}

} // namespace gputco
