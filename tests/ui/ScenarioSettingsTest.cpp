#include "UiTestSupport.h"

#include "settings/ScenarioSettings.h"

#include <QSettings>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

TEST_CASE("The scenario survives a round trip through QSettings", "[settings]")
{
    test::application();
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    CHECK_FALSE(loadScenario(settings)); // nothing saved yet

    ScenarioState s;
    s.workload.modelPresetId.clear();
    s.workload.customParameters = 13.5e9;
    s.workload.mode = TaskMode::Qlora;
    s.workload.weights = Precision::NF4;
    s.workload.kvCache = Precision::FP8;
    s.workload.optimizer = Optimizer::Adam8bit;
    s.workload.zeroStage = 3;
    s.workload.contextTokens = 32768;
    s.workload.microBatch = 4;
    s.workload.concurrency = 48;
    s.workload.globalBatchTokens = 8e6;
    s.workload.gpuCount = 64;
    s.workload.utilisation = 0.55;
    s.workload.mfu = 0.35;
    s.economics.currency = "USD";
    s.economics.electricityPricePerKwh = 0.08;
    s.economics.pue = 1.45;
    s.economics.years = 5;
    s.economics.hoursPerDay = 12;
    s.economics.carbonKgPerKwh = 0.39;
    s.economics.facilityId = "west-hub";
    s.economics.requirements.iso27001 = true;
    s.economics.requirements.minUptimeTier = 3;
    s.economics.requirements.minBgpLines = 2;
    s.selectedCardIds = {"h100-sxm-80gb", "l4"};
    saveScenario(settings, s);

    const auto loaded = loadScenario(settings);
    REQUIRE(loaded);
    CHECK(*loaded == s);
}

TEST_CASE("Unreadable saved values fall back to the defaults", "[settings]")
{
    test::application();
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    saveScenario(settings, ScenarioState{});
    settings.setValue(QStringLiteral("scenario/mode"), QStringLiteral("juggling"));
    settings.setValue(QStringLiteral("scenario/weights"), QStringLiteral("fp3"));
    const auto loaded = loadScenario(settings);
    REQUIRE(loaded);
    CHECK(loaded->workload.mode == WorkloadState{}.mode);
    CHECK(loaded->workload.weights == WorkloadState{}.weights);
}
