#include "../performance/CardFixtures.h"

#include "scenario/ScenarioEvaluator.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;

namespace {

// The H100 SXM datasheet fixture, quoted in USD as the catalogue quotes it.
Accelerator usdPricedH100()
{
    Accelerator c = fixtures::h100();
    c.price = PriceQuote{Money::amount(25000.0), "USD", "2026-01-01", "test"};
    return c;
}

ScenarioState pretrainingIn(const std::string& currency)
{
    ScenarioState s;
    s.workload.modelPresetId = "llama-2-7b";
    s.workload.mode = TaskMode::PreTraining;
    s.workload.contextTokens = 4096;
    s.workload.trainingTokens = 1e12;
    s.economics.currency = currency;
    s.economics.cnyPerUsd = 7.2;
    s.economics.hostShare = 0.25;
    s.economics.years = 4;
    return s;
}

const ModeFigures& trainingOf(const EvaluationPtr& e)
{
    REQUIRE(e->comparison->result());
    return e->comparison->result()->training;
}

} // namespace

TEST_CASE("Training vs inference prices a USD card in a CNY scenario at the scenario's rate", "[scenario][comparison]")
{
    auto catalogue = std::make_shared<CatalogueSnapshot>();
    catalogue->cards = {usdPricedH100()};
    ScenarioEvaluator evaluator;
    const ModeFigures& train = trainingOf(evaluator.evaluate(pretrainingIn("CNY"), catalogue));
    REQUIRE(train.chosen);
    const CardModeFit& run = *train.chosen;
    REQUIRE(run.runTime);
    REQUIRE(run.runCost);
    REQUIRE(run.runEnergyCost);
    // Capex basis: 25,000 USD x 7.2 CNY/USD = 180,000 CNY a GPU, plus the scenario's 0.25 host share of each full
    // 8-GPU server (generic SXM baseboard: the scenario's share above 0 replaces its 0.37 default), 8 x 180,000 x
    // 0.25 = 360,000 a server; over 4 years of 8,760 h. Run cost = GPU-hours x capex per GPU-hour + electricity.
    CHECK(run.capexBasis == CapexBasis::CardPlusHostShare);
    const auto capexOf = [](int gpus) { return 180000.0 * gpus + 360000.0 * ((gpus + 7) / 8); };
    CHECK(run.cardCapex->inCurrencyUnits() == Approx(capexOf(run.gpus)));
    const double gpuHours = run.gpus * run.runTime->inHours();
    CHECK(run.runCost->inCurrencyUnits()
          == Approx(gpuHours * capexOf(run.gpus) / run.gpus / 35040.0 + run.runEnergyCost->inCurrencyUnits())
                 .epsilon(1e-9));
    // The serving side converts the same way: a year is a quarter of the capex.
    const auto& serving = evaluator.evaluate(pretrainingIn("CNY"), catalogue)->comparison->result()->inference;
    REQUIRE(serving.chosen);
    CHECK(serving.chosen->yearlyCardCost->inCurrencyUnits() == Approx(capexOf(serving.chosen->gpus) / 4.0));

    // A published system price wins, as in Power and cost: 8 GPUs for 320,000 USD = 2,304,000 CNY a server.
    Server hgx;
    hgx.id = "hgx-h100";
    hgx.cardId = "h100-sxm-80gb";
    hgx.gpusPerServer = 8;
    hgx.price = PriceQuote{Money::amount(320000.0), "USD", "2026-01-01", "test"};
    catalogue->servers = {hgx};
    ScenarioEvaluator withServer;
    const ModeFigures& bought = trainingOf(withServer.evaluate(pretrainingIn("CNY"), catalogue));
    REQUIRE(bought.chosen);
    CHECK(bought.chosen->capexBasis == CapexBasis::SystemPrice);
    const int servers = (bought.chosen->gpus + 7) / 8;
    CHECK(bought.chosen->cardCapex->inCurrencyUnits() == Approx(2304000.0 * servers));

    // A currency without a rate stays unpriced: electricity only, never a mixed sum.
    ScenarioEvaluator inGbp;
    const ModeFigures& gbp = trainingOf(inGbp.evaluate(pretrainingIn("GBP"), catalogue));
    REQUIRE(gbp.chosen);
    CHECK_FALSE(gbp.chosen->cardCapex);
    CHECK_FALSE(gbp.chosen->runCost);
}

TEST_CASE("Training vs inference sizes the run to the constraints' deadline and marks a miss", "[scenario][comparison]")
{
    auto catalogue = std::make_shared<CatalogueSnapshot>();
    catalogue->cards = {usdPricedH100()};
    ScenarioEvaluator evaluator;
    ScenarioState state = pretrainingIn("CNY");
    // Each evaluation is kept: the figures are read from it after the next one is made.
    const EvaluationPtr yearlyRun = evaluator.evaluate(state, catalogue);
    const ModeFigures& yearly = trainingOf(yearlyRun);
    CHECK_FALSE(yearly.deadlineGiven);
    REQUIRE(yearly.deadline);
    CHECK(yearly.deadline->inDays() == Approx(365.0));

    // 30 days (720 h): the run is sized up to meet it, and the evaluation is redone for the new deadline.
    state.constraints.trainingDeadlineHours = 720.0;
    const EvaluationPtr monthRun = evaluator.evaluate(state, catalogue);
    const ModeFigures& month = trainingOf(monthRun);
    CHECK(month.deadlineGiven);
    REQUIRE(month.runTime);
    CHECK(month.runTime->inHours() <= 720.0);
    CHECK(month.chosen->meetsDeadline);
    CHECK(month.chosen->gpus > yearly.chosen->gpus);

    // 1e16 tokens within 30 days is beyond 16,384 H100 (about 4e26 FLOPs): the run is shown, marked as missing it.
    state.workload.trainingTokens = 1e16;
    const EvaluationPtr missedRun = evaluator.evaluate(state, catalogue);
    const ModeFigures& missed = trainingOf(missedRun);
    REQUIRE(missed.chosen);
    CHECK_FALSE(missed.chosen->meetsDeadline);
    CHECK_FALSE(missed.chosen->suitable);
    CHECK(missed.chosen->longerThanAYear);
    const auto& notes = missed.chosen->notes;
    const auto miss = std::find_if(notes.begin(), notes.end(), [](const SuitabilityNote& n) {
        return n.code == SuitabilityNoteCode::MissesDeadline;
    });
    REQUIRE(miss != notes.end());
    CHECK(miss->deadlineDays == Approx(30.0));
    CHECK(miss->days > 365.0);
}

TEST_CASE("Training vs inference sizes from the ranking alone and leaves the Monte Carlo figures to the search",
          "[scenario][comparison]")
{
    // The comparison runs on the GUI thread when its view is in front: it must not pay for the options' "how often
    // the cheapest" and cost ranges (2,000 futures each), which only the Recommend view shows, from its worker.
    auto catalogue = std::make_shared<CatalogueSnapshot>();
    catalogue->cards = {usdPricedH100()};
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(pretrainingIn("CNY"), catalogue);
    REQUIRE(e->recommendation);
    REQUIRE(e->comparison->result());
    CHECK_FALSE(e->recommendation->ready());
    const ScenarioRecommendation& ranking = e->recommendation->ranking();
    REQUIRE_FALSE(ranking.error);
    REQUIRE(ranking.result.ranked.size() >= 1);
    CHECK_FALSE(ranking.shares);
    // get() then adds the figures to the same answer: one search, its ranking unchanged.
    const ScenarioRecommendation& full = e->recommendation->get();
    CHECK(e->recommendation->ready());
    CHECK(&full.result == &ranking.result);
    REQUIRE(full.shares);
    CHECK_FALSE(full.shares->probabilityCheapest.empty()); // the cheapest options (at most 10)
    CHECK(full.groupCostRanges.size() == full.groups.size());
}
