#include "uncertainty/EfficiencyBand.h"

#include "uncertainty/UncertaintyState.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("A card's efficiency band is its profile's range: wide when assumed, narrow when measured",
          "[uncertainty][efficiency]")
{
    // No profile: the assumed one, compute 0.5 (0.275 to 0.675) and bandwidth 0.7 (0.35 to 0.85),
    // core/hardware/EfficiencyProfile.cpp: x0.55 to x1.35 and x0.5 to x1.214.
    Accelerator card;
    card.id = "unmeasured";
    const auto compute = efficiencyBand(card, UncertainInput::ComputeEfficiency);
    REQUIRE(compute);
    CHECK(compute->low == Approx(0.55));
    CHECK(compute->high == Approx(1.35));
    const auto memory = efficiencyBand(card, UncertainInput::MemoryEfficiency);
    REQUIRE(memory);
    CHECK(memory->low == Approx(0.5));
    CHECK(memory->high == Approx(0.85 / 0.7));
    CHECK(efficiencyRangeEvidence(card) == RangeEvidence::Unverified);
    CHECK_FALSE(efficiencyBand(card, UncertainInput::Pue));

    // The built-in H100 row (database/catalogue/efficiency_profiles.csv): compute 0.5, 0.44 to 0.55, measured.
    EfficiencyProfile measured = assumedEfficiencyProfile("h100");
    measured.evidence = EfficiencyEvidence::MeasuredPublic;
    measured.computeShare = {0.5, 0.44, 0.55};
    card.efficiency = measured;
    CHECK(efficiencyBand(card, UncertainInput::ComputeEfficiency)->low == Approx(0.88));
    CHECK(efficiencyBand(card, UncertainInput::ComputeEfficiency)->high == Approx(1.1));
    CHECK(efficiencyRangeEvidence(card) == RangeEvidence::Sourced);
}

TEST_CASE("The user's own efficiency range wins over the card's profile", "[uncertainty][efficiency]")
{
    const UncertaintyState untouched;
    CHECK(usesEfficiencyProfile(UncertainInput::MemoryEfficiency, untouched.range(UncertainInput::MemoryEfficiency)));
    CHECK_FALSE(usesEfficiencyProfile(UncertainInput::CardPrice, untouched.range(UncertainInput::CardPrice)));
    CHECK_FALSE(usesEfficiencyProfile(UncertainInput::ComputeEfficiency, RelativeRange{0.9, 1.2, false}));
    RelativeRange fixed = untouched.range(UncertainInput::ComputeEfficiency);
    fixed.certain = true;
    CHECK_FALSE(usesEfficiencyProfile(UncertainInput::ComputeEfficiency, fixed));
}
