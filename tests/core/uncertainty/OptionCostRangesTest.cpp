#include "uncertainty/OptionCostRanges.h"

#include "TwoCardServing.h"
#include "model/ModelPresets.h"
#include "recommend/Recommender.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

UncertaintyState certain()
{
    UncertaintyState state;
    for (RelativeRange& r : state.ranges)
        r = RelativeRange{1.0, 1.0, true};
    state.catalogueRanges = false;
    state.samples = 50;
    return state;
}

} // namespace

TEST_CASE("With every input certain an option's P10, P50 and P90 are its own total cost", "[uncertainty][recommend]")
{
    const RecommendInputs in = test::twoCardServing();
    const auto result = recommend(in);
    REQUIRE(result);
    REQUIRE(result->ranked.size() >= 3);
    const auto ranges = optionCostRanges(in, result->ranked, certain());
    REQUIRE(ranges.size() == result->ranked.size());
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        REQUIRE(ranges[i]);
        const double total = result->ranked[i].totalCost->inCurrencyUnits();
        CHECK(ranges[i]->p10.inCurrencyUnits() == Approx(total));
        CHECK(ranges[i]->p50.inCurrencyUnits() == Approx(total));
        CHECK(ranges[i]->p90.inCurrencyUnits() == Approx(total));
    }
}

TEST_CASE("Only the card price uncertain: the range follows the price's band", "[uncertainty][recommend]")
{
    // One small GPU with free electricity and no resale costs exactly its price, 3,000. The price drawn from a
    // triangular 0.8-1.0-1.5 band has P10 = 0.8 + sqrt(0.1 x 0.7 x 0.2) = 0.918 and P90 = 1.5 - sqrt(0.1 x 0.7 x 0.5)
    // = 1.313 (the inverse of the triangular CDF), so about 2,755 and 3,939 over enough futures.
    RecommendInputs in = test::twoCardServing();
    in.economics.pricePerKwh = 0.0;
    in.economics.residual = ResidualCurve{};
    const auto result = recommend(in);
    REQUIRE(result);
    const RecommendOption& first = result->ranked.front();
    REQUIRE(first.cardId == "small");
    REQUIRE(first.gpus == 1);
    REQUIRE(first.totalCost->inCurrencyUnits() == Approx(3000));
    UncertaintyState state = certain();
    state.range(UncertainInput::CardPrice) = RelativeRange{0.8, 1.5, false};
    state.samples = 4000;
    state.seed = 7;
    const auto ranges = optionCostRanges(in, {first}, state);
    REQUIRE(ranges.size() == 1);
    REQUIRE(ranges[0]);
    CHECK(ranges[0]->p10.inCurrencyUnits() == Approx(3000 * 0.918).epsilon(0.02));
    CHECK(ranges[0]->p90.inCurrencyUnits() == Approx(3000 * 1.313).epsilon(0.02));
    CHECK(ranges[0]->p10 < first.totalCost.value());
    CHECK(first.totalCost.value() < ranges[0]->p90);
    // The same seed gives the same range.
    CHECK(optionCostRanges(in, {first}, state)[0]->p90 == ranges[0]->p90);
}
