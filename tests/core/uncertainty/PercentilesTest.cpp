#include "uncertainty/Percentiles.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

using namespace gputco;

TEST_CASE("Percentiles interpolate between ranks, sorted or not", "[uncertainty]")
{
    // Worked by hand, type 7 (rank p (n - 1)): 1..5 shuffled; P10 at rank 0.4 = 1 + 0.4 x (2 - 1) = 1.4, P50 at rank
    // 2 = 3, P90 at rank 3.6 = 4 + 0.6 x (5 - 4) = 4.6, P100 = 5.
    std::vector<double> shuffled{5.0, 1.0, 4.0, 2.0, 3.0};
    CHECK(percentileOf(shuffled, 0.1) == Approx(1.4));
    CHECK(percentileOf(shuffled, 0.5) == 3.0);
    CHECK(percentileOf(shuffled, 0.9) == Approx(4.6));
    CHECK(percentileOf(shuffled, 1.0) == 5.0);
    std::vector<double> none;
    CHECK(percentileOf(none, 0.5) == 0.0);

    // The selection gives exactly the sorted figures: the same two order statistics, the same arithmetic.
    std::vector<double> values;
    for (int i = 0; i < 2001; ++i)
        values.push_back(static_cast<double>((i * 7919) % 2003) * 1.5 + 0.25); // distinct values, scrambled
    std::vector<double> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    std::vector<double> reordered = values;
    const MoneyPercentiles p = moneyPercentiles(reordered);
    CHECK(p.p10.inCurrencyUnits() == percentileOfSorted(sorted, 0.1));
    CHECK(p.p50.inCurrencyUnits() == percentileOfSorted(sorted, 0.5));
    CHECK(p.p90.inCurrencyUnits() == percentileOfSorted(sorted, 0.9));
    std::sort(reordered.begin(), reordered.end());
    CHECK(reordered == sorted); // reordered, nothing lost
}
