#include "../performance/CardFixtures.h"

#include "scenario/ScenarioEvaluator.h"
#include "uncertainty/LazyTornado.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// H100 at prices.md sec. 1's range (USD 25,000 / 30,000 / 40,000, untagged here) in a CNY scenario, no offers.
std::shared_ptr<const CatalogueSnapshot> catalogue()
{
    auto c = std::make_shared<CatalogueSnapshot>();
    Accelerator h100 = fixtures::h100AtPriceRange();
    // The built-in H100 profile's bandwidth share (database/catalogue/efficiency_profiles.csv): 0.7, 0.6 to 0.8,
    // measured; without it the card would vary within the assumed profile's much wider x0.5 to x1.21.
    EfficiencyProfile measured = assumedEfficiencyProfile(h100.id);
    measured.evidence = EfficiencyEvidence::MeasuredPublic;
    measured.bandwidthShare = {0.7, 0.6, 0.8};
    h100.efficiency = measured;
    c->cards = {h100};
    return c;
}

ScenarioState scenario()
{
    ScenarioState s;
    s.selectedCardIds = {"h100-sxm-80gb"};
    return s;
}

} // namespace

TEST_CASE("The evaluation's tornado waits to be asked, then ranks the dominant input first", "[uncertainty][scenario]")
{
    ScenarioState s = scenario();
    // Electricity from x0.2 to x5: over four years the energy bill of eight H100s (about 8 x 1.1 kW x 1.3 PUE x
    // 35,040 h x 0.70 = 0.28 M CNY) moves by -0.22 M to +1.1 M, more than any other input's default range.
    s.uncertainty.range(UncertainInput::ElectricityPrice) = {0.2, 5.0, false};
    // Held: the H100 now carries its generic 8-GPU server's host (0.37 of the cards), so the memory efficiency's
    // default range, which moves the GPU count, would swing the capex by more than the energy bill.
    s.uncertainty.range(UncertainInput::MemoryEfficiency) = {1.0, 1.0, true};
    ScenarioEvaluator evaluator;
    const EvaluationPtr ev = evaluator.evaluate(s, catalogue());
    REQUIRE(ev->tornado);
    CHECK_FALSE(ev->tornado->ready()); // a slider step computes nothing

    const CardTornado* t = ev->tornado->forCard("h100-sxm-80gb");
    REQUIRE(t);
    CHECK(ev->tornado->ready());
    REQUIRE_FALSE(t->bars.empty());
    CHECK(t->bars[0].input == UncertainInput::ElectricityPrice);
    CHECK(t->bars[0].lowMultiple == 0.2);
    CHECK(t->bars[0].highMultiple == 5.0);
    for (std::size_t i = 1; i < t->bars.size(); ++i)
        CHECK(t->bars[i - 1].tcoSwing() >= t->bars[i].tcoSwing());
    // The same figures as the tornado core computes from the model directly.
    const std::vector<CardTornado> direct = tornadoOf(uncertaintyModelFor(*ev, s.uncertainty));
    REQUIRE(direct.size() == 1);
    CHECK(t->typicalTco.inCurrencyUnits() == direct[0].typicalTco.inCurrencyUnits());
    CHECK(t->typicalTco.inCurrencyUnits() == Approx(ev->cards[0].economics.tco->lifetimeTotal.inCurrencyUnits()));
    CHECK(t->bars[0].tcoAtHigh.inCurrencyUnits() == direct[0].bars[0].tcoAtHigh.inCurrencyUnits());

    // Where each range comes from: the user's electricity range, the quote's own low and high, the UNVERIFIED
    // utilisation default, the weak resale curve, and no compute efficiency for memory-bound decode.
    const CardMoneyBase* base = ev->tornado->baseFor("h100-sxm-80gb");
    REQUIRE(base);
    auto from = [base](UncertainInput i) { return base->provenance[indexOf(i)]; };
    CHECK(from(UncertainInput::ElectricityPrice) == RangeProvenance{RangeOrigin::Edited, RangeEvidence::User});
    CHECK(from(UncertainInput::CardPrice) == RangeProvenance{RangeOrigin::CatalogueQuote, RangeEvidence::User});
    CHECK(from(UncertainInput::Utilisation) == RangeProvenance{RangeOrigin::Default, RangeEvidence::Unverified});
    CHECK(from(UncertainInput::Residual) == RangeProvenance{RangeOrigin::Default, RangeEvidence::Weak});
    CHECK(from(UncertainInput::Pue) == RangeProvenance{RangeOrigin::Default, RangeEvidence::Sourced});
    CHECK(from(UncertainInput::ComputeEfficiency).origin == RangeOrigin::NotApplicable);
}

TEST_CASE("Every input certain: the evaluation's tornado has the typical TCO and no bars", "[uncertainty][scenario]")
{
    ScenarioState s = scenario();
    for (RelativeRange& r : s.uncertainty.ranges)
        r.certain = true;
    ScenarioEvaluator evaluator;
    const EvaluationPtr ev = evaluator.evaluate(s, catalogue());
    REQUIRE(ev->tornado->cards().size() == 1);
    const CardTornado& t = ev->tornado->cards()[0];
    CHECK(t.bars.empty());
    CHECK(t.typicalTco.inCurrencyUnits() == Approx(ev->cards[0].economics.tco->lifetimeTotal.inCurrencyUnits()));
    CHECK(ev->tornado->baseFor("h100-sxm-80gb")->provenance[indexOf(UncertainInput::Pue)].origin
          == RangeOrigin::Certain);
    CHECK_FALSE(ev->tornado->problem());
}

TEST_CASE("A tornado asked after its evaluation is gone has no cards and says why", "[uncertainty][scenario]")
{
    std::shared_ptr<const LazyTornado> tornado;
    {
        ScenarioEvaluator evaluator;
        tornado = evaluator.evaluate(scenario(), catalogue())->tornado;
    }
    CHECK(tornado->cards().empty());
    CHECK(tornado->problem());
}
