#include "uncertainty/UncertaintyState.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Uncertainty inputs have stable names", "[uncertainty]")
{
    for (UncertainInput input : kAllUncertainInputs)
        CHECK(parseUncertainInput(uncertainInputName(input)) == input);
    CHECK(uncertainInputName(UncertainInput::ElectricityPrice) == "electricity-price");
    CHECK_FALSE(parseUncertainInput("price"));
    CHECK(isSharedInput(UncertainInput::ElectricityPrice));
    CHECK_FALSE(isSharedInput(UncertainInput::CardPrice));
}

TEST_CASE("Default ranges come from the references", "[uncertainty]")
{
    const UncertaintyState s;
    CHECK_FALSE(validateUncertainty(s));
    // 0.65-0.90 CNY/kWh at the default 0.70 (datacenter.md sec. 5.1).
    CHECK(s.range(UncertainInput::ElectricityPrice).low * 0.70 == Approx(0.65));
    CHECK(s.range(UncertainInput::ElectricityPrice).high * 0.70 == Approx(0.90));
    // 3-5 years at the default 4 (datacenter.md sec. 7.1).
    CHECK(s.range(UncertainInput::Life).low * 4 == Approx(3.0));
    CHECK(s.range(UncertainInput::Life).high * 4 == Approx(5.0));
    // Where the references have no range, the source says UNVERIFIED.
    CHECK(defaultRangeSource(UncertainInput::ExchangeRate).find("UNVERIFIED") != std::string_view::npos);
    CHECK(defaultRangeSource(UncertainInput::Utilisation).find("UNVERIFIED") != std::string_view::npos);
}

TEST_CASE("Bad ranges are refused, naming the key and the allowed range", "[uncertainty]")
{
    UncertaintyState s;
    s.range(UncertainInput::Pue).low = 1.2;
    auto e = validateUncertainty(s);
    REQUIRE(e);
    CHECK(e->field == "uncertainty.pue.low");
    CHECK(e->message.find("from 0 to 1") != std::string::npos);
    s = UncertaintyState{};
    s.range(UncertainInput::CardPrice).high = 6.0;
    e = validateUncertainty(s);
    REQUIRE(e);
    CHECK(e->field == "uncertainty.card-price.high");
    s = UncertaintyState{};
    s.samples = 0;
    CHECK(validateUncertainty(s)->field == "uncertainty.samples");
}
