#include "scenario/RecommendInputsFor.h"

#include "hardware/ExportControl.h"
#include "hardware/ServerNetwork.h"
#include "model/ParameterCount.h"
#include "power/PowerCap.h"

#include "scenario/CardRackEvaluator.h"
#include "scenario/CurrencyConversion.h"
#include "scenario/Evaluation.h"
#include "scenario/ServingSloFor.h"
#include "scenario/WorkloadInputs.h"
#include "util/CopyOnThreads.h"
#include "util/QuotedInput.h"

#include <algorithm>

namespace gputco {

namespace {

std::optional<Error> pickCards(const ScenarioConstraints& c, const CatalogueSnapshot& catalogue,
                               std::vector<Accelerator>& out)
{
    if (c.allCards || c.cardIds.empty()) {
        out = copyOnThreads(catalogue.cards);
    } else {
        for (const std::string& id : c.cardIds) {
            const Accelerator* card = catalogue.findCard(id);
            if (!card)
                return Error{"constraints.cards",
                             "unknown card id " + quotedInput(id) + " (gpu-tco-cli cards lists them)"};
            out.push_back(*card);
        }
    }
    if (out.empty())
        return Error{"cards", "the catalogue has no card to recommend from"};
    return std::nullopt;
}

// A facility's prices in the scenario currency, so the recommender (which never converts) can cost it; a
// currency without a rate stays as it is and the recommender leaves the facility out, saying why.
Facility inScenarioCurrency(Facility f, const EconomicsState& e)
{
    if (f.currency == e.currency)
        return f;
    const auto price = inScenarioCurrency(Money::amount(f.electricityPricePerKwh), f.currency, e);
    if (!price)
        return f;
    f.electricityPricePerKwh = price->inCurrencyUnits();
    for (std::optional<Money>* m : {&f.rackPricePerMonth, &f.pricePerKwMonth, &f.bandwidthPricePerMbpsMonth})
        if (*m)
            *m = inScenarioCurrency(**m, f.currency, e);
    f.currency = e.currency;
    return f;
}

std::optional<Error> pickFacilities(const ScenarioState& state, const CatalogueSnapshot& catalogue,
                                    std::vector<Facility>& out)
{
    const ScenarioConstraints& c = state.constraints;
    if (c.allFacilities || c.facilityIds.empty()) {
        for (const Facility& f : catalogue.facilities)
            out.push_back(inScenarioCurrency(f, state.economics));
        return std::nullopt;
    }
    for (const std::string& id : c.facilityIds) {
        const Facility* facility = catalogue.findFacility(id);
        if (!facility)
            return Error{"constraints.facilities",
                         "unknown facility id " + quotedInput(id) + " (gpu-tco-cli facilities lists them)"};
        out.push_back(inScenarioCurrency(*facility, state.economics));
    }
    return std::nullopt;
}

FitRequirements requirementsFor(const ScenarioState& state)
{
    FitRequirements r = fitRequirementsFor(state.economics.requirements);
    const ScenarioConstraints& c = state.constraints;
    if (c.icp != IcpRequirement::Any)
        r.icp = c.icp;
    for (const std::string& cert : c.certifications)
        if (std::find(r.certifications.begin(), r.certifications.end(), cert) == r.certifications.end())
            r.certifications.push_back(cert);
    if (c.minGbGrade)
        r.minGbGrade = c.minGbGrade;
    if (c.minDdosGbps)
        r.minDdosGbps = c.minDdosGbps;
    r.selfOperated = r.selfOperated || c.selfOperated;
    return r;
}

RecommendEconomics economicsFor(const ScenarioState& state)
{
    const EconomicsState& money = state.economics;
    RecommendEconomics r;
    r.currency = money.currency;
    r.years = money.years;
    r.pricePerKwh = money.electricityPricePerKwh;
    r.pue = money.pue;
    r.facilityOwnPrices = money.facilityOwnPrices;
    r.utilisation = state.workload.utilisation;
    r.hostShare = money.hostShare;
    r.residual = money.residual;
    r.discountRate = money.discountRate;
    // The scenario's own rates (CNY per USD and per EUR), seen from its currency: card and system prices in any of
    // the three convert as the other views convert them; catalogue quotes stay the basis (no per-card override).
    for (const char* code : {"CNY", "USD", "EUR"})
        if (code != money.currency)
            if (auto rate = inScenarioCurrency(Money::amount(1.0), code, money))
                r.exchangeRates.emplace(code, rate->inCurrencyUnits());
    return r;
}

// Each card's cloud rate at the scenario's offer and term (the offer the Power & cost view compares with), in the
// scenario currency; a card with no offer, or none that converts, is not rented. Unless the scenario allows
// export-controlled cards, an offer located where the card's control requires a licence is passed over for one
// elsewhere; with none elsewhere it stays, and the recommender leaves it out saying why.
std::vector<RentalRate> rentalsFor(const ScenarioState& state, const CatalogueSnapshot& catalogue,
                                   const std::vector<Accelerator>& cards)
{
    const EconomicsState& e = state.economics;
    const ToScenarioCurrency convert = scenarioCurrencyConverter(e);
    const bool allowControlled = state.constraints.allowExportControlled;
    std::vector<RentalRate> out;
    std::vector<CloudOffer> permitted;
    for (const Accelerator& card : cards) {
        std::optional<ChosenCloudOffer> chosen;
        if (!allowControlled && !card.exportRestrictedIn.empty()) {
            permitted.clear();
            for (const CloudOffer& offer : catalogue.cloudOffers)
                if (offer.cardId == card.id && !isExportRestricted(card, offer.country))
                    permitted.push_back(offer);
            chosen =
                chooseCloudOffer(permitted, card.id, e.cloud, convert); // points into `permitted` until the next card
        }
        if (!chosen)
            chosen = chooseCloudOffer(catalogue.cloudOffers, card.id, e.cloud, convert);
        if (chosen)
            out.push_back(RentalRate{card.id, chosen->offer->id, chosen->term, chosen->inScenarioCurrency,
                                     chosen->offer->currency, chosen->offer->country});
    }
    return out;
}

std::optional<Error> applyConstraints(const ScenarioState& state, RecommendInputs& in)
{
    const WorkloadState& w = state.workload;
    const ScenarioConstraints& c = state.constraints;
    if (c.budget)
        in.constraints.budget = Money::amount(*c.budget);
    if (!in.training) {
        // The throughput need: the target (the constraint's, else the workload's) against the users (serviceDemandFor,
        // as the evaluation sizes); requests per second stay a target of their own, the larger rate counting.
        in.constraints.outputTokensPerSecond = serviceDemandFor(w, c.outputTokensPerSecond).outputTokensPerSecond;
        in.constraints.requestsPerSecond = c.requestsPerSecond;
        if (c.maxTtftMs)
            in.constraints.maxTtft = Duration::seconds(*c.maxTtftMs / 1000.0);
        in.constraints.maxTpot = Duration::seconds(c.maxTpotMs.value_or(w.targetLatencyMs) / 1000.0);
        in.constraints.serving = servingSloFor(c, w.outputTokens);
    } else if (c.trainingDeadlineHours) {
        in.constraints.maxTrainingTime = Duration::hours(*c.trainingDeadlineHours);
    }
    in.search.precisions = c.precisions;
    if (c.maxGpus)
        in.search.maxGpus = *c.maxGpus;
    if (c.maxTensorParallel)
        in.search.maxTensorParallel = *c.maxTensorParallel;
    if (c.maxRacks)
        in.constraints.maxRacks = *c.maxRacks;
    if (c.maxItPowerKw)
        in.constraints.maxItPower = Watts::kilowatts(*c.maxItPowerKw);
    in.constraints.allowConsumerCards = c.allowConsumerCards;
    in.constraints.allowExportControlled = c.allowExportControlled;
    in.constraints.buyerCountry = c.buyerCountry;
    in.search.ownership = c.ownership.value_or(Ownership::Owned);
    in.rankBy = c.rankBy.value_or(defaultRankMetric(in.training));
    if (!in.training && in.rankBy == RankMetric::CostPerRun)
        return Error{"constraints.rank_by", "cost-per-run ranks training; use total-cost or cost-per-million-tokens"};
    if (in.training && in.rankBy == RankMetric::CostPerMillionTokens)
        return Error{"constraints.rank_by", "cost-per-million-tokens ranks inference; use total-cost or cost-per-run"};
    return std::nullopt;
}

} // namespace

Expected<RecommendInputs> recommendInputsFor(const ScenarioState& state, const CatalogueSnapshot& catalogue)
{
    const WorkloadState& w = state.workload;
    RecommendInputs in;
    in.arch = modelFor(w, catalogue.models);
    in.training = isTrainingTask(w.mode);
    // The request shape as the evaluation sizes it: the context holds the prompt and the generated tokens.
    in.inference.kvCache = w.kvCache;
    in.inference.outputTokens = std::min(w.outputTokens, w.contextTokens - 1);
    in.inference.inputTokens = w.contextTokens - in.inference.outputTokens;
    in.trainingRun.tokens = trainingTokensFor(w, countParameters(in.arch).total);
    in.trainingRun.sequence = w.contextTokens;
    in.trainingRun.microBatch = w.microBatch;
    in.trainingRun.recompute = state.constraints.recompute.value_or(Recompute::None);
    in.zeroStage = w.zeroStage;
    in.trainingMode = workloadModeFor(w.mode);
    in.qloraBase = w.weights;

    if (auto error = pickCards(state.constraints, catalogue, in.cards))
        return *error;
    // The scenario's power caps, as the evaluation sets them (a catalogue already capped passes through unchanged).
    applyPowerCaps(in.cards, state.economics.powerCapWattsByCard);
    in.servers = catalogue.servers;
    in.serverByCard = state.economics.serverByCard;
    // The network of the server the scenario names for a card (the catalogue's choice is already attached).
    if (!in.serverByCard.empty())
        attachServerNetworks(in.cards, in.servers, in.serverByCard);
    if (auto error = pickFacilities(state, catalogue, in.facilities))
        return *error;
    in.requirements = requirementsFor(state);
    in.economics = economicsFor(state);
    if (auto error = applyConstraints(state, in))
        return *error;
    if (in.search.ownership != Ownership::Owned)
        in.rentals = rentalsFor(state, catalogue, in.cards);
    return in;
}

Expected<RecommendInputs> recommendInputsFor(const Evaluation& e)
{
    if (e.inputError)
        return *e.inputError;
    return recommendInputsFor(e.state, *e.catalogue);
}

} // namespace gputco
