#include "recommend/FirstInOrder.h"
#include "recommend/ParetoFront.h"
#include "recommend/RunningParetoFront.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

using namespace gputco;

namespace {

// A value ranked by its first member; the second says which one it is.
using Item = std::pair<int, char>;
bool byValue(const Item& a, const Item& b) { return a.first < b.first; }

std::string lettersOf(const std::vector<FirstInOrder<Item, decltype(&byValue)>::Kept>& kept)
{
    std::string out;
    for (const auto& k : kept)
        out += k.item.second;
    return out;
}

// Offered in this order: values 5 3 8 3 1 5 3 9 (a..h). A stable sort by value gives
// 1(e) 3(b) 3(d) 3(g) 5(a) 5(f) 8(c) 9(h): equal values keep the order they were offered in.
const std::vector<Item> kOffers{{5, 'a'}, {3, 'b'}, {8, 'c'}, {3, 'd'}, {1, 'e'}, {5, 'f'}, {3, 'g'}, {9, 'h'}};

std::string firstOf(std::optional<std::size_t> limit)
{
    FirstInOrder<Item, decltype(&byValue)> keeper(limit, &byValue);
    for (const Item& item : kOffers)
        keeper.offer(item);
    CHECK(keeper.offered() == kOffers.size());
    return lettersOf(keeper.take());
}

} // namespace

TEST_CASE("The first N kept as they come are the first N of a stable sort of all", "[recommend][first-in-order]")
{
    // The whole stable sort, worked by hand above.
    CHECK(firstOf(std::nullopt) == "ebdgafch");
    // Each limit keeps that many from its front: the tie of three 3s is cut after the first two offered (b, d).
    CHECK(firstOf(1) == "e");
    CHECK(firstOf(3) == "ebd");
    CHECK(firstOf(5) == "ebdga");
    CHECK(firstOf(6) == "ebdgaf");
    CHECK(firstOf(8) == "ebdgafch");
    CHECK(firstOf(20) == "ebdgafch");
    CHECK(firstOf(0).empty());
    // The same as std::stable_sort of every item, at every limit.
    std::vector<Item> sorted = kOffers;
    std::stable_sort(sorted.begin(), sorted.end(), byValue);
    for (std::size_t n = 0; n <= kOffers.size(); ++n) {
        std::string expected;
        for (std::size_t i = 0; i < n; ++i)
            expected += sorted[i].second;
        CHECK(firstOf(n) == expected);
    }
}

TEST_CASE("The first N kept carry the order they were offered in", "[recommend][first-in-order]")
{
    FirstInOrder<Item, decltype(&byValue)> keeper(2, &byValue);
    for (const Item& item : kOffers)
        keeper.offer(item);
    const auto kept = keeper.take();
    REQUIRE(kept.size() == 2);
    CHECK(kept[0].arrival == 4); // e, the fifth offered
    CHECK(kept[1].arrival == 1); // b, the second
}

TEST_CASE("A front kept while options come equals the front of all of them", "[recommend][pareto]")
{
    // ParetoFrontTest's points: A(1, 10) B(2, 5) C(3, 6) D(4, 1) E(1, 12) F(2, 5), in arrival order; C is beaten
    // by B, E by A, F equals B and comes later. The front: A, B, D.
    const std::vector<CostLatency> points{{1, 10}, {2, 5}, {3, 6}, {4, 1}, {1, 12}, {2, 5}};
    const std::vector<std::size_t> all = paretoFront(points);
    // Offered in every rotation of the arrival order: the front does not depend on the order it was built in.
    for (std::size_t start = 0; start < points.size(); ++start) {
        RunningParetoFront running;
        for (std::size_t k = 0; k < points.size(); ++k) {
            const std::size_t i = (start + k) % points.size();
            RecommendOption o;
            o.cardId = std::string(1, static_cast<char>('A' + i));
            running.offer(o, FrontKey{points[i].cost, points[i].latency, 0.0, i});
        }
        CHECK(running.arrivals() == all);
        const std::vector<RecommendOption> front = running.take();
        REQUIRE(front.size() == 3);
        CHECK(front[0].cardId == "A");
        CHECK(front[1].cardId == "B"); // not F: of equal points the first offered
        CHECK(front[2].cardId == "D");
        CHECK(running.empty());
    }
    // An unknown latency is never on the front, as paretoFront's sweep from infinity.
    RunningParetoFront unknown;
    unknown.offer(RecommendOption{}, FrontKey{1.0, std::numeric_limits<double>::infinity(), 0.0, 0});
    CHECK(unknown.empty());
}
