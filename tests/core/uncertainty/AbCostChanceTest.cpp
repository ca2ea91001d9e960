#include "../performance/CardFixtures.h"

#include "scenario/ScenarioEvaluator.h"
#include "uncertainty/AbCostChance.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// The H100 at prices.md sec. 1's range (USD 25,000 / 30,000 / 40,000) in a CNY scenario, the default ranges.
std::shared_ptr<const CatalogueSnapshot> catalogue()
{
    auto c = std::make_shared<CatalogueSnapshot>();
    Accelerator h100 = fixtures::h100AtPriceRange();
    c->cards = {h100};
    return c;
}

ScenarioState scenario()
{
    ScenarioState s;
    s.selectedCardIds = {"h100-sxm-80gb"};
    s.uncertainty.samples = 300;
    return s;
}

} // namespace

TEST_CASE("B the same as A is never the cheaper: B on cheaper power always is", "[uncertainty][scenario]")
{
    const auto cat = catalogue();
    ScenarioEvaluator ea;
    ScenarioEvaluator eb;
    const EvaluationPtr a = ea.evaluate(scenario(), cat);
    // The same fleet: one card price and one electricity draw for both per sample, so equal in every future and the
    // tie goes to A.
    const auto same = abCostChance(*a, *eb.evaluate(scenario(), cat));
    REQUIRE(same);
    CHECK(same->probabilityBCheaper == 0.0);
    CHECK(same->samples == 300);
    CHECK(same->cardA == "h100-sxm-80gb");
    CHECK(same->cardB == "h100-sxm-80gb");

    // B pays 0.50 per kWh against A's 0.70: the shared electricity multiple scales both, so B is cheaper in every
    // future (drawn per scenario, A's dear futures against B's cheap ones would not decide it either, but a shared
    // draw makes it every one).
    ScenarioState cheaper = scenario();
    cheaper.economics.electricityPricePerKwh = 0.50;
    ScenarioEvaluator ec;
    const auto chance = abCostChance(*a, *ec.evaluate(cheaper, cat));
    REQUIRE(chance);
    CHECK(chance->probabilityBCheaper == 1.0);
    // Same seed, same answer.
    ScenarioEvaluator ed;
    CHECK(abCostChance(*a, *ed.evaluate(cheaper, cat))->probabilityBCheaper == chance->probabilityBCheaper);
}

TEST_CASE("A/B in different currencies or without a priced card has no probability", "[uncertainty][scenario]")
{
    const auto cat = catalogue();
    ScenarioEvaluator ea;
    ScenarioEvaluator eb;
    const EvaluationPtr a = ea.evaluate(scenario(), cat);
    ScenarioState usd = scenario();
    usd.economics.currency = "USD";
    CHECK_FALSE(abCostChance(*a, *eb.evaluate(usd, cat)));
    ScenarioState none = scenario();
    none.selectedCardIds.clear();
    ScenarioEvaluator ec;
    CHECK_FALSE(abCostChance(*a, *ec.evaluate(none, cat)));
}
