#include "uncertainty/DeterministicRandom.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace gputco;

TEST_CASE("The same seed gives the same numbers, another seed others", "[uncertainty]")
{
    DeterministicRandom a(42);
    DeterministicRandom b(42);
    DeterministicRandom c(43);
    int differ = 0;
    for (int i = 0; i < 1000; ++i) {
        const std::uint64_t x = a.next();
        CHECK(x == b.next());
        differ += x != c.next() ? 1 : 0;
    }
    CHECK(differ == 1000);
}

TEST_CASE("Unit draws are uniform from 0 up to 1", "[uncertainty]")
{
    DeterministicRandom r(1);
    const int n = 100000;
    double sum = 0.0;
    int below = 0;
    double lowest = 1.0;
    double highest = 0.0;
    for (int i = 0; i < n; ++i) {
        const double u = r.nextUnit();
        sum += u;
        below += u < 0.1 ? 1 : 0;
        lowest = std::min(lowest, u);
        highest = std::max(highest, u);
    }
    // Mean 0.5 with a standard error of sqrt(1/12 / 100,000) = 0.0009: 0.005 is over five of them.
    CHECK(sum / n == Approx(0.5).margin(0.005));
    // 10 % below 0.1, standard error sqrt(0.09 / 100,000) = 0.00095.
    CHECK(static_cast<double>(below) / n == Approx(0.1).margin(0.005));
    CHECK(lowest >= 0.0);
    CHECK(highest < 1.0);
}
