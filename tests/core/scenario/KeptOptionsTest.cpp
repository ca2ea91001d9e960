// The window's recommendation keeps the first options of a big answer (RecommendRetention), the whole front and the
// counts; the evaluation computes economics and rack for the ticked cards only; the comparison makes its inputs when
// first asked. Each is checked against the whole answer on the six-card sample catalogue (core/SampleCatalogue.h).
#include "SampleCatalogue.h"

#include "SameOption.h"
#include "recommend/Recommender.h"
#include "scenario/ChartedOptions.h"
#include "scenario/LazyComparison.h"
#include "scenario/LazyRecommendation.h"
#include "scenario/RecommendInputsFor.h"
#include "scenario/ScenarioEvaluator.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;

namespace {

// Llama-3.1-70B inference at the defaults, owned or rented: the sample's six cards and two cloud offers rank some
// dozens of options, a few of them on the front.
ScenarioState either()
{
    ScenarioState s;
    s.constraints.ownership = Ownership::Either;
    s.selectedCardIds = {"h100-sxm-80gb", "l4"};
    return s;
}

RecommendInputs inputsOf(const ScenarioState& state)
{
    auto in = recommendInputsFor(state, *testdata::sampleCatalogueWithOffers());
    REQUIRE(in);
    return std::move(in).value();
}

const auto checkSame = fixtures::checkSameOption;

} // namespace

TEST_CASE("The window's recommendation keeps exactly the first options of the whole answer, and the counts",
          "[scenario][recommend][retention]")
{
    const RecommendInputs in = inputsOf(either());
    const auto whole = recommend(in);
    REQUIRE(whole);
    const std::size_t all = whole->ranked.size();
    REQUIRE(all > 4);

    // Four kept of `all`: the first four, in order, with the whole answer's counts, front and cards left out.
    const LazyRecommendation kept(in, false, std::nullopt, {}, RecommendRetention{4, 4});
    const ScenarioRecommendation& r = kept.get();
    REQUIRE_FALSE(r.error);
    REQUIRE(r.result.ranked.size() == 4);
    for (std::size_t i = 0; i < 4; ++i)
        checkSame(r.result.ranked[i], whole->ranked[i]);
    CHECK(r.result.rankedCount == all);
    CHECK(r.result.unpricedCount == whole->unpriced.size());
    CHECK(r.result.front.size() == whole->front.size());
    CHECK(r.result.leftOut.size() == whole->leftOut.size());
    CHECK(optionsLeftOut(r.result));
    // The groups (table rows) are those of the four kept options; the recommendation is the whole answer's.
    std::size_t grouped = 0;
    for (const OptionGroup& g : r.groups)
        grouped += g.optionCount();
    CHECK(grouped == 4);
    checkSame(*r.recommended(), whole->ranked.front());

    // The front members ranked past the fourth are exactly those the chart adds beside the kept ones.
    const auto pastFour = static_cast<std::size_t>(std::count_if(
        whole->ranked.begin() + 4, whole->ranked.end(), [](const RecommendOption& o) { return o.onParetoFront; }));
    const std::vector<const RecommendOption*> past = frontPastKept(r.result);
    CHECK(past.size() == pastFour);
    for (const RecommendOption* o : past)
        CHECK(o->onParetoFront);

    // everyOption() searches again whole: the same options as recommend(inputs).
    const auto every = kept.everyOption();
    REQUIRE(every);
    REQUIRE(every->ranked.size() == all);
    checkSame(every->ranked.back(), whole->ranked.back());
}

TEST_CASE("A recommendation with no more options than the window keeps is the whole answer",
          "[scenario][recommend][retention]")
{
    const RecommendInputs in = inputsOf(either());
    const auto whole = recommend(in);
    REQUIRE(whole);
    // The window's own limits (5,000 ranked) are far above the sample's options, as above the built-in catalogue's
    // 912 at most: nothing left out, nothing added to the chart.
    CHECK(kKeptRankedOptionsMost >= kChartedOptionsMost);
    const LazyRecommendation windowed(in, false, std::nullopt);
    const ScenarioRecommendation& r = windowed.get();
    REQUIRE(r.result.ranked.size() == whole->ranked.size());
    for (std::size_t i = 0; i < whole->ranked.size(); ++i)
        checkSame(r.result.ranked[i], whole->ranked[i]);
    CHECK(r.result.rankedCount == whole->ranked.size());
    CHECK_FALSE(optionsLeftOut(r.result));
    CHECK(frontPastKept(r.result).empty());
}

TEST_CASE("Only the ticked cards carry economics and rack, shared while they do not change", "[scenario][evaluator]")
{
    ScenarioEvaluator evaluator;
    ScenarioState state = either(); // H100 and L4 ticked
    const EvaluationPtr e = evaluator.evaluate(state, testdata::sampleCatalogueWithOffers());
    REQUIRE(e->cards.size() == 6);
    for (const CardEvaluation& c : e->cards) {
        const bool ticked = c.card->id == "h100-sxm-80gb" || c.card->id == "l4";
        CHECK(c.economicsComputed == ticked);
        CHECK((c.figures != nullptr) == ticked);
        // An unticked card reads the empty figures: no GPUs, no TCO, no servers.
        if (!ticked) {
            CHECK(c.economics.gpus == 0);
            CHECK_FALSE(c.economics.tco);
            CHECK(c.rack.servers == 0);
        }
    }
    const CardEvaluation& h100 = *e->find("h100-sxm-80gb");
    CHECK(h100.economics.gpus > 0);
    CHECK(&h100.economics == &h100.figures->economics);

    // Ticking one more card: the H100's figures are the previous evaluation's own, not computed again.
    state.selectedCardIds.push_back("mi300x");
    const EvaluationPtr next = evaluator.evaluate(state, testdata::sampleCatalogueWithOffers());
    CHECK(next->find("h100-sxm-80gb")->figures == h100.figures);
    CHECK(next->find("mi300x")->economicsComputed);
    // A copy of an evaluation (as tests and the report make) reads the same figures.
    const CardEvaluation copy = h100;
    CHECK(&copy.economics == &h100.figures->economics);
}

TEST_CASE("The comparison makes its inputs when first asked, and sizes every card from the whole answer",
          "[scenario][comparison][retention]")
{
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(either(), testdata::sampleCatalogueWithOffers());
    ComparisonInputs in = comparisonInputsFor(e->model, e->memoryInputs);
    in.cards = e->catalogue->cards;
    int made = 0;
    const RecommendInputs searched = inputsOf(either());
    // Two options kept of the whole answer: the comparison searches again whole, so each card is sized as with every
    // option kept.
    auto kept = std::make_shared<const LazyRecommendation>(searched, false, std::nullopt, UncertaintyState{},
                                                           RecommendRetention{2, 2});
    auto whole = std::make_shared<const LazyRecommendation>(searched, false, std::nullopt);
    const LazyComparison fromKept(
        [&] {
            ++made;
            return in;
        },
        kept);
    const LazyComparison fromWhole(in, whole);
    CHECK(made == 0); // nothing made until a view asks
    REQUIRE(fromKept.result());
    CHECK(made == 1);
    REQUIRE(fromWhole.result());
    const std::vector<CardModeFit>& a = fromKept.result()->inference.cards;
    const std::vector<CardModeFit>& b = fromWhole.result()->inference.cards;
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        CHECK(a[i].cardId == b[i].cardId);
        CHECK(a[i].gpus == b[i].gpus);
        CHECK(a[i].suitable == b[i].suitable);
    }
    CHECK(fromKept.result()->inference.sizedByRecommendation);
    fromKept.result();
    CHECK(made == 1);
}
