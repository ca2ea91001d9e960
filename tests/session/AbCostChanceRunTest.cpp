#include "SessionTestSupport.h"

#include "scenario/ScenarioEvaluator.h"
#include "session/AbCostChanceRun.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace gputco;

namespace {

// 64 H100s (inference at the defaults) at `pricePerKwh`: the same fleet at another electricity price.
EvaluationPtr h100At(double pricePerKwh)
{
    ScenarioState s;
    s.selectedCardIds = {"h100-sxm-80gb"};
    s.economics.electricityPricePerKwh = pricePerKwh;
    s.uncertainty.samples = 300;
    ScenarioEvaluator evaluator;
    return evaluator.evaluate(s, sessiontest::sampleCatalogue());
}

} // namespace

TEST_CASE("The A/B probability runs off the GUI thread and only the newest request's answer lands", "[ab]")
{
    sessiontest::application();
    const EvaluationPtr b = h100At(0.60);
    const EvaluationPtr dearA = h100At(0.70);  // B on cheaper power: cheaper in every future (one shared draw)
    const EvaluationPtr cheapA = h100At(0.50); // B on dearer power: never cheaper
    AbCostChanceRun run;
    std::vector<std::uint64_t> landed;
    QObject::connect(&run, &AbCostChanceRun::ready, &run, [&](std::uint64_t g) { landed.push_back(g); });

    const std::uint64_t first = run.request(dearA, b);
    CHECK_FALSE(run.current()); // nothing has landed for this request yet
    const std::uint64_t second = run.request(cheapA, b);
    CHECK(second == first + 1);
    run.waitForIdle();
    // The first request's answer (100 %) is never announced or kept: only the second's (0 %).
    CHECK(landed == std::vector<std::uint64_t>{second});
    CHECK(run.current());
    REQUIRE(run.result());
    CHECK(run.result()->probabilityBCheaper == 0.0);

    run.request(dearA, b);
    CHECK_FALSE(run.current()); // the 0 % above is now the previous scenario's: the view greys it
    run.waitForIdle();
    REQUIRE(run.result());
    CHECK(run.result()->probabilityBCheaper == 1.0);
    CHECK(run.result()->samples == 300);
}
