#include "cost/ResidualCurve.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("The default residual curve is the reference's suggested default", "[residual]")
{
    // prices.md sec. 4, "Suggested residual default" and the GLRI H100 curve [W]: 60-65 % after year 1,
    // 40-45 % after 2, 25-30 % after 3, 15-20 % after 4, 10-15 % after 5; the default takes 60 / 40 /
    // 27.5 / 17.5 / 12.5 %.
    const ResidualCurve curve = ResidualCurve::dataCentreDefault();
    CHECK(residualShareAfterMonths(curve, 12) == Approx(0.60));
    CHECK(residualShareAfterMonths(curve, 24) == Approx(0.40));
    CHECK(residualShareAfterMonths(curve, 36) == Approx(0.275));
    CHECK(residualShareAfterMonths(curve, 48) == Approx(0.175));
    CHECK(residualShareAfterMonths(curve, 60) == Approx(0.125));
    CHECK_FALSE(validateResidualCurve(curve));
}

TEST_CASE("Residual between and past the curve's points", "[residual]")
{
    const ResidualCurve curve = ResidualCurve::dataCentreDefault();
    // Month 6: halfway from 100 % (new) to 60 % = 80 %. Month 30: halfway from 40 % to 27.5 % = 33.75 %.
    CHECK(residualShareAfterMonths(curve, 6) == Approx(0.80));
    CHECK(residualShareAfterMonths(curve, 30) == Approx(0.3375));
    // Past year 5 it keeps the last year's ratio 12.5 / 17.5 = 0.7143: after 6 years 12.5 x 0.7143 = 8.93 %,
    // after 7 years 6.38 %.
    CHECK(residualShareAfterMonths(curve, 72) == Approx(0.125 * 0.125 / 0.175));
    CHECK(residualShareAfterMonths(curve, 84) == Approx(0.125 * (0.125 / 0.175) * (0.125 / 0.175)));
    // A one-point curve: 50 % after a year, then halving every year.
    CHECK(residualShareAfterMonths(ResidualCurve{{0.5}}, 36) == Approx(0.125));
    // No curve: no resale value, as before issue 13.
    CHECK(residualShareAfterMonths(ResidualCurve{}, 48) == 0.0);
}

TEST_CASE("A residual curve that rises or leaves 0-100 % is refused with the year named", "[residual]")
{
    auto rising = validateResidualCurve(ResidualCurve{{0.6, 0.7}});
    REQUIRE(rising);
    CHECK(rising->field == "residual-curve");
    CHECK(rising->message.find("year 2") != std::string::npos);
    auto negative = validateResidualCurve(ResidualCurve{{0.6, -0.1}});
    REQUIRE(negative);
    CHECK(negative->message.find("year 2") != std::string::npos);
    CHECK(validateResidualCurve(ResidualCurve{{1.2}}));
    CHECK(validateResidualCurve(ResidualCurve{std::vector<double>(21, 0.1)}));
}
