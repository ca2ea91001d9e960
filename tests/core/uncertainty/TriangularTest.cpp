#include "uncertainty/Triangular.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Triangular quantiles worked by hand", "[uncertainty]")
{
    // From 0.65 to 0.90 with the mode at 0.70: the mode's share is 0.05 / 0.25 = 0.2.
    // P10 (below the mode): 0.65 + sqrt(0.1 x 0.25 x 0.05) = 0.65 + 0.035355 = 0.685355.
    CHECK(triangularQuantile(0.1, 0.65, 0.70, 0.90) == Approx(0.685355).epsilon(1e-6));
    // P50 (above): 0.90 - sqrt(0.5 x 0.25 x 0.20) = 0.90 - 0.158114 = 0.741886.
    CHECK(triangularQuantile(0.5, 0.65, 0.70, 0.90) == Approx(0.741886).epsilon(1e-6));
    // P90: 0.90 - sqrt(0.1 x 0.25 x 0.20) = 0.90 - 0.070711 = 0.829289.
    CHECK(triangularQuantile(0.9, 0.65, 0.70, 0.90) == Approx(0.829289).epsilon(1e-6));
    // The ends and the mode.
    CHECK(triangularQuantile(0.0, 0.65, 0.70, 0.90) == Approx(0.65));
    CHECK(triangularQuantile(0.2, 0.65, 0.70, 0.90) == Approx(0.70));
    CHECK(triangularQuantile(1.0, 0.65, 0.70, 0.90) == Approx(0.90));
    // A degenerate (certain) range stays at the mode whatever the draw.
    CHECK(triangularQuantile(0.93, 1.0, 1.0, 1.0) == 1.0);
    // The mode at the low end (a range that only rises): P50 = 1.4 - sqrt(0.5 x 0.4 x 0.4) = 1.117157.
    CHECK(triangularQuantile(0.5, 1.0, 1.0, 1.4) == Approx(1.117157).epsilon(1e-6));
}
