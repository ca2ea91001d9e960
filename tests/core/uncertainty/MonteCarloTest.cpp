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
