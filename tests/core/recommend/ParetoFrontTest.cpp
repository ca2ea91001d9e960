#include "recommend/ParetoFront.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Pareto front of cost against latency, by hand", "[recommend][pareto]")
{
    // A(1, 10) B(2, 5) C(3, 6) D(4, 1) E(1, 12) F(2, 5): C is beaten by B, E by A, F equals B (first kept).
    const std::vector<CostLatency> points{{1, 10}, {2, 5}, {3, 6}, {4, 1}, {1, 12}, {2, 5}};
    const auto front = paretoFront(points);
    REQUIRE(front.size() == 3);
    CHECK(front[0] == 0); // A
    CHECK(front[1] == 1); // B
    CHECK(front[2] == 3); // D
    CHECK(paretoFront({}).empty());
    CHECK(paretoFront({{5, 5}}).size() == 1);
}
