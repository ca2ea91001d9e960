#include "HandBase.h"

#include "uncertainty/MonteCarlo.h"
#include "uncertainty/MonteCarloRun.h"

#include <catch2/catch.hpp>

using namespace gputco;
using fixtures::handBase;

namespace {

// Three cards with every kind of input uncertain: shared ones (electricity, PUE, utilisation, life, residual)
// and each card's own (price, efficiency), so a batch boundary that drew anything differently would show.
UncertaintyModel everythingUncertain()
{
    UncertaintyModel model;
    model.currency = "CNY";
    for (auto [id, price] : {std::pair{"a", 10000.0}, std::pair{"b", 10500.0}, std::pair{"c", 12000.0}}) {
        CardMoneyBase b = handBase(id, price);
        b.typical.residual.shareAfterYear = {0.7, 0.5, 0.35, 0.25, 0.18};
        b.bands[indexOf(UncertainInput::CardPrice)] = {0.9, 1.2};
        b.bands[indexOf(UncertainInput::ElectricityPrice)] = {0.65 / 0.70, 0.90 / 0.70};
        b.bands[indexOf(UncertainInput::Pue)] = {0.95, 1.15};
        b.bands[indexOf(UncertainInput::Life)] = {0.75, 1.25};
        b.bands[indexOf(UncertainInput::Residual)] = {0.5, 1.3};
        model.cards.push_back(b);
    }
    return model;
}

void checkSame(const MonteCarloResult& a, const MonteCarloResult& b)
{
    REQUIRE(a.cards.size() == b.cards.size());
    CHECK(a.samples == b.samples);
    CHECK(a.comparedSamples == b.comparedSamples);
    for (std::size_t c = 0; c < a.cards.size(); ++c) {
        const CardBand& x = a.cards[c];
        const CardBand& y = b.cards[c];
        REQUIRE(x.lifetimeTco);
        REQUIRE(y.lifetimeTco);
        CHECK(x.lifetimeTco->p10 == y.lifetimeTco->p10);
        CHECK(x.lifetimeTco->p50 == y.lifetimeTco->p50);
        CHECK(x.lifetimeTco->p90 == y.lifetimeTco->p90);
        CHECK(x.probabilityCheapest == y.probabilityCheapest);
        REQUIRE(x.cumulative.size() == y.cumulative.size());
        for (std::size_t k = 0; k < x.cumulative.size(); ++k) {
            CHECK(x.cumulative[k].month == y.cumulative[k].month);
            CHECK(x.cumulative[k].cost.p10 == y.cumulative[k].cost.p10);
            CHECK(x.cumulative[k].cost.p90 == y.cumulative[k].cost.p90);
        }
    }
}

} // namespace

TEST_CASE("Samples in steps give exactly the same samples at once from the same seed", "[uncertainty]")
{
    const UncertaintyModel model = everythingUncertain();
    MonteCarloOptions options;
    options.samples = 600; // 2,000 in the window; 600 keeps the test fast and still crosses the first step
    options.seed = 7;
    const MonteCarloResult once = runMonteCarlo(model, options);

    MonteCarloRun run(model, 7);
    for (int total : progressiveSampleCounts(600)) // 250, then 600
        REQUIRE(run.drawUpTo(total));
    checkSame(run.result(), once);

    // Odd steps too, and a result taken between them changes nothing.
    MonteCarloRun odd(model, 7);
    for (int total : {1, 2, 333, 599, 600}) {
        REQUIRE(odd.drawUpTo(total));
        CHECK(odd.result().samples == total);
    }
    checkSame(odd.result(), once);
    CHECK(once.cards[0].probabilityCheapest + once.cards[1].probabilityCheapest + once.cards[2].probabilityCheapest
          == Approx(1.0).margin(1e-12));
}

TEST_CASE("A cancelled step keeps what it drew, and the next step goes on from there", "[uncertainty]")
{
    const UncertaintyModel model = everythingUncertain();
    MonteCarloRun run(model, 3);
    int asked = 0;
    CHECK_FALSE(run.drawUpTo(500, [&asked] { return ++asked > 100; }));
    CHECK(run.drawn() == 100);
    REQUIRE(run.drawUpTo(500));
    MonteCarloOptions options;
    options.samples = 500;
    options.seed = 3;
    checkSame(run.result(), runMonteCarlo(model, options));
}

TEST_CASE("Samples drawn on several threads are exactly the samples one thread draws", "[uncertainty]")
{
    // The window's recommendation costs 1,000 options x 2,000 samples on every core; each thread draws a contiguous
    // run with the stream skipped to its first sample. Any slip in the skip (one draw too many or too few per sample)
    // would give other futures and so other percentiles and shares.
    const UncertaintyModel model = everythingUncertain();
    MonteCarloRun one(model, 11);
    REQUIRE(one.drawUpToOnThreads(600, 1));
    for (std::size_t threads : {2u, 3u, 7u}) {
        MonteCarloRun several(model, 11);
        REQUIRE(several.drawUpToOnThreads(600, threads));
        checkSame(several.result(), one.result());
    }
    // In steps too, each on another number of threads, and the stream goes on from the last thread's run.
    MonteCarloRun steps(model, 11);
    REQUIRE(steps.drawUpToOnThreads(250, 2));
    REQUIRE(steps.drawUpToOnThreads(599, 3));
    REQUIRE(steps.drawUpToOnThreads(600, 2)); // one sample left: the calling thread alone
    checkSame(steps.result(), one.result());
    // A linked entry (the same card at another facility) takes its card draws from the first on every thread.
    UncertaintyModel linked = everythingUncertain();
    linked.cards.push_back(linked.cards.front());
    linked.cards.back().sharesCardDrawsWith = 0;
    MonteCarloRun linkedOne(linked, 5);
    MonteCarloRun linkedTwo(linked, 5);
    REQUIRE(linkedOne.drawUpToOnThreads(400, 1));
    REQUIRE(linkedTwo.drawUpToOnThreads(400, 2));
    checkSame(linkedTwo.result(), linkedOne.result());
    CHECK(linkedTwo.result().cards[3].lifetimeTco->p50 == linkedTwo.result().cards[0].lifetimeTco->p50);
}

TEST_CASE("A cancelled run on threads keeps the calling thread's samples and goes on from there", "[uncertainty]")
{
    const UncertaintyModel model = everythingUncertain();
    MonteCarloRun run(model, 3);
    int asked = 0;
    // Two threads split 500 samples 250 + 250; the calling thread asks before each of its own and stops at its 101st.
    CHECK_FALSE(run.drawUpToOnThreads(500, 2, [&asked] { return ++asked > 100; }));
    CHECK(run.drawn() == 100);
    REQUIRE(run.drawUpToOnThreads(500, 2));
    MonteCarloOptions options;
    options.samples = 500;
    options.seed = 3;
    checkSame(run.result(), runMonteCarlo(model, options));
}

TEST_CASE("The cumulative band at each year end is the price band through the linear cost", "[uncertainty]")
{
    // Only the electricity price uncertain, 0.65-0.90 around 0.70 (as in MonteCarloTest). HandBase: capex 80,000,
    // 7,300 kWh a month, so the cash paid by month m is 80,000 + 7,300 m x price, linear in the price: each
    // percentile is the price's percentile (TriangularTest: P10 0.685355, P50 0.741886, P90 0.829289) through it.
    UncertaintyModel model;
    CardMoneyBase b = handBase("a", 10000.0);
    b.bands[indexOf(UncertainInput::ElectricityPrice)] = {0.65 / 0.70, 0.90 / 0.70};
    model.cards.push_back(b);
    MonteCarloOptions options;
    options.samples = 2000; // quantile sampling error about 0.2 % here; 1 % is five of them
    const MonteCarloResult r = runMonteCarlo(model, options);
    REQUIRE(r.cards.size() == 1);
    const std::vector<CumulativeBandPoint>& band = r.cards[0].cumulative;
    REQUIRE(band.size() == 5);
    CHECK(band[0].month == 0);
    CHECK(band[0].cost.p10.inCurrencyUnits() == Approx(80000.0)); // month 0: capex alone, certain
    CHECK(band[0].cost.p90.inCurrencyUnits() == Approx(80000.0));
    for (std::size_t k = 1; k < band.size(); ++k) {
        const double m = 12.0 * static_cast<double>(k);
        CHECK(band[k].month == 12 * static_cast<int>(k));
        CHECK(band[k].cost.p10.inCurrencyUnits() == Approx(80000.0 + 7300.0 * m * 0.685355).epsilon(0.01));
        CHECK(band[k].cost.p50.inCurrencyUnits() == Approx(80000.0 + 7300.0 * m * 0.741886).epsilon(0.01));
        CHECK(band[k].cost.p90.inCurrencyUnits() == Approx(80000.0 + 7300.0 * m * 0.829289).epsilon(0.01));
        // Exactly, whatever the sampling error: the same samples through the same line as the lifetime band
        // (80,000 + 350,400 x price), so each percentile is the lifetime one's electricity share scaled by m / 48.
        const auto through = [m](Money lifetime) {
            return 80000.0 + (lifetime.inCurrencyUnits() - 80000.0) * m / 48.0;
        };
        CHECK(band[k].cost.p10.inCurrencyUnits() == Approx(through(r.cards[0].lifetimeTco->p10)).margin(1e-6));
        CHECK(band[k].cost.p90.inCurrencyUnits() == Approx(through(r.cards[0].lifetimeTco->p90)).margin(1e-6));
    }
    // No residual: the last point before the resale is the lifetime band (48 months: 80,000 + 350,400 x price).
    CHECK(band.back().cost.p50 == r.cards[0].lifetimeTco->p50);
}

TEST_CASE("A future with a shorter life stops paying at its end", "[uncertainty]")
{
    // Half the typical 48 months: by month 36 and 48 it has paid 80,000 + 24 x 5,110 = 202,640, no more
    // (HandBase: 7,300 kWh x 0.70 = 5,110 a month).
    InputMultiples m = typicalMultiples();
    m[indexOf(UncertainInput::Life)] = 0.5;
    const auto money = costCardAt(handBase("a", 10000.0), m);
    REQUIRE(money);
    CHECK(money->lifeMonths == 24);
    CHECK(money->cashBeforeResaleBy(0).inCurrencyUnits() == Approx(80000.0));
    CHECK(money->cashBeforeResaleBy(12).inCurrencyUnits() == Approx(80000.0 + 12.0 * 5110.0));
    CHECK(money->cashBeforeResaleBy(36).inCurrencyUnits() == Approx(202640.0));
    CHECK(money->cashBeforeResaleBy(48).inCurrencyUnits() == Approx(202640.0));
}

TEST_CASE("Band months and progressive sample counts", "[uncertainty]")
{
    CHECK(cumulativeBandMonths(48) == std::vector<int>{0, 12, 24, 36, 48});
    CHECK(cumulativeBandMonths(30) == std::vector<int>{0, 12, 24, 30});
    CHECK(progressiveSampleCounts(2000) == std::vector<int>{250, 2000});
    CHECK(progressiveSampleCounts(250) == std::vector<int>{250});
    CHECK(progressiveSampleCounts(100) == std::vector<int>{100});
    CHECK(progressiveSampleCounts(0).empty());
}
