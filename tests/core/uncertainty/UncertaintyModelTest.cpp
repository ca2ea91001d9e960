#include "../performance/CardFixtures.h"

#include "scenario/ScenarioEvaluator.h"
#include "uncertainty/MonteCarlo.h"
#include "uncertainty/Tornado.h"
#include "uncertainty/UncertaintyModel.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// H100 and H200 at prices.md sec. 1's ranges (USD 25,000 / 30,000 / 40,000 and 27,000 / 33,821 / 39,083) in a CNY
// scenario (7.2 CNY per USD), two H100 offers (on demand 2.49 and 3.49 USD per GPU-hour) and one H200 offer.
std::shared_ptr<const CatalogueSnapshot> catalogue()
{
    auto c = std::make_shared<CatalogueSnapshot>();
    Accelerator h100 = fixtures::h100AtPriceRange();
    Accelerator h200 = fixtures::h200();
    h200.price = PriceQuote{Money::amount(33821), "USD", "2024", "", Money::amount(27000), Money::amount(39083), {}};
    c->cards = {h100, h200};
    CloudOffer a;
    a.id = "a";
    a.cardId = h100.id;
    a.onDemandPerGpuHour = Money::amount(2.49);
    CloudOffer b = a;
    b.id = "b";
    b.onDemandPerGpuHour = Money::amount(3.49);
    CloudOffer d = a;
    d.id = "d";
    d.cardId = h200.id;
    c->cloudOffers = {a, b, d};
    return c;
}

ScenarioState scenario()
{
    ScenarioState s;
    s.selectedCardIds = {"h100-sxm-80gb", "h200-sxm-141gb"};
    return s;
}

} // namespace

TEST_CASE("At typical inputs the uncertainty model gives the evaluation's own TCO", "[uncertainty][scenario]")
{
    ScenarioEvaluator evaluator;
    const EvaluationPtr ev = evaluator.evaluate(scenario(), catalogue());
    const UncertaintyModel model = uncertaintyModelFor(*ev, UncertaintyState{});
    REQUIRE(model.cards.size() == 2);
    for (const CardMoneyBase& base : model.cards) {
        const CardEvaluation* c = ev->find(base.cardId);
        REQUIRE(c);
        REQUIRE(c->economics.tco);
        const auto money = costCardAt(base, typicalMultiples());
        REQUIRE(money);
        CHECK(money->lifetimeTco.inCurrencyUnits()
              == Approx(c->economics.tco->lifetimeTotal.inCurrencyUnits()).epsilon(1e-12));
        REQUIRE(c->economics.costPerMillionTokens);
        CHECK(money->unitCost->inCurrencyUnits()
              == Approx(c->economics.costPerMillionTokens->inCurrencyUnits()).epsilon(1e-12));
        // USD prices in a CNY scenario move with the exchange rate.
        CHECK(base.cardPriceFx == 1);
    }
}

TEST_CASE("Catalogue ranges: the quote's low and high, the spread of the card's offers", "[uncertainty][scenario]")
{
    ScenarioEvaluator evaluator;
    const EvaluationPtr ev = evaluator.evaluate(scenario(), catalogue());
    UncertaintyState state;
    UncertaintyModel model = uncertaintyModelFor(*ev, state);
    const CardMoneyBase& h100 = model.cards[0];
    // 25,000 / 30,000 and 40,000 / 30,000.
    CHECK(h100.bands[indexOf(UncertainInput::CardPrice)].low == Approx(25000.0 / 30000.0));
    CHECK(h100.bands[indexOf(UncertainInput::CardPrice)].high == Approx(40000.0 / 30000.0));
    // The cheapest offer (2.49) is the rate used: 2.49 / 2.49 to 3.49 / 2.49.
    CHECK(h100.bands[indexOf(UncertainInput::CloudPrice)].low == Approx(1.0));
    CHECK(h100.bands[indexOf(UncertainInput::CloudPrice)].high == Approx(3.49 / 2.49));
    // One H200 offer: no spread, so the relative default (prices.md sec. 4, 2.99 / 3.29 to 3.49 / 3.29).
    CHECK(model.cards[1].bands[indexOf(UncertainInput::CloudPrice)].low == Approx(2.99 / 3.29));
    // Inference at this size is memory-bound: the compute efficiency does not move it.
    CHECK(h100.bands[indexOf(UncertainInput::ComputeEfficiency)].high == 1.0);

    // The user's own range instead of the catalogue's; an input marked certain has none.
    state.catalogueRanges = false;
    state.range(UncertainInput::CardPrice) = {0.9, 1.1, false};
    state.range(UncertainInput::ElectricityPrice).certain = true;
    model = uncertaintyModelFor(*ev, state);
    CHECK(model.cards[0].bands[indexOf(UncertainInput::CardPrice)].low == 0.9);
    CHECK(model.cards[0].bands[indexOf(UncertainInput::ElectricityPrice)].low == 1.0);
    CHECK(model.cards[0].bands[indexOf(UncertainInput::ElectricityPrice)].high == 1.0);
    for (const CardTornado& t : tornadoOf(model))
        for (const TornadoBar& bar : t.bars)
            CHECK(bar.input != UncertainInput::ElectricityPrice);
}

TEST_CASE("Every input certain: the band is the typical TCO", "[uncertainty][scenario]")
{
    ScenarioEvaluator evaluator;
    const EvaluationPtr ev = evaluator.evaluate(scenario(), catalogue());
    UncertaintyState state;
    for (RelativeRange& r : state.ranges)
        r.certain = true;
    const MonteCarloResult r = runMonteCarlo(uncertaintyModelFor(*ev, state), MonteCarloOptions{});
    const double typical = ev->find("h100-sxm-80gb")->economics.tco->lifetimeTotal.inCurrencyUnits();
    REQUIRE(r.cards[0].lifetimeTco);
    CHECK(r.cards[0].lifetimeTco->p10.inCurrencyUnits() == Approx(typical));
    CHECK(r.cards[0].lifetimeTco->p90.inCurrencyUnits() == Approx(typical));
}
