#include "scenario/ScenarioDifferences.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;

namespace {

// An evaluation as far as the differences read it: the state and the model's parameter count (no catalogue cards).
Evaluation evaluationOf(const ScenarioState& state)
{
    Evaluation e;
    e.state = state;
    e.parameters.total = 70.6e9; // Llama-3.1-70B, the default preset
    return e;
}

std::vector<ScenarioSetting> settingsOf(const std::vector<SettingDifference>& differences)
{
    std::vector<ScenarioSetting> out;
    for (const SettingDifference& d : differences)
        out.push_back(d.setting);
    return out;
}

} // namespace

TEST_CASE("Equal scenarios have no differences", "[scenario][ab]")
{
    ScenarioState s;
    s.economics.residual = ResidualCurve{{0.5, 0.3}};
    CHECK(scenarioDifferences(evaluationOf(s), evaluationOf(s)).empty());
    // A number that went through text and back (0.1 + 0.2 against 0.3) is the same input.
    ScenarioState a;
    ScenarioState b;
    a.economics.electricityPricePerKwh = 0.1 + 0.2;
    b.economics.electricityPricePerKwh = 0.3;
    REQUIRE(a.economics.electricityPricePerKwh != b.economics.electricityPricePerKwh);
    CHECK(scenarioDifferences(evaluationOf(a), evaluationOf(b)).empty());
}

TEST_CASE("Values that print alike but differ are differences, with how much", "[scenario][ab]")
{
    ScenarioState a;
    ScenarioState b;
    // 0.7000 and 0.7004 CNY/kWh both print as "0.700" (three significant figures): the text comparison of before
    // called them equal.
    a.economics.electricityPricePerKwh = 0.7;
    b.economics.electricityPricePerKwh = 0.7004;
    // 70% and 70.01% both print as "70%".
    a.workload.utilisation = 0.7;
    b.workload.utilisation = 0.7001;
    const auto d = scenarioDifferences(evaluationOf(a), evaluationOf(b));
    REQUIRE(settingsOf(d) == std::vector{ScenarioSetting::Utilisation, ScenarioSetting::ElectricityPrice});
    REQUIRE(d[0].change);
    CHECK(*d[0].change == Approx(0.0001));
    REQUIRE(d[1].change);
    CHECK(*d[1].change == Approx(0.0004));
    CHECK(d[1].inA);
    CHECK(d[1].inB);
}

TEST_CASE("A price per kWh in two currencies differs whatever the numbers: several numbers give no single change",
          "[scenario][ab]")
{
    ScenarioState a;
    ScenarioState b;
    b.economics.currency = "USD"; // the same 0.70, now USD per kWh
    b.economics.years = 5;        // the period: years and hours a day
    const auto d = scenarioDifferences(evaluationOf(a), evaluationOf(b));
    REQUIRE(settingsOf(d)
            == std::vector{ScenarioSetting::Currency, ScenarioSetting::ElectricityPrice, ScenarioSetting::Period});
    CHECK_FALSE(d[1].change);
    CHECK_FALSE(d[2].change);
}

TEST_CASE("A setting only one task uses is listed on that side alone", "[scenario][ab]")
{
    ScenarioState a; // inference
    ScenarioState b;
    b.workload.mode = TaskMode::Lora;
    const auto d = scenarioDifferences(evaluationOf(a), evaluationOf(b));
    const auto settings = settingsOf(d);
    // The task itself, A's five inference settings, B's six training ones; the shared context length is the same.
    CHECK(settings.size() == 12);
    CHECK(std::find(settings.begin(), settings.end(), ScenarioSetting::ContextTokens) == settings.end());
    for (const SettingDifference& x : d) {
        if (x.setting == ScenarioSetting::KvCache) {
            CHECK(x.inA);
            CHECK_FALSE(x.inB);
        }
        if (x.setting == ScenarioSetting::Optimizer) {
            CHECK_FALSE(x.inA);
            CHECK(x.inB);
        }
    }
}
