#include "HandBase.h"

#include "uncertainty/MonteCarlo.h"

#include <catch2/catch.hpp>

using namespace gputco;
using fixtures::handBase;

namespace {

UncertaintyModel electricityOnly()
{
    UncertaintyModel model;
    model.currency = "CNY";
    CardMoneyBase b = handBase("a", 10000.0);
    // 0.65-0.90 per kWh around 0.70 (datacenter.md sec. 5.1, China east tier-1); every other input certain.
    b.bands[indexOf(UncertainInput::ElectricityPrice)] = {0.65 / 0.70, 0.90 / 0.70};
    model.cards.push_back(b);
    return model;
}

} // namespace

TEST_CASE("TCO linear in the electricity price: the band is the price band through the formula", "[uncertainty]")
{
    MonteCarloOptions options;
    options.samples = 20000;
    const MonteCarloResult r = runMonteCarlo(electricityOnly(), options);
    REQUIRE(r.cards.size() == 1);
    REQUIRE(r.cards[0].lifetimeTco);
    // TCO = 80,000 + 350,400 x price (HandBase.h). The price's triangular quantiles (TriangularTest):
    // P10 0.685355 -> 320,148; P50 0.741886 -> 339,957; P90 0.829289 -> 370,583. Sampling error of a quantile
    // with 20,000 draws is about 0.06 % here; 0.3 % is five of them (a uniform draw would be 3 % off at P50).
    CHECK(r.cards[0].lifetimeTco->p10.inCurrencyUnits() == Approx(80000.0 + 350400.0 * 0.685355).epsilon(0.003));
    CHECK(r.cards[0].lifetimeTco->p50.inCurrencyUnits() == Approx(80000.0 + 350400.0 * 0.741886).epsilon(0.003));
    CHECK(r.cards[0].lifetimeTco->p90.inCurrencyUnits() == Approx(80000.0 + 350400.0 * 0.829289).epsilon(0.003));
    CHECK(r.cards[0].probabilityCheapest == 1.0);
    CHECK(r.samples == 20000);
}

TEST_CASE("The same seed gives the same result, another seed another", "[uncertainty]")
{
    UncertaintyModel model = electricityOnly();
    model.cards[0].bands[indexOf(UncertainInput::CardPrice)] = {0.8, 1.3};
    MonteCarloOptions options;
    options.samples = 500;
    options.seed = 7;
    const MonteCarloResult a = runMonteCarlo(model, options);
    const MonteCarloResult b = runMonteCarlo(model, options);
    options.seed = 8;
    const MonteCarloResult c = runMonteCarlo(model, options);
    REQUIRE(a.cards[0].lifetimeTco);
    CHECK(a.cards[0].lifetimeTco->p10 == b.cards[0].lifetimeTco->p10);
    CHECK(a.cards[0].lifetimeTco->p50 == b.cards[0].lifetimeTco->p50);
    CHECK(a.cards[0].lifetimeTco->p90 == b.cards[0].lifetimeTco->p90);
    CHECK(a.cards[0].lifetimeTco->p50 != c.cards[0].lifetimeTco->p50);
}

TEST_CASE("Without the cumulative band a run draws the same futures and gives the same TCO band", "[uncertainty]")
{
    UncertaintyModel model = electricityOnly();
    model.cards[0].bands[indexOf(UncertainInput::CardPrice)] = {0.8, 1.3};
    MonteCarloOptions options;
    options.samples = 300;
    const MonteCarloResult full = runMonteCarlo(model, options);
    options.cumulative = false;
    const MonteCarloResult lean = runMonteCarlo(model, options);
    REQUIRE(full.cards[0].lifetimeTco);
    REQUIRE(lean.cards[0].lifetimeTco);
    CHECK(lean.cards[0].lifetimeTco->p10 == full.cards[0].lifetimeTco->p10);
    CHECK(lean.cards[0].lifetimeTco->p90 == full.cards[0].lifetimeTco->p90);
    CHECK_FALSE(full.cards[0].cumulative.empty());
    CHECK(lean.cards[0].cumulative.empty());
}

TEST_CASE("Probabilities of being the cheapest add up to 1", "[uncertainty]")
{
    UncertaintyModel model;
    // Capex 80,000 / 84,000 / 160,000 on the same 245,280 of electricity, each price +/-10 %: A and B overlap
    // (their TCOs differ by 4,000 against swings of +/-8,000), C is never the cheapest.
    for (auto [id, price] : {std::pair{"a", 10000.0}, std::pair{"b", 10500.0}, std::pair{"c", 20000.0}}) {
        CardMoneyBase base = handBase(id, price);
        base.bands[indexOf(UncertainInput::CardPrice)] = {0.9, 1.1};
        base.bands[indexOf(UncertainInput::ElectricityPrice)] = {0.65 / 0.70, 0.90 / 0.70};
        model.cards.push_back(base);
    }
    const MonteCarloResult r = runMonteCarlo(model, MonteCarloOptions{});
    REQUIRE(r.cards.size() == 3);
    double sum = 0.0;
    for (const CardBand& band : r.cards)
        sum += band.probabilityCheapest;
    CHECK(sum == Approx(1.0).margin(1e-12));
    CHECK(r.comparedSamples == 2000);
    CHECK(r.cards[0].probabilityCheapest > r.cards[1].probabilityCheapest);
    CHECK(r.cards[1].probabilityCheapest > 0.05);
    CHECK(r.cards[2].probabilityCheapest == 0.0);
    // The electricity price is drawn once for all three: it cannot reorder them, so only the prices do. With a
    // draw per card B would win more often (its electricity swing is ten times its price gap).
}

TEST_CASE("A card without a price is never the cheapest", "[uncertainty]")
{
    UncertaintyModel model;
    model.cards.push_back(handBase("priced", 10000.0));
    CardMoneyBase free = handBase("unpriced", 0.0); // running costs only: 245,280, below the priced 325,280
    free.typical.prices.cardPrice.reset();
    free.priced = false;
    model.cards.push_back(free);
    const MonteCarloResult r = runMonteCarlo(model, MonteCarloOptions{});
    CHECK(r.cards[1].lifetimeTco->p50.inCurrencyUnits() == Approx(245280.0));
    CHECK(r.cards[0].probabilityCheapest == 1.0);
    CHECK(r.cards[1].probabilityCheapest == 0.0);
}

TEST_CASE("Certain inputs do not move the band", "[uncertainty]")
{
    UncertaintyModel model;
    model.cards.push_back(handBase("a", 10000.0)); // every band {1, 1}
    const MonteCarloResult r = runMonteCarlo(model, MonteCarloOptions{});
    REQUIRE(r.cards[0].lifetimeTco);
    // 80,000 + 245,280 = 325,280 in every sample.
    CHECK(r.cards[0].lifetimeTco->p10.inCurrencyUnits() == Approx(325280.0));
    CHECK(r.cards[0].lifetimeTco->p90.inCurrencyUnits() == Approx(325280.0));
}

TEST_CASE("A cancelled run stops and says so", "[uncertainty]")
{
    MonteCarloOptions options;
    int asked = 0;
    options.cancelled = [&asked] { return ++asked > 100; };
    const MonteCarloResult r = runMonteCarlo(electricityOnly(), options);
    CHECK(r.cancelled);
    CHECK(r.samples == 100);
}

TEST_CASE("Two options whose order flips with the electricity price: the share is the price's CDF there",
          "[uncertainty]")
{
    // A: 8 GPUs at 20,000 drawing 1,000 W each; B: 8 GPUs at 11,787.5 drawing 1,250 W each (HandBase.h's rule).
    // TCO_A = 160,000 + 350,400 p; TCO_B = 94,300 + 438,000 p (10 kW x 1.25 x 730 h x 48 = 438,000 kWh), equal at
    // p* = 65,700 / 87,600 = 0.75 per kWh. B is the cheaper below p*. The price is triangular on 0.65-0.90 with the
    // mode at 0.70, so P(p < 0.75) = 1 - (0.90 - 0.75)^2 / ((0.90 - 0.65) (0.90 - 0.70)) = 1 - 0.0225 / 0.05 = 0.55.
    UncertaintyModel model;
    CardMoneyBase a = handBase("a", 20000.0);
    CardMoneyBase b = handBase("b", 11787.5);
    b.serverPower.card.tdp = Watts::of(1250.0);
    b.serverPower.card.idle = Watts::of(1250.0);
    b.serverPower.systemMax = Watts::of(10000.0);
    b.typical.opex.itAveragePower = Watts::of(10000.0);
    for (CardMoneyBase* base : {&a, &b})
        base->bands[indexOf(UncertainInput::ElectricityPrice)] = {0.65 / 0.70, 0.90 / 0.70};
    model.cards = {a, b};
    MonteCarloOptions options;
    options.samples = 2500;
    const MonteCarloResult r = runMonteCarlo(model, options);
    // One standard error of a share of 2,500 draws is sqrt(0.55 x 0.45 / 2,500) = 0.010; 0.035 is three and a half.
    CHECK(r.cards[1].probabilityCheapest == Approx(0.55).margin(0.035));
    CHECK(r.cards[0].probabilityCheapest + r.cards[1].probabilityCheapest == Approx(1.0).margin(1e-12));
}

TEST_CASE("An entry linked to an earlier one of the same card takes its price draw", "[uncertainty]")
{
    // The same card twice (10,000 a GPU, +/-10 %), the second entry in a facility 0.01 per kWh cheaper: it is
    // 350,400 x 0.01 = 3,504 cheaper at one price draw, against price swings of 8 x 1,000 = 8,000 between two draws.
    UncertaintyModel model;
    CardMoneyBase first = handBase("same", 10000.0);
    first.bands[indexOf(UncertainInput::CardPrice)] = {0.9, 1.1};
    CardMoneyBase second = first;
    second.typical.opex.tariff = Tariff::flat(Money::amount(0.69));
    model.cards = {first, second};
    MonteCarloOptions options;
    options.samples = 500;
    const MonteCarloResult unlinked = runMonteCarlo(model, options);
    CHECK(unlinked.cards[0].probabilityCheapest > 0.1); // drawn apart, the price often outweighs the tariff

    model.cards[1].sharesCardDrawsWith = 0;
    const MonteCarloResult linked = runMonteCarlo(model, options);
    CHECK(linked.cards[1].probabilityCheapest == 1.0);
    CHECK(linked.cards[0].probabilityCheapest == 0.0);
    // The link takes the earlier entry's draw, and the first entry's own draws stay as they were.
    CHECK(linked.cards[0].lifetimeTco->p50 == unlinked.cards[0].lifetimeTco->p50);
}
