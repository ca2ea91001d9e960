// A power cap per card is a scenario input: every figure of the evaluation sees it, and a scenario without one (on a
// card without measured power) keeps the figures of the TDP rule it had before (docs/MODEL.md, "Power under load").
#include "power/PowerCap.h"
#include "scenario/RecommendInputsFor.h"
#include "scenario/ScenarioEvaluator.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// An OAM card without an idle figure or a measured profile: idle 15 % of 750 W = 112.5 W, full load = TDP (assumed).
// Its generic 8-GPU baseboard server: 1.8 x 8 x 750 W = 10,800 W maximum, host 4,800 W.
Accelerator oamCard()
{
    Accelerator c;
    c.id = "oam";
    c.model = "oam";
    c.formFactor = "OAM";
    c.memory = Bytes::gigabytes(192);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(5300);
    c.tdp = Watts::of(750);
    c.peak.bf16Tflops = 1300;
    return c;
}

ScenarioState serving()
{
    ScenarioState s;
    s.workload.modelPresetId = "llama-2-7b";
    s.workload.mode = TaskMode::Inference;
    s.workload.contextTokens = 2048;
    s.workload.concurrency = 1;
    s.workload.targetTokensPerSecond = 1.0;
    s.workload.targetLatencyMs = 1000.0;
    s.workload.utilisation = 0.7;
    s.selectedCardIds = {"oam"};
    return s;
}

std::shared_ptr<const CatalogueSnapshot> catalogue()
{
    auto c = std::make_shared<CatalogueSnapshot>();
    c->cards = {oamCard()};
    return c;
}

} // namespace

TEST_CASE("A scenario without a cap keeps the figures of the TDP rule", "[scenario][power]")
{
    // One GPU in one server at u = 0.7 (the rule before power under load):
    // card 112.5 + 0.7 x (750 - 112.5) = 558.75 W; host 4,800 x (0.3 + 0.4 x 0.7) = 2,784 W; IT average 3,342.75 W.
    // IT peak: 4,800 + 750 = 5,550 W.
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(serving(), catalogue());
    const CardEconomics& c = e->find("oam")->economics;
    REQUIRE(c.power);
    CHECK(c.gpus == 1);
    CHECK(c.power->itAverage.inWatts() == Approx(3342.75));
    CHECK(c.power->itPeak.inWatts() == Approx(5550.0));
    CHECK(c.serverPower->card.assumed());
    CHECK_FALSE(e->find("oam")->card->powerCap);
    // Energy per output token: the IT average over the tokens served at the utilisation.
    REQUIRE(c.energyPerToken);
    REQUIRE(c.inference);
    CHECK(c.energyPerToken->joules
          == Approx(3342.75 / (*c.inference->performance.outputTokensPerSecond * 0.7)).epsilon(1e-9));
}

TEST_CASE("A cap in the scenario reaches power, the server maximum, the rack and the recommender", "[scenario][power]")
{
    // Capped at 500 W: card 112.5 + 0.7 x 387.5 = 383.75 W; IT average 383.75 + 2,784 = 3,167.75 W; IT peak
    // 4,800 + 500 = 5,300 W; server maximum 10,800 - 8 x 250 = 8,800 W.
    ScenarioState s = serving();
    s.economics.powerCapWattsByCard = {{"oam", 500.0}};
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(s, catalogue());
    const CardEvaluation& card = *e->find("oam");
    REQUIRE(card.card->powerCap);
    CHECK(card.card->powerCap->inWatts() == 500.0);
    REQUIRE(card.economics.power);
    CHECK(card.economics.power->itAverage.inWatts() == Approx(3167.75));
    CHECK(card.economics.power->itPeak.inWatts() == Approx(5300.0));
    CHECK(card.economics.serverPower->systemMax.inWatts() == Approx(8800.0));
    REQUIRE(card.rack.load);
    CHECK(card.rack.load->serverMaxPower.inWatts() == Approx(8800.0));

    // The recommender is given the same capped card.
    const auto in = recommendInputsFor(s, *catalogue());
    REQUIRE(in);
    REQUIRE(in->cards.front().powerCap);
    CHECK(in->cards.front().powerCap->inWatts() == 500.0);

    // The same scenario again reuses the capped catalogue; taking the cap off gives the figures without it.
    CHECK(evaluator.evaluate(s, e->catalogue)->catalogue != nullptr);
    s.economics.powerCapWattsByCard.clear();
    CHECK(evaluator.evaluate(s, catalogue())->find("oam")->economics.power->itAverage.inWatts() == Approx(3342.75));
}
