#include "scenario/ApplyOption.h"
#include "scenario/ScenarioRecommendation.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Using an option ticks its card and takes its precision and facility", "[scenario][recommend]")
{
    ScenarioState state;
    state.workload.mode = TaskMode::Inference;
    state.workload.weights = Precision::BF16;
    state.workload.gpuCount = 64;
    state.selectedCardIds = {"h100-sxm-80gb", "l40s"};
    state.economics.facilityId = "example-tier1-bgp-edge";
    RecommendOption option;
    option.cardId = "h200-sxm-141gb";
    option.precision = Precision::FP8;
    option.gpus = 16;
    option.facilityId = "example-west-hub-liquid-campus";

    CatalogueSnapshot catalogue;
    Facility west; // made-up figures: the facility's power replaces the scenario's own
    west.id = "example-west-hub-liquid-campus";
    west.electricityPricePerKwh = 0.38;
    west.pue = 1.2;
    catalogue.facilities = {west};
    const ScenarioState next = withOption(state, option, catalogue);
    // The option's card first (Rack & cooling lays it out), the other ticks after it in their order.
    CHECK(next.selectedCardIds == std::vector<std::string>{"h200-sxm-141gb", "h100-sxm-80gb", "l40s"});
    CHECK(next.workload.weights == Precision::FP8);
    CHECK(next.workload.gpuCount == 64); // inference is sized to the target, not to a cluster
    CHECK(next.economics.facilityId == "example-west-hub-liquid-campus");
    // The one rule: the option was costed at the scenario's price and PUE, which stay.
    CHECK(next.economics.electricityPricePerKwh == state.economics.electricityPricePerKwh);
    CHECK(next.economics.pue == state.economics.pue);
    // "Recommend at each facility's own prices": the option was costed at the facility's, which the scenario takes.
    ScenarioState own = state;
    own.economics.facilityOwnPrices = true;
    const ScenarioState ownNext = withOption(own, option, catalogue);
    CHECK(ownNext.economics.electricityPricePerKwh == 0.38);
    CHECK(ownNext.economics.pue == 1.2);
    CHECK(next.economics.carbonKgPerKwh == state.economics.carbonKgPerKwh); // the facility gives none
    // Everything else is the scenario's own.
    CHECK(next.workload.kvCache == state.workload.kvCache);
    CHECK(next.economics.years == state.economics.years);

    // Training takes the option's GPU count as the cluster; a card already ticked is not ticked twice, only moved
    // first.
    state.workload.mode = TaskMode::PreTraining;
    option.cardId = "l40s";
    option.facilityId.reset();
    const ScenarioState training = withOption(state, option, catalogue);
    CHECK(training.selectedCardIds == std::vector<std::string>{"l40s", "h100-sxm-80gb"});
    CHECK(training.workload.gpuCount == 16);
    CHECK(training.economics.facilityId == "example-tier1-bgp-edge");
    CHECK(training.economics.electricityPricePerKwh == state.economics.electricityPricePerKwh);
}

TEST_CASE("The commonest reason a card is left out, ties to the nearer miss", "[scenario][recommend]")
{
    ScenarioRecommendation r;
    CHECK_FALSE(r.commonestReason());
    r.result.leftOut = {{"a", LeftOutReason::Memory, ""},
                        {"b", LeftOutReason::Latency, ""},
                        {"c", LeftOutReason::Memory, ""},
                        {"d", LeftOutReason::Latency, ""}};
    CHECK(r.commonestReason() == LeftOutReason::Latency); // 2 and 2: latency is the later stage
    r.result.leftOut.push_back({"e", LeftOutReason::Memory, ""});
    CHECK(r.commonestReason() == LeftOutReason::Memory); // 3 against 2
}

TEST_CASE("The runner-up is the cheapest option on another card", "[scenario][recommend]")
{
    ScenarioRecommendation r;
    CHECK_FALSE(r.recommended());
    CHECK_FALSE(r.runnerUp());
    RecommendOption a;
    a.cardId = "h200";
    RecommendOption a2 = a; // the same card at another split
    RecommendOption b;
    b.cardId = "h100";
    r.result.ranked = {a, a2, b};
    REQUIRE(r.recommended());
    CHECK(r.recommended()->cardId == "h200");
    REQUIRE(r.runnerUp());
    CHECK(r.runnerUp()->cardId == "h100");
}
