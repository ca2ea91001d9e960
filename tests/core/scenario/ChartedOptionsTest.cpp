#include "scenario/ChartedOptions.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// Ranked options, cheapest first; `front` lists the ranks on the Pareto front.
std::vector<RecommendOption> ranked(std::size_t count, std::initializer_list<std::size_t> front)
{
    std::vector<RecommendOption> out(count);
    for (std::size_t i : front)
        out[i].onParetoFront = true;
    return out;
}

} // namespace

TEST_CASE("The chart draws every option when there are no more than it can show", "[scenario][chart]")
{
    // 5 options, at most 5 (or more) drawn: all five, in rank order.
    CHECK(chartedOptions(ranked(5, {0, 3}), 5) == std::vector<std::size_t>{0, 1, 2, 3, 4});
    CHECK(chartedOptions(ranked(5, {0, 3}), 100) == std::vector<std::size_t>{0, 1, 2, 3, 4});
    CHECK(chartedOptions(ranked(0, {}), 3).empty());
}

TEST_CASE("A long list draws its cheapest options and the whole Pareto front", "[scenario][chart]")
{
    // 10 options, at most 3: the three cheapest (0, 1, 2), then the front members past them (6 and 9); the front's
    // first member (0) is among the cheapest and is not listed twice.
    CHECK(chartedOptions(ranked(10, {0, 6, 9}), 3) == std::vector<std::size_t>{0, 1, 2, 6, 9});
    // No front past the cheapest: exactly the first three.
    CHECK(chartedOptions(ranked(10, {0, 1}), 3) == std::vector<std::size_t>{0, 1, 2});
}

TEST_CASE("The chart's cap keeps the built-in catalogue whole", "[scenario][chart]")
{
    // The largest list the shipped examples rank on the built-in catalogue is 912 options (llama-7b-lora-finetune,
    // `gpu-tco-cli recommend --top 1000 --json`): drawn whole, as before the cap.
    CHECK(chartedOptions(ranked(912, {0, 500, 911})).size() == 912);
    // 2,100 options, two of the front beyond the cheapest 2,000 (ranks 2,050 and 2,099): 2,002 points, the last two
    // being those.
    const std::vector<std::size_t> drawn = chartedOptions(ranked(2100, {0, 2050, 2099}));
    REQUIRE(drawn.size() == 2002);
    CHECK(drawn[1999] == 1999);
    CHECK(drawn[2000] == 2050);
    CHECK(drawn[2001] == 2099);
}
