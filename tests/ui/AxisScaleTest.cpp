// The cost charts' scaling rule: the axis fits the best option and its nearest competitors; the rest are marked.
#include "format/AxisScale.h"

#include <catch2/catch.hpp>

using gputco::ui::axisScale;
using gputco::ui::AxisScale;

TEST_CASE("The axis fits the recommended option and those within three times it: an outlier is off the scale",
          "[axis-scale]")
{
    // The 70B example's TCO lines at 4 years (M CNY): three owned options and the L4 rented at 46.0. Reference 1.26
    // (the recommendation): limit 3 x 1.26 = 3.78, so the axis ends at 1.44 and the L4 is off the scale.
    const AxisScale s = axisScale({1.26, 1.35, 1.44, 46.0}, 1.26);
    CHECK(s.top == 1.44);
    CHECK(s.offScale == std::vector<std::size_t>{3});
    // log10(46.0 / 1.26) = log10(36.5) = 1.562: the values span a decade and a half.
    CHECK(s.decades == Approx(1.5624).epsilon(1e-4));
    CHECK(s.spansDecades());
}

TEST_CASE("Without an outlier the axis reaches the largest value", "[axis-scale]")
{
    // No reference: the smallest, 2; limit 6 covers 5. log10(5 / 2) = 0.398.
    const AxisScale s = axisScale({2.0, 3.0, 5.0});
    CHECK(s.top == 5.0);
    CHECK(s.offScale.empty());
    CHECK(s.decades == Approx(0.39794).epsilon(1e-4));
    CHECK_FALSE(s.spansDecades());
}

TEST_CASE("A reference above the smallest value keeps the cheaper ones and scales from the reference", "[axis-scale]")
{
    // Reference 4: limit 12 takes 1, 4 and 10; 25 is off the scale (more than twice 10).
    const AxisScale s = axisScale({1.0, 4.0, 10.0, 25.0}, 4.0);
    CHECK(s.top == 10.0);
    CHECK(s.offScale == std::vector<std::size_t>{3});
    // A reference outside the values is clamped to them: 0.5 -> 1 (limit 3: top 1, 25 > 2), 50 -> 25 (all in).
    CHECK(axisScale({1.0, 4.0, 10.0, 25.0}, 0.5).top == 1.0);
    CHECK(axisScale({1.0, 4.0, 10.0, 25.0}, 50.0).top == 25.0);
}

TEST_CASE("A line just past the limit stays on the scale: cutting must at least halve the axis", "[axis-scale]")
{
    // The 70B example's selected cards (M CNY): the cheapest 3.46, limit 10.4 takes 8.6; the H20 at 12.2 is less
    // than 2 x 8.6 = 17.2 above, so the axis reaches 12.2 and nothing is off the scale.
    const AxisScale s = axisScale({3.46, 4.7, 8.6, 11.2, 12.2});
    CHECK(s.top == 12.2);
    CHECK(s.offScale.empty());
    // At 17.3 the H20 is past 2 x 8.6: off the scale.
    CHECK(axisScale({3.46, 4.7, 8.6, 11.2, 17.3}).offScale == std::vector<std::size_t>{3, 4});
}

TEST_CASE("When every competitor is far off, the axis shows the reference alone and marks the rest", "[axis-scale]")
{
    // Reference 2, limit 6: 20 and 200 are off the scale; log10(200 / 2) = 2 decades.
    const AxisScale s = axisScale({2.0, 20.0, 200.0}, 2.0);
    CHECK(s.top == 2.0);
    CHECK(s.offScale == std::vector<std::size_t>{1, 2});
    CHECK(s.decades == Approx(2.0));
}

TEST_CASE("Zero and negative values stay on the scale and never become the reference", "[axis-scale]")
{
    // A rented line starts at 0: the reference is the smallest positive value, 5; limit 15 leaves 100 off.
    const AxisScale s = axisScale({0.0, 5.0, 100.0});
    CHECK(s.top == 5.0);
    CHECK(s.offScale == std::vector<std::size_t>{2});
    // Nothing positive: the default axis (top 1), nothing off the scale, no decades.
    const AxisScale none = axisScale({0.0, -1.0});
    CHECK(none.top == 1.0);
    CHECK(none.offScale.empty());
    CHECK(none.decades == 0.0);
    CHECK(axisScale({}).offScale.empty());
}

TEST_CASE("A wider spread keeps more options on the scale: below 1 it means the reference alone", "[axis-scale]")
{
    // Spread 10 on {1.26, 1.35, 1.44, 46.0}: limit 12.6, the L4 at 46 is still off.
    CHECK(axisScale({1.26, 1.35, 1.44, 46.0}, 1.26, 10.0).offScale == std::vector<std::size_t>{3});
    // Spread 40: limit 50.4 takes everything.
    CHECK(axisScale({1.26, 1.35, 1.44, 46.0}, 1.26, 40.0).top == 46.0);
    // Spread 0.5 counts as 1: the axis ends at the reference, 1.26, with 3.0 (more than twice it) off the scale.
    CHECK(axisScale({1.26, 3.0}, 1.26, 0.5).top == 1.26);
}

TEST_CASE("A log axis runs over the whole decades around every positive value", "[axis-scale]")
{
    // 1.26 to 46.0 with the Pareto chart's 8% headroom: 46.0 x 1.08 = 49.7, so 1 to 100. The zero (a rented line's
    // first month) is left out: a log axis cannot draw it.
    const gputco::ui::LogRange r = gputco::ui::logRange({0.0, 1.26, 46.0}, 1.08);
    CHECK(r.low == 1.0);
    CHECK(r.high == 100.0);
    // One value on a decade: at least one decade shown, 10 to 100.
    const gputco::ui::LogRange one = gputco::ui::logRange({10.0});
    CHECK(one.low == 10.0);
    CHECK(one.high == 100.0);
    // Nothing positive: 0.1 to 1.
    CHECK(gputco::ui::logRange({0.0, -3.0}).high == 1.0);
}
