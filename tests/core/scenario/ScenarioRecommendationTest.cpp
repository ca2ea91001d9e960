// Known answers of the scenario's recommendation (the Recommend view, the status line and `gpu-tco-cli recommend`
// all read it): scenarios small enough that the cheapest option is plain by hand.
#include "model/ModelPresets.h"
#include "scenario/ApplyOption.h"
#include "scenario/ScenarioEvaluator.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;

namespace {

// Two made-up cards with round figures and one 1-GPU server each. "cheap" is the cheaper card but its server
// draws 1.5 kW and has two 1 kW supplies, so on one feed it keeps 1 kW and runs throttled; "steady" costs more and
// draws 100 W. Both hold Llama-2-7B in BF16 (13.5 GB of weights) with room for the KV cache.
Accelerator card(const char* id, double price, double tdpW)
{
    Accelerator c;
    c.id = id;
    c.model = id;
    c.memory = Bytes::gigabytes(48);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(900);
    c.tdp = Watts::of(tdpW);
    c.peak.bf16Tflops = 180;
    c.interconnect = InterconnectKind::PCIe;
    c.pcieGeneration = 4;
    PriceQuote quote;
    quote.amount = Money::amount(price);
    quote.currency = "CNY";
    quote.date = "2026-01-01";
    c.price = quote;
    return c;
}

Server oneGpuServer(const char* cardId, double systemMaxW)
{
    Server s;
    s.id = std::string(cardId) + "-box";
    s.cardId = cardId;
    s.gpusPerServer = 1;
    s.systemMaxPower = Watts::of(systemMaxW);
    s.rackUnits = 2;
    s.psuCount = 2;
    s.psuRating = Watts::of(1000);
    return s;
}

std::shared_ptr<const CatalogueSnapshot> catalogue()
{
    auto c = std::make_shared<CatalogueSnapshot>();
    c->cards = {card("steady", 3000, 72), card("cheap", 2000, 400)};
    c->servers = {oneGpuServer("steady", 100), oneGpuServer("cheap", 1500)};
    // A hall with A+B feeds of 230 V x 16 A x 0.8 x 0.95 = 2.8 kW each and 7 kW of air cooling: either server fits.
    Facility hall;
    hall.id = "hall";
    hall.name = "Hall";
    hall.currency = "CNY";
    hall.electricityPricePerKwh = 0.0;
    c->facilities = {hall};
    return c;
}

// Serve Llama-2-7B in BF16 with limits any one card meets, free electricity and no resale: the total cost of an
// option is then exactly its GPUs x card price, so the cheapest option is one GPU of the cheapest card.
ScenarioState serving()
{
    ScenarioState s;
    s.workload.modelPresetId = "llama-2-7b";
    s.workload.mode = TaskMode::Inference;
    s.workload.contextTokens = 2048;
    s.workload.concurrency = 1;
    s.economics.electricityPricePerKwh = 0.0;
    s.economics.residual = ResidualCurve{};
    s.economics.years = 1;
    s.selectedCardIds = {"steady", "cheap"};
    s.constraints.precisions = {Precision::BF16};
    s.constraints.outputTokensPerSecond = 1.0;
    s.constraints.maxTpotMs = 1000.0;
    s.constraints.maxTensorParallel = 1;
    return s;
}

ScenarioRecommendation recommendationOf(const ScenarioState& state)
{
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(state, catalogue());
    REQUIRE(e->recommendation);
    return e->recommendation->get();
}

const CardLeftOut* leftOut(const ScenarioRecommendation& r, const std::string& cardId)
{
    for (const CardLeftOut& c : r.result.leftOut)
        if (c.cardId == cardId)
            return &c;
    return nullptr;
}

} // namespace

TEST_CASE("The cheapest card wins: 1 x cheap for 2,000", "[scenario][recommend]")
{
    // cheap: 1 GPU x 2,000 = 2,000; steady: 1 GPU x 3,000 = 3,000. Electricity and colocation are free, the year
    // leaves no resale value, so nothing else is added.
    const ScenarioRecommendation r = recommendationOf(serving());
    REQUIRE_FALSE(r.error);
    REQUIRE(r.recommended());
    CHECK(r.recommended()->cardId == "cheap");
    CHECK(r.recommended()->gpus == 1);
    CHECK(r.recommended()->precision == Precision::BF16);
    CHECK(r.recommended()->facilityId == std::optional<std::string>("hall"));
    CHECK(r.recommended()->totalCost->inCurrencyUnits() == Approx(2000.0));
    REQUIRE(r.runnerUp());
    CHECK(r.runnerUp()->cardId == "steady");
    CHECK(r.runnerUp()->totalCost->inCurrencyUnits() == Approx(3000.0));
}

TEST_CASE("A budget under the cheapest option leaves nothing, and says so", "[scenario][recommend]")
{
    ScenarioState s = serving();
    s.constraints.budget = 1999.0; // under 1 x cheap = 2,000
    const ScenarioRecommendation r = recommendationOf(s);
    CHECK_FALSE(r.recommended());
    REQUIRE(leftOut(r, "cheap"));
    CHECK(leftOut(r, "cheap")->reason == LeftOutReason::Budget);
    REQUIRE(r.commonestReason());
    CHECK(*r.commonestReason() == LeftOutReason::Budget);
    s.constraints.budget = 2500.0; // pays for 1 x cheap, not 1 x steady
    const ScenarioRecommendation paid = recommendationOf(s);
    REQUIRE(paid.recommended());
    CHECK(paid.recommended()->cardId == "cheap");
    CHECK(std::none_of(paid.result.ranked.begin(), paid.result.ranked.end(),
                       [](const RecommendOption& o) { return o.cardId == "steady"; }));
}

TEST_CASE("Full power on one feed refuses the cheapest card: the next one wins", "[scenario][recommend][facility]")
{
    // The buyer requires full power when a feed is lost. cheap's server draws 1,500 W but one feed keeps one of its
    // two 1,000 W supplies: 1,000 < 1,500 W, so it would run throttled and the hall refuses it (FeedLoss.h).
    // steady's 100 W server keeps full power on one 1,000 W supply, so 1 x steady at 3,000 is the answer.
    ScenarioState s = serving();
    s.economics.requirements.fullPowerOnFeedLoss = true;
    const ScenarioRecommendation r = recommendationOf(s);
    REQUIRE(r.recommended());
    CHECK(r.recommended()->cardId == "steady");
    CHECK(r.recommended()->gpus == 1);
    CHECK(r.recommended()->totalCost->inCurrencyUnits() == Approx(3000.0));
    REQUIRE(leftOut(r, "cheap"));
    CHECK(leftOut(r, "cheap")->reason == LeftOutReason::Facility);
    CHECK(leftOut(r, "cheap")->detail.find("hall") != std::string::npos);
}

TEST_CASE("A constraints edit alone searches again", "[scenario][recommend]")
{
    // The window's evaluator reuses every figure a change leaves alone; a change of the targets must still reach
    // the recommendation (the "Targets and limits" panel changes nothing else).
    ScenarioEvaluator evaluator;
    ScenarioState s = serving();
    const EvaluationPtr first = evaluator.evaluate(s, catalogue());
    REQUIRE(first->recommendation->get().recommended()->cardId == "cheap");
    s.economics.requirements.fullPowerOnFeedLoss = true;
    s.constraints.maxGpus = 1;
    const EvaluationPtr second = evaluator.evaluate(s, first->catalogue);
    CHECK(second->changes.constraints);
    CHECK(second->recommendation != first->recommendation);
    s.constraints.budget = 2999.0; // 1 x steady costs 3,000: nothing is left
    const EvaluationPtr third = evaluator.evaluate(s, first->catalogue);
    CHECK(third->changes.constraints);
    CHECK_FALSE(third->changes.economics);
    CHECK_FALSE(third->recommendation->get().recommended());
}

TEST_CASE("Using the recommended option costs it in the views as the recommendation did", "[scenario][recommend]")
{
    // The hall's power is cheaper than the scenario's own (0.50 against 0.90 CNY/kWh, PUE 1.25 against 1.5). By the
    // one rule the recommendation costs the option at the scenario's 0.90 and 1.5, which the applied scenario keeps;
    // with "each facility's own prices" it costs it at the hall's, which the applied scenario then takes (as choosing
    // the facility in the Economics panel does). Either way the Power & cost view shows the figure the status line
    // headlines for the very same option.
    auto c = std::make_shared<CatalogueSnapshot>(*catalogue());
    c->facilities[0].electricityPricePerKwh = 0.50;
    c->facilities[0].pue = 1.25;
    c->facilities[0].carbonKgPerKwh = 0.6;
    ScenarioState s = serving();
    s.economics.electricityPricePerKwh = 0.90;
    s.economics.pue = 1.5;
    s.workload.targetTokensPerSecond = 1.0; // the views size to the workload's targets, as the constraints here
    s.workload.targetLatencyMs = 1000.0;
    s.constraints.outputTokensPerSecond.reset();
    s.constraints.maxTpotMs.reset();
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(s, c);
    const RecommendOption* best = e->recommendation->get().recommended();
    REQUIRE(best);
    REQUIRE(best->facilityId == std::optional<std::string>("hall"));

    const ScenarioState applied = withOption(s, *best, *c);
    CHECK(applied.economics.electricityPricePerKwh == 0.90);
    CHECK(applied.economics.pue == 1.5);
    CHECK(applied.economics.carbonKgPerKwh == 0.6);
    const EvaluationPtr after = evaluator.evaluate(applied, c);
    const CardEvaluation* card = after->find(best->cardId);
    REQUIRE(card);
    REQUIRE(card->economics.tco);
    CHECK(card->economics.gpus == best->gpus);
    CHECK(card->economics.tco->lifetimeTotal.inCurrencyUnits() == Approx(best->totalCost->inCurrencyUnits()));
    CHECK_FALSE(best->presentValue);

    ScenarioState own = s;
    own.economics.facilityOwnPrices = true;
    const EvaluationPtr ownEvaluation = evaluator.evaluate(own, c);
    const RecommendOption* ownBest = ownEvaluation->recommendation->get().recommended();
    REQUIRE(ownBest);
    // The hall's cheaper power makes the same option cheaper than at the scenario's price.
    CHECK(ownBest->totalCost->inCurrencyUnits() < best->totalCost->inCurrencyUnits());
    const ScenarioState ownApplied = withOption(own, *ownBest, *c);
    CHECK(ownApplied.economics.electricityPricePerKwh == 0.50);
    CHECK(ownApplied.economics.pue == 1.25);
    const EvaluationPtr ownAfter = evaluator.evaluate(ownApplied, c);
    const CardEvaluation* ownCard = ownAfter->find(ownBest->cardId);
    REQUIRE(ownCard);
    REQUIRE(ownCard->economics.tco);
    CHECK(ownCard->economics.tco->lifetimeTotal.inCurrencyUnits() == Approx(ownBest->totalCost->inCurrencyUnits()));

    // With a discount rate the option's present value is what the Power & cost view discounts for it.
    s.economics.discountRate = 0.08;
    const EvaluationPtr discounted = evaluator.evaluate(s, c);
    const RecommendOption* discountedBest = discounted->recommendation->get().recommended();
    REQUIRE(discountedBest);
    REQUIRE(discountedBest->presentValue);
    const EvaluationPtr discountedAfter = evaluator.evaluate(withOption(s, *discountedBest, *c), c);
    const CardEvaluation* discountedCard = discountedAfter->find(discountedBest->cardId);
    REQUIRE(discountedCard);
    REQUIRE(discountedCard->economics.tco);
    CHECK(discountedCard->economics.tco->npv.inCurrencyUnits()
          == Approx(discountedBest->presentValue->inCurrencyUnits()));
    CHECK(discountedBest->presentValue->inCurrencyUnits() != Approx(discountedBest->totalCost->inCurrencyUnits()));
}
