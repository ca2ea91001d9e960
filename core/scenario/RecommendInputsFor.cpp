#include "scenario/RecommendInputsFor.h"

#include "scenario/CardRackEvaluator.h"
#include "scenario/CurrencyConversion.h"
#include "scenario/WorkloadInputs.h"
#include "util/QuotedInput.h"

#include <algorithm>

namespace gputco {

namespace {

std::optional<Error> pickCards(const ScenarioState& state, const CatalogueSnapshot& catalogue,
                               std::vector<Accelerator>& out)
{
    const ScenarioConstraints& c = state.constraints;
    if (c.allCards) {
        out = catalogue.cards;
        return std::nullopt;
    }
    const bool listed = !c.cardIds.empty();
    const std::vector<std::string>& ids = listed ? c.cardIds : state.selectedCardIds;
    const char* key = listed ? "constraints.cards" : "cards";
    for (const std::string& id : ids) {
        const Accelerator* card = catalogue.findCard(id);
        if (!card)
            return Error{key, "unknown card id " + quotedInput(id) + " (gpu-tco-cli cards lists them)"};
        out.push_back(*card);
    }
    if (out.empty())
        return Error{key, "no card to recommend from: select cards or set constraints.cards to \"all\""};
    return std::nullopt;
}

std::optional<Error> pickFacilities(const ScenarioState& state, const CatalogueSnapshot& catalogue,
                                    std::vector<Facility>& out)
{
    const ScenarioConstraints& c = state.constraints;
    if (c.allFacilities) {
        out = catalogue.facilities;
        return std::nullopt;
    }
    const bool listed = !c.facilityIds.empty();
    std::vector<std::string> ids = c.facilityIds;
    if (!listed && !state.economics.facilityId.empty())
        ids.push_back(state.economics.facilityId);
    for (const std::string& id : ids) {
        const Facility* facility = catalogue.findFacility(id);
        if (!facility)
            return Error{listed ? "constraints.facilities" : "facility",
                         "unknown facility id " + quotedInput(id) + " (gpu-tco-cli facilities lists them)"};
        out.push_back(*facility);
    }
    return std::nullopt;
}

FitRequirements requirementsFor(const ScenarioState& state)
{
    FitRequirements r = fitRequirementsFor(state.economics.requirements);
    const ScenarioConstraints& c = state.constraints;
    r.icp = c.icp;
    for (const std::string& cert : c.certifications)
        if (std::find(r.certifications.begin(), r.certifications.end(), cert) == r.certifications.end())
            r.certifications.push_back(cert);
    r.minGbGrade = c.minGbGrade;
    r.minDdosGbps = c.minDdosGbps;
    r.selfOperated = c.selfOperated;
    return r;
}

} // namespace

Expected<RecommendInputs> recommendInputsFor(const ScenarioState& state, const CatalogueSnapshot& catalogue)
{
    const WorkloadState& w = state.workload;
    const EconomicsState& e = state.economics;
    const ScenarioConstraints& c = state.constraints;
    RecommendInputs in;
    in.arch = modelFor(w);
    in.training = isTrainingTask(w.mode);
    // The request shape as the evaluation sizes it: the context holds the prompt and the generated tokens.
    in.inference.outputTokens = std::min(w.outputTokens, w.contextTokens - 1);
    in.inference.inputTokens = w.contextTokens - in.inference.outputTokens;
    in.inference.kvCache = w.kvCache;
    in.trainingRun.tokens = w.trainingTokens;
    in.trainingRun.sequence = w.contextTokens;
    in.trainingRun.microBatch = w.batch;
    in.trainingRun.recompute = c.recompute.value_or(Recompute::None);
    in.zeroStage = w.zeroStage;

    if (auto error = pickCards(state, catalogue, in.cards))
        return *error;
    in.servers = catalogue.servers;
    if (auto error = pickFacilities(state, catalogue, in.facilities))
        return *error;
    in.requirements = requirementsFor(state);

    in.economics.currency = e.currency;
    in.economics.years = e.years;
    in.economics.pricePerKwh = e.electricityPricePerKwh;
    in.economics.pue = e.pue;
    in.economics.utilisation = w.utilisation;
    // The recommender compares prices in one currency only: give it the catalogue's, converted at the scenario's
    // rates, so a card quoted in USD is ranked in a CNY scenario exactly as the evaluation prices it.
    for (const Accelerator& card : in.cards)
        if (card.price)
            if (auto price = inScenarioCurrency(card.price->amount, card.price->currency, e))
                in.economics.cardPrices[card.id] = *price;

    if (c.budget)
        in.constraints.budget = Money::amount(*c.budget);
    if (!in.training) {
        in.constraints.outputTokensPerSecond = c.outputTokensPerSecond.value_or(w.targetTokensPerSecond);
        in.constraints.requestsPerSecond = c.requestsPerSecond;
        if (c.maxTtftMs)
            in.constraints.maxTtft = Duration::seconds(*c.maxTtftMs / 1000.0);
        in.constraints.maxTpot = Duration::seconds(c.maxTpotMs.value_or(w.targetLatencyMs) / 1000.0);
    } else if (c.trainingDeadlineHours) {
        in.constraints.maxTrainingTime = Duration::hours(*c.trainingDeadlineHours);
    }
    in.search.precisions = c.precisions;
    if (c.maxGpus)
        in.search.maxGpus = *c.maxGpus;
    if (c.maxTensorParallel)
        in.search.maxTensorParallel = *c.maxTensorParallel;
    in.rankBy = c.rankBy.value_or(RankMetric::TotalCost);
    if (!in.training && in.rankBy == RankMetric::CostPerRun)
        return Error{"constraints.rank_by", "cost-per-run ranks training; use total-cost or cost-per-million-tokens"};
    if (in.training && in.rankBy == RankMetric::CostPerMillionTokens)
        return Error{"constraints.rank_by", "cost-per-million-tokens ranks inference; use total-cost or cost-per-run"};
    return in;
}

} // namespace gputco
