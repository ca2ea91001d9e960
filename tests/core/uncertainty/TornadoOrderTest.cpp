#include "uncertainty/TornadoOrder.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

TornadoBar bar(UncertainInput input, double tcoLow, double tcoHigh, double unitLow, double unitHigh)
{
    TornadoBar b;
    b.input = input;
    b.tcoAtLow = Money::amount(tcoLow);
    b.tcoAtHigh = Money::amount(tcoHigh);
    b.unitCostAtLow = Money::amount(unitLow);
    b.unitCostAtHigh = Money::amount(unitHigh);
    return b;
}

// Three bars in core's TCO order (swings 100, 50 and 10); by the unit cost the swings are 5, 20 and 0 (the cloud
// rate of an owned fleet moves the TCO's rent line here but not the cost per token: a case made up to separate
// the two orders).
CardTornado handTornado()
{
    CardTornado t;
    t.cardId = "a";
    t.typicalTco = Money::amount(1000.0);
    t.typicalUnitCost = Money::amount(40.0);
    t.bars = {bar(UncertainInput::ElectricityPrice, 950.0, 1050.0, 38.0, 43.0),
              bar(UncertainInput::CardPrice, 980.0, 1030.0, 30.0, 50.0),
              bar(UncertainInput::CloudPrice, 995.0, 1005.0, 40.0, 40.0)};
    return t;
}

} // namespace

TEST_CASE("The TCO tornado keeps core's order and every bar that moves it", "[uncertainty]")
{
    const CardTornado t = handTornado();
    const OrderedTornado o = orderedTornado(t, SensitivityMeasure::LifetimeTco);
    CHECK(o.measure == SensitivityMeasure::LifetimeTco);
    CHECK(o.typical == Approx(1000.0));
    REQUIRE(o.bars.size() == 3);
    CHECK(o.bars[0]->input == UncertainInput::ElectricityPrice);
    CHECK(o.bars[1]->input == UncertainInput::CardPrice);
    CHECK(o.bars[2]->input == UncertainInput::CloudPrice);
    CHECK_FALSE(o.inputsLeftOut);
    CHECK(measuredAt(*o.bars[0], true, o.measure) == Approx(1050.0));
}

TEST_CASE("The unit-cost tornado orders by its own swing and leaves out what does not move it", "[uncertainty]")
{
    const CardTornado t = handTornado();
    const OrderedTornado o = orderedTornado(t, SensitivityMeasure::UnitCost);
    CHECK(o.measure == SensitivityMeasure::UnitCost);
    CHECK(o.typical == Approx(40.0));
    // Card price swings 20 per million tokens, electricity 5; the cloud rate 0, so it has no bar.
    REQUIRE(o.bars.size() == 2);
    CHECK(o.bars[0]->input == UncertainInput::CardPrice);
    CHECK(o.bars[1]->input == UncertainInput::ElectricityPrice);
    CHECK(o.inputsLeftOut);
    CHECK(measuredAt(*o.bars[0], false, o.measure) == Approx(30.0));
}

TEST_CASE("A card without a unit cost is drawn by its lifetime TCO", "[uncertainty]")
{
    CardTornado t = handTornado();
    t.typicalUnitCost.reset();
    const OrderedTornado o = orderedTornado(t, SensitivityMeasure::UnitCost);
    CHECK(o.measure == SensitivityMeasure::LifetimeTco);
    CHECK(o.typical == Approx(1000.0));
    CHECK(o.bars.size() == 3);
}
