#include "scenario/ScenarioEvaluator.h"

#include "hardware/ServerNetwork.h"
#include "memory/MemoryEstimator.h"
#include "power/PowerCap.h"
#include "scenario/CardEconomicsEvaluator.h"
#include "scenario/CardRackEvaluator.h"
#include "scenario/PurchasePricesFor.h"
#include "scenario/RecommendInputsFor.h"
#include "scenario/ServerForCard.h"
#include "uncertainty/LazyTornado.h"
#include "util/CopyOnThreads.h"

#include <algorithm>
#include <map>

namespace gputco {

void ScenarioEvaluator::reset()
{
    previous_.reset();
    uncappedCatalogue_.reset();
    memoryKey_.reset();
}

EvaluationPtr ScenarioEvaluator::evaluate(const ScenarioState& state,
                                          std::shared_ptr<const CatalogueSnapshot> catalogue)
{
    auto out = std::make_shared<Evaluation>();
    out->revision = ++revision_;
    out->state = state;
    out->catalogue =
        cappedCatalogue(state, catalogue ? std::move(catalogue) : std::make_shared<const CatalogueSnapshot>());

    const MemoryKey key = memoryKeyFor(state.workload);
    EvaluationChanges& changes = out->changes;
    if (previous_) {
        changes.catalogue = previous_->catalogue != out->catalogue;
        changes.workload = changes.catalogue || !(previous_->state.workload == state.workload);
        changes.economics = changes.catalogue || !(previous_->state.economics == state.economics);
        changes.selection = changes.catalogue || previous_->state.selectedCardIds != state.selectedCardIds;
        changes.constraints = changes.catalogue || !(previous_->state.constraints == state.constraints);
    }
    const bool reuseMemory = previous_ && !changes.catalogue && memoryKey_ && *memoryKey_ == key;

    out->model = reuseMemory ? previous_->model : modelFor(state.workload, out->catalogue->models);
    out->parameters = reuseMemory ? previous_->parameters : countParameters(out->model);
    out->memoryInputs = memoryInputsFor(state.workload);
    out->inputError = reuseMemory ? previous_->inputError : validateMemoryInputs(out->model, out->memoryInputs);

    const std::vector<Accelerator>& catalogueCards = out->catalogue->cards;
    for (std::size_t i = 0; i < catalogueCards.size(); ++i) {
        const std::string& id = catalogueCards[i].id;
        if (std::find(state.selectedCardIds.begin(), state.selectedCardIds.end(), id) != state.selectedCardIds.end())
            out->selected.push_back(i);
    }
    // A selection change alone moves no figure: reuse the economics of cards already computed.
    const std::vector<std::shared_ptr<const CardFigures>> figures =
        evaluateEconomics(*out, previous_ && !changes.catalogue && !changes.workload && !changes.economics);
    out->cards.reserve(catalogueCards.size());
    for (std::size_t i = 0; i < catalogueCards.size(); ++i)
        out->cards.emplace_back(&catalogueCards[i], figures.empty() ? nullptr : figures[i]);
    evaluateMemory(*out, reuseMemory);
    // The targets and limits move only the recommendation (and the comparison, which takes its sizing): a new search,
    // every other figure reused. The ranges move only the options' shares of futures, which the search computes.
    evaluateRecommendation(*out, previous_ && !changes.catalogue && !changes.workload && !changes.economics
                                     && !changes.constraints && previous_->state.uncertainty == state.uncertainty);
    evaluateComparison(*out, previous_ && !changes.catalogue && !changes.workload && !changes.economics
                                 && !changes.constraints);

    // Nothing is computed here: the tornado reads this evaluation when a view or the report first asks.
    out->tornado = std::make_shared<const LazyTornado>(std::weak_ptr<const Evaluation>(out));

    memoryKey_ = key;
    previous_ = out;
    return out;
}

std::shared_ptr<const CatalogueSnapshot>
ScenarioEvaluator::cappedCatalogue(const ScenarioState& state, std::shared_ptr<const CatalogueSnapshot> base)
{
    // The caps are the scenario's, the cards the catalogue's: every figure of this evaluation sees the capped cards
    // (core/power/PowerCap.h). The same catalogue and caps give the same snapshot, so nothing is recomputed for them.
    // The servers it names for cards bring their networks (core/hardware/ServerNetwork.h) the same way.
    const std::map<std::string, double>& caps = state.economics.powerCapWattsByCard;
    const std::map<std::string, std::string>& servers = state.economics.serverByCard;
    if (previous_ && base == uncappedCatalogue_ && previous_->state.economics.powerCapWattsByCard == caps
        && previous_->state.economics.serverByCard == servers)
        return previous_->catalogue;
    uncappedCatalogue_ = base;
    if (caps.empty() && servers.empty())
        return base;
    auto capped = std::make_shared<CatalogueSnapshot>(*base);
    applyPowerCaps(capped->cards, caps);
    if (!servers.empty())
        attachServerNetworks(capped->cards, capped->servers, servers);
    return capped;
}

void ScenarioEvaluator::evaluateMemory(Evaluation& out, bool reuse) const
{
    if (reuse) {
        for (std::size_t i = 0; i < out.cards.size(); ++i)
            out.cards[i].fit = previous_->cards[i].fit;
        return;
    }
    // One planner per workload: it sizes every split once, then each card is a scan (core FitPlanner).
    // Cards of equal capacity get the same answer, so each capacity is scanned once.
    const FitPlanner planner(out.model, out.memoryInputs);
    std::map<double, FitResult> byCapacity;
    for (CardEvaluation& c : out.cards) {
        const double key = c.card->memory ? c.card->memory->inBytes() : -1.0;
        auto it = byCapacity.find(key);
        if (it == byCapacity.end())
            it = byCapacity.emplace(key, planner.fitOn(c.card->memory)).first;
        c.fit = it->second;
    }
}

} // namespace gputco

namespace gputco {

std::vector<std::shared_ptr<const CardFigures>> ScenarioEvaluator::evaluateEconomics(const Evaluation& out,
                                                                                     bool reuse) const
{
    std::vector<std::shared_ptr<const CardFigures>> figures;
    if (out.inputError || out.selected.empty())
        return figures;
    figures.resize(out.catalogue->cards.size());
    // Sizing a deployment costs far more than a memory scan, and only the compared cards are drawn: the
    // economics are computed for the selected cards, and a card newly ticked is computed when it appears.
    const EconomicsContext context{out.model, out.state, *out.catalogue};
    for (std::size_t i : out.selected) {
        if (reuse && previous_->cards[i].figures) {
            figures[i] = previous_->cards[i].figures;
            continue;
        }
        const Accelerator& card = out.catalogue->cards[i];
        auto computed = std::make_shared<CardFigures>();
        computed->economics = evaluateCardEconomics(context, card);
        computed->rack = evaluateCardRack(out.state, *out.catalogue, card, computed->economics);
        figures[i] = std::move(computed);
    }
    return figures;
}

void ScenarioEvaluator::evaluateRecommendation(Evaluation& out, bool reuse) const
{
    // The search covers every catalogue card, so a selection change moves only the scenario's own point.
    if (reuse && previous_->recommendation) {
        out.recommendation =
            out.changes.selection
                ? std::make_shared<const LazyRecommendation>(*previous_->recommendation, currentDeploymentOf(out))
                : previous_->recommendation;
        return;
    }
    // The inputs copy every card the search covers: made when the search first runs.
    std::function<Expected<RecommendInputs>()> makeInputs =
        [state = out.state, catalogue = out.catalogue, inputError = out.inputError]() -> Expected<RecommendInputs> {
        if (inputError)
            return *inputError;
        return recommendInputsFor(state, *catalogue);
    };
    out.recommendation =
        std::make_shared<const LazyRecommendation>(std::move(makeInputs), isTrainingTask(out.state.workload.mode),
                                                   currentDeploymentOf(out), out.state.uncertainty);
}

void ScenarioEvaluator::evaluateComparison(Evaluation& out, bool reuse) const
{
    if (reuse) {
        out.comparison = previous_->comparison;
        return;
    }
    if (out.inputError) {
        out.comparison = std::make_shared<const LazyComparison>(out.inputError->describe());
        return;
    }
    // The inputs copy every catalogue card with its converted prices: made when the comparison is first asked for,
    // not by every evaluation (2 s of the worker for 100,065 cards).
    auto makeInputs = [model = out.model, memory = out.memoryInputs, state = out.state, catalogue = out.catalogue,
                       parameters = out.parameters.total] {
        const EconomicsState& e = state.economics;
        ComparisonInputs in = comparisonInputsFor(model, memory);
        // Each mode with its own batch: served at the concurrency, trained at the micro-batch (never one for the
        // other).
        in.inference.batch = state.workload.concurrency;
        in.training.batch = state.workload.microBatch;
        in.cards = copyOnThreads(catalogue->cards);
        in.inferenceUtilisation = state.workload.utilisation;
        in.pue = e.pue;
        in.pricePerKwh = e.electricityPricePerKwh;
        in.currency = e.currency;
        in.amortisationYears = e.years;
        // Card and server prices converted at the scenario's rates, on the capex basis every view uses.
        in.cardPrices.reserve(in.cards.size());
        for (const Accelerator& card : in.cards) {
            const std::optional<Server> server = serverForCard(e, *catalogue, card);
            ComparisonCardPrices prices{card.id, purchasePricesFor(card, server, e).prices, 8};
            if (server && server->gpusPerServer > 0)
                prices.gpusPerServer = server->gpusPerServer;
            in.cardPrices.push_back(std::move(prices));
        }
        in.trainingTokens = trainingTokensFor(state.workload, parameters);
        if (const auto& hours = state.constraints.trainingDeadlineHours)
            in.trainingDeadline = Duration::hours(*hours);
        in.maxTimePerOutputToken = Duration::seconds(state.workload.targetLatencyMs / 1e3);
        return in;
    };
    // The scenario's own mode is sized as the recommendation sizes it (one sizing: docs/MODEL.md, "Training vs
    // inference").
    out.comparison = std::make_shared<const LazyComparison>(std::function<ComparisonInputs()>(std::move(makeInputs)),
                                                            out.recommendation);
}

} // namespace gputco
