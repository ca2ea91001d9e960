#include "HandBase.h"

#include "uncertainty/Tornado.h"

#include <catch2/catch.hpp>

using namespace gputco;
using fixtures::handBase;

TEST_CASE("The tornado ranks the dominant input first, with each end worked by hand", "[uncertainty]")
{
    UncertaintyModel model;
    CardMoneyBase b = handBase("a", 10000.0);
    b.bands[indexOf(UncertainInput::CardPrice)] = {0.9, 1.1};
    b.bands[indexOf(UncertainInput::ElectricityPrice)] = {0.65 / 0.70, 0.90 / 0.70};
    b.bands[indexOf(UncertainInput::Pue)] = {1.0, 1.40 / 1.25};
    model.cards.push_back(b);

    const std::vector<CardTornado> t = tornadoOf(model);
    REQUIRE(t.size() == 1);
    CHECK(t[0].typicalTco.inCurrencyUnits() == Approx(325280.0));
    REQUIRE(t[0].bars.size() == 3); // certain inputs have no bar
    // Electricity 0.65-0.90: 80,000 + 350,400 x 0.65 = 307,760 to 80,000 + 350,400 x 0.90 = 395,360 (87,600).
    CHECK(t[0].bars[0].input == UncertainInput::ElectricityPrice);
    CHECK(t[0].bars[0].tcoAtLow.inCurrencyUnits() == Approx(307760.0));
    CHECK(t[0].bars[0].tcoAtHigh.inCurrencyUnits() == Approx(395360.0));
    // PUE 1.25-1.40: the energy bill x 1.12, 245,280 x 0.12 = 29,433.6 more at the high end, none at the low.
    CHECK(t[0].bars[1].input == UncertainInput::Pue);
    CHECK(t[0].bars[1].tcoAtLow.inCurrencyUnits() == Approx(325280.0));
    CHECK(t[0].bars[1].tcoAtHigh.inCurrencyUnits() == Approx(325280.0 + 29433.6));
    // Card price +/-10 %: 72,000 or 88,000 of capex, 317,280 to 333,280 (16,000).
    CHECK(t[0].bars[2].input == UncertainInput::CardPrice);
    CHECK(t[0].bars[2].tcoAtLow.inCurrencyUnits() == Approx(317280.0));
    CHECK(t[0].bars[2].tcoAtHigh.inCurrencyUnits() == Approx(333280.0));
}

TEST_CASE("Efficiency moves an inference deployment's size, life its length", "[uncertainty]")
{
    CardMoneyBase b = handBase("a", 10000.0);
    // 2 replicas of TP 4 at 600 tokens/s each for a 1,000 tokens/s target.
    b.tensorParallel = 4;
    b.replicas = 2;
    b.tokensPerSecondPerReplica = 600.0;
    b.targetTokensPerSecond = 1000.0;
    b.typical.outputTokensPerSecond = 1200.0;
    b.speedInput = UncertainInput::MemoryEfficiency;
    InputMultiples m = typicalMultiples();
    // At 0.75 of the modelled efficiency a replica makes 450 tokens/s: ceil(1,000 / 450) = 3 replicas, 12 GPUs
    // in 2 servers: capex 120,000 and energy 12 kW x 1.25 x 730 x 48 x 0.70 = 367,920.
    m[indexOf(UncertainInput::MemoryEfficiency)] = 0.75;
    auto slow = costCardAt(b, m);
    REQUIRE(slow);
    CHECK(slow->lifetimeTco.inCurrencyUnits() == Approx(120000.0 + 367920.0));
    // The compute efficiency does not set this card's speed.
    m = typicalMultiples();
    m[indexOf(UncertainInput::ComputeEfficiency)] = 0.5;
    CHECK(costCardAt(b, m)->lifetimeTco.inCurrencyUnits() == Approx(325280.0));
    // Five years instead of four (x1.25 = 60 months): 80,000 + 60 x 7,300 x 0.70 = 386,600.
    m = typicalMultiples();
    m[indexOf(UncertainInput::Life)] = 1.25;
    CHECK(costCardAt(b, m)->lifetimeTco.inCurrencyUnits() == Approx(386600.0));
}
