#include "uncertainty/OptionShares.h"

#include "TwoCardServing.h"
#include "model/ModelPresets.h"
#include "recommend/Recommender.h"
#include "uncertainty/MonteCarlo.h"

#include <algorithm>

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("At typical inputs an option's money base gives the recommender's own figures", "[uncertainty][recommend]")
{
    for (RankMetric metric : {RankMetric::TotalCost, RankMetric::CostPerMillionTokens}) {
        RecommendInputs in = test::twoCardServing();
        in.rankBy = metric;
        const auto result = recommend(in);
        REQUIRE(result);
        REQUIRE(result->ranked.size() >= 3);
        for (const RecommendOption& o : result->ranked) {
            const auto base = optionMoneyBase(in, o, UncertaintyState{});
            REQUIRE(base);
            const auto money = costCardAt(*base, typicalMultiples());
            REQUIRE(money);
            CHECK(money->lifetimeTco.inCurrencyUnits() == Approx(o.totalCost->inCurrencyUnits()));
            REQUIRE(money->unitCost);
            CHECK(money->unitCost->inCurrencyUnits() == Approx(o.costPerMillionTokens->inCurrencyUnits()));
        }
    }
}

TEST_CASE("One option cheaper in every future: 100 % and 0 % for the rest", "[uncertainty][recommend]")
{
    // small TP1 costs about 3,000 + energy, small TP2 twice that, big TP1 20,000 + energy: the card price band
    // (25/30 to 40/30) cannot bring 3,000 x 4/3 = 4,000 near 2 x 3,000 x 5/6 = 5,000 (one draw for both smalls,
    // which share the card) nor 20,000 x 5/6. So small TP1 is the cheapest in every sample.
    const RecommendInputs in = test::twoCardServing();
    const auto result = recommend(in);
    REQUIRE(result);
    REQUIRE(result->ranked.front().cardId == "small");
    REQUIRE(result->ranked.front().gpus == 1);
    UncertaintyState state;
    state.samples = 300;
    const OptionShares shares = optionShares(in, result->ranked, state);
    REQUIRE(shares.probabilityCheapest.size() == result->ranked.size());
    CHECK(shares.probabilityCheapest[0] == 1.0);
    for (std::size_t i = 1; i < shares.probabilityCheapest.size(); ++i)
        CHECK(shares.probabilityCheapest[i] == 0.0);
    CHECK(shares.samples == 300);
    CHECK(shares.comparedSamples == 300);
    // The cloud price never enters an owned option; the electricity price does.
    CHECK(std::find(shares.varying.begin(), shares.varying.end(), UncertainInput::CloudPrice) == shares.varying.end());
    CHECK(std::find(shares.varying.begin(), shares.varying.end(), UncertainInput::ElectricityPrice)
          != shares.varying.end());
}

TEST_CASE("Options close in cost share the futures: same seed, same shares: they sum to 1", "[uncertainty][recommend]")
{
    // Free electricity, big at 3,100 against small at 3,000: one GPU of each is 100 apart against price draws of
    // -17 % to +33 % drawn per card, so either can be the cheapest.
    RecommendInputs in = test::twoCardServing();
    in.economics.pricePerKwh = 0.0;
    in.cards[0].price->amount = Money::amount(3100);
    const auto result = recommend(in);
    REQUIRE(result);
    UncertaintyState state;
    state.samples = 400;
    state.seed = 11;
    const OptionShares a = optionShares(in, result->ranked, state);
    const OptionShares b = optionShares(in, result->ranked, state);
    double sum = 0.0;
    int winners = 0;
    for (std::size_t i = 0; i < a.probabilityCheapest.size(); ++i) {
        REQUIRE(a.probabilityCheapest[i]);
        CHECK(a.probabilityCheapest[i] == b.probabilityCheapest[i]);
        sum += *a.probabilityCheapest[i];
        winners += *a.probabilityCheapest[i] > 0.0 ? 1 : 0;
    }
    CHECK(sum == Approx(1.0).margin(1e-12));
    CHECK(winners == 2); // the TP1 options of each card; each TP2 costs twice its TP1 at the same card draw
}

TEST_CASE("At most the first ten ranked options are compared", "[uncertainty][recommend]")
{
    const RecommendInputs in = test::twoCardServing();
    auto result = recommend(in);
    REQUIRE(result);
    std::vector<RecommendOption> many;
    for (int i = 0; i < 4; ++i)
        many.insert(many.end(), result->ranked.begin(), result->ranked.end());
    REQUIRE(many.size() > static_cast<std::size_t>(kOptionSharesCount));
    UncertaintyState state;
    state.samples = 50;
    CHECK(optionShares(in, many, state).probabilityCheapest.size() == static_cast<std::size_t>(kOptionSharesCount));
}

TEST_CASE("A rented option's money base gives the recommender's rented figures: only renting's inputs move it",
          "[uncertainty][recommend][rent]")
{
    RecommendInputs in = test::twoCardServing();
    in.rentals = {RentalRate{"small", "cloud-small", CloudTerm::OnDemand, Money::amount(0.5), "CNY"},
                  RentalRate{"big", "cloud-big", CloudTerm::OnDemand, Money::amount(2.0), "USD"}};
    in.search.ownership = Ownership::Either;
    const auto result = recommend(in);
    REQUIRE(result);
    int rented = 0;
    for (const RecommendOption& o : result->ranked) {
        const auto base = optionMoneyBase(in, o, UncertaintyState{});
        REQUIRE(base);
        CHECK(base->rented == o.rented);
        const auto money = costCardAt(*base, typicalMultiples());
        REQUIRE(money);
        CHECK(money->lifetimeTco.inCurrencyUnits() == Approx(o.totalCost->inCurrencyUnits()));
        REQUIRE(money->unitCost);
        CHECK(money->unitCost->inCurrencyUnits() == Approx(o.costPerMillionTokens->inCurrencyUnits()));
        if (!o.rented)
            continue;
        ++rented;
        const auto band = [&](UncertainInput input) { return base->bands[indexOf(input)]; };
        CHECK(band(UncertainInput::ElectricityPrice).high == 1.0); // the provider pays the power
        CHECK(band(UncertainInput::CardPrice).high == 1.0);
        CHECK(band(UncertainInput::CloudPrice).high > 1.0);
        CHECK(base->cloudFx == (o.cardId == "big" ? 1 : 0)); // a USD rate moves with CNY per USD
        // Twice the cloud rate, everything else typical: twice the cost (0.5 x 730 h x 0.7 x 36 = 9,198 for small).
        InputMultiples twice = typicalMultiples();
        twice[indexOf(UncertainInput::CloudPrice)] = 2.0;
        CHECK(costCardAt(*base, twice)->lifetimeTco.inCurrencyUnits() == Approx(2 * o.totalCost->inCurrencyUnits()));
    }
    CHECK(rented > 0);
}

TEST_CASE("An assumed card's cost band is wider than a measured card's: the efficiency varies within its profile",
          "[uncertainty][recommend][efficiency]")
{
    // Two identical H100-like cards; one carries a measured profile of +/-10 % around the assumed typical figures
    // (so both estimate the same speed), the other the assumed profile: x0.55 to x1.35 of compute and x0.5 to
    // x1.21 of bandwidth (0.35 and 0.85 around 0.7, core/hardware/EfficiencyProfile.cpp).
    RecommendInputs in = test::twoCardServing();
    Accelerator measured = test::pcieCard("measured", 80, 3350, 700, 989.5, 20000);
    EfficiencyProfile profile = assumedEfficiencyProfile("measured");
    profile.evidence = EfficiencyEvidence::MeasuredPublic;
    profile.computeShare = {0.5, 0.45, 0.55};
    profile.bandwidthShare = {0.7, 0.63, 0.77};
    measured.efficiency = profile;
    in.cards = {measured, test::pcieCard("assumed", 80, 3350, 700, 989.5, 20000)};
    const auto result = recommend(in);
    REQUIRE(result);

    UncertaintyModel model;
    model.currency = "CNY";
    model.cheapestByUnitCost = true;
    for (const char* id : {"measured", "assumed"}) {
        const auto option = std::find_if(result->ranked.begin(), result->ranked.end(),
                                         [id](const RecommendOption& o) { return o.cardId == id; });
        REQUIRE(option != result->ranked.end());
        const auto base = optionMoneyBase(in, *option, UncertaintyState{});
        REQUIRE(base);
        model.cards.push_back(*base);
    }
    // The speed input's band is the profile's: x0.9 to x1.1 measured, the assumed profile's wider one.
    const UncertainInput speed = model.cards[0].speedInput;
    REQUIRE(speed == model.cards[1].speedInput);
    const RelativeRange narrow = model.cards[0].bands[indexOf(speed)];
    const RelativeRange wide = model.cards[1].bands[indexOf(speed)];
    CHECK(narrow.low == Approx(0.9));
    CHECK(narrow.high == Approx(1.1));
    CHECK(wide.low == Approx(speed == UncertainInput::MemoryEfficiency ? 0.5 : 0.55));
    CHECK(wide.high == Approx(speed == UncertainInput::MemoryEfficiency ? 0.85 / 0.7 : 1.35));

    MonteCarloOptions options;
    options.samples = 2000;
    const MonteCarloResult bands = runMonteCarlo(model, options);
    REQUIRE(bands.cards[0].unitCost);
    REQUIRE(bands.cards[1].unitCost);
    const auto spread = [](const MoneyPercentiles& p) {
        return (p.p90.inCurrencyUnits() - p.p10.inCurrencyUnits()) / p.p50.inCurrencyUnits();
    };
    // The same futures for every other input (shared draws, same seed): only the efficiency band differs.
    CHECK(spread(*bands.cards[1].unitCost) > 1.5 * spread(*bands.cards[0].unitCost));
}
