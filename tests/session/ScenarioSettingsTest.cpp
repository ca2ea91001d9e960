#include "SessionTestSupport.h"

#include "scenariofile/ScenarioJson.h"
#include "scenariofile/UncertaintyJson.h"
#include "session/ScenarioSettings.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <map>

using namespace gputco;

namespace {

// Every field away from its default: the workload, the money, the requirements, the constraints and the ranges.
ScenarioState everyFieldChanged()
{
    ScenarioState s;
    WorkloadState& w = s.workload;
    w.modelPresetId.clear();
    w.customParameters = 13.5e9;
    w.mode = TaskMode::Qlora;
    w.weights = Precision::NF4;
    w.kvCache = Precision::FP8;
    w.optimizer = Optimizer::Adam8bit;
    w.zeroStage = 3;
    w.contextTokens = 32768;
    w.concurrency = 48;
    w.microBatch = 4;
    w.globalBatchTokens = 8e6;
    w.outputTokens = 300;
    w.targetTokensPerSecond = 1234.5;
    w.concurrentUsers = 500;
    w.tokensPerSecondPerUser = 20.0;
    w.requestsPerMinutePerUser = 1.5;
    w.targetLatencyMs = 42.0;
    w.trainingTokens = 2.5e9;
    w.gpuCount = 16;
    w.utilisation = 0.55;
    w.mfu = 0.35;
    EconomicsState& e = s.economics;
    e.currency = "USD";
    e.electricityPricePerKwh = 0.081;
    e.pue = 1.45;
    e.years = 5;
    e.hoursPerDay = 12.5;
    e.carbonKgPerKwh = 0.39;
    e.facilityId = "west-hub";
    e.cnyPerUsd = 7.1;
    e.cnyPerEur = 7.9;
    e.requirements = {true, true, true, true, true, 3, 2};
    e.residual = ResidualCurve{{0.5, 0.3, 0.2}};
    e.discountRate = 0.07;
    e.hostShare = 0.25;
    e.cloud = CloudOfferChoice{"lambda-h100-sxm", CloudTerm::ThreeYear};
    e.facilityOwnPrices = true;
    e.serverByCard = {{"h100-sxm-80gb", "dgx-h100"}};
    s.selectedCardIds = {"l4", "h100-sxm-80gb"}; // the user's order, not the catalogue's
    ScenarioConstraints& c = s.constraints;
    c.budget = 2.5e6;
    c.outputTokensPerSecond = 800;
    c.requestsPerSecond = 3;
    c.maxTtftMs = 1500;
    c.maxTpotMs = 40;
    c.trainingDeadlineHours = 72;
    c.maxGpus = 64;
    c.maxTensorParallel = 4;
    c.maxRacks = 6;
    c.maxItPowerKw = 250;
    c.ownership = Ownership::Either;
    c.precisions = {Precision::FP8, Precision::BF16};
    c.rankBy = RankMetric::CostPerMillionTokens;
    c.recompute = Recompute::Selective;
    c.cardIds = {"l4"};
    c.allFacilities = true;
    c.icp = IcpRequirement::FilingRegime;
    c.certifications = {"ISO 27001"};
    c.minGbGrade = Gb50174Grade::B;
    c.minDdosGbps = 100;
    c.selfOperated = true;
    UncertaintyState& u = s.uncertainty;
    for (RelativeRange& range : u.ranges)
        range = RelativeRange{0.61, 1.37, true};
    u.catalogueRanges = false;
    u.samples = 500;
    u.seed = 42;
    return s;
}

// Every leaf of a JSON object by its key path ("economics.discount_rate"); arrays are one leaf each.
void collectLeaves(const QJsonObject& object, const QString& prefix, std::map<QString, QJsonValue>& out)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString path = prefix.isEmpty() ? it.key() : prefix + QLatin1Char('.') + it.key();
        if (it.value().isObject())
            collectLeaves(it.value().toObject(), path, out);
        else
            out[path] = it.value();
    }
}

std::map<QString, QJsonValue> leavesOf(const QJsonObject& object)
{
    std::map<QString, QJsonValue> out;
    collectLeaves(object, QString(), out);
    return out;
}

} // namespace

TEST_CASE("The test scenario changes every field the scenario file writes", "[settings]")
{
    // The fields are enumerated from the serialiser, not from this test: every key the default scenario writes
    // must hold another value in everyFieldChanged(), so a field added to the file later fails here until the
    // test sets it (and the round trip below then covers it). The sections written only when set (constraints,
    // servers) are in the changed scenario's file; the ranges section is added to the defaults to be compared.
    QJsonObject defaults = scenarioToJson(ScenarioDocument{});
    defaults.insert(QStringLiteral("uncertainty"), uncertaintyJson(UncertaintyState{}));
    const std::map<QString, QJsonValue> before = leavesOf(defaults);
    const std::map<QString, QJsonValue> after = leavesOf(scenarioToJson(ScenarioDocument{{}, everyFieldChanged()}));
    for (const auto& [path, value] : before) {
        if (path == QStringLiteral("format_version") || path == QStringLiteral("name"))
            continue; // the file's, not the scenario's
        INFO(path.toStdString());
        const auto changed = after.find(path);
        REQUIRE(changed != after.end());
        CHECK(changed->second != value);
    }
    // The sections written only when set are there, with every key the test sets (22 constraints: the five
    // facility requirements among them under their own key).
    CHECK(after.count(QStringLiteral("economics.servers.h100-sxm-80gb")) == 1);
    const QJsonObject constraints =
        scenarioToJson(ScenarioDocument{{}, everyFieldChanged()}).value(QStringLiteral("constraints")).toObject();
    CHECK(leavesOf(constraints).size() == 21);
}

TEST_CASE("A restart brings back every field of the last session", "[settings]")
{
    sessiontest::application();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.ini"));
    const ScenarioState original = everyFieldChanged();
    {
        QSettings settings(file, QSettings::IniFormat);
        const auto nothing = loadScenario(settings, nullptr);
        REQUIRE(nothing);
        CHECK_FALSE(*nothing); // nothing saved yet
        saveScenario(settings, original);
    }
    // A new settings object on the same file: what the next start of the window reads.
    QSettings restarted(file, QSettings::IniFormat);
    const auto loaded = loadScenario(restarted, nullptr);
    REQUIRE(loaded);
    REQUIRE(*loaded);
    CHECK(**loaded == original);
    CHECK(scenarioToJson(ScenarioDocument{{}, **loaded}) == scenarioToJson(ScenarioDocument{{}, original}));
}

TEST_CASE("Settings of the per-field format are read once, then replaced by the file's JSON", "[settings]")
{
    sessiontest::application();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.ini"));
    {
        // As versions before the JSON entry wrote them (version 2), with one value that no longer parses.
        QSettings old(file, QSettings::IniFormat);
        old.setValue(QStringLiteral("scenario/version"), 2);
        old.setValue(QStringLiteral("scenario/model"), QStringLiteral("llama-3.1-8b"));
        old.setValue(QStringLiteral("scenario/mode"), QStringLiteral("lora"));
        old.setValue(QStringLiteral("scenario/weights"), QStringLiteral("fp3"));
        old.setValue(QStringLiteral("scenario/microBatch"), 6);
        old.setValue(QStringLiteral("scenario/currency"), QStringLiteral("EUR"));
        old.setValue(QStringLiteral("scenario/pue"), 1.25);
        old.setValue(QStringLiteral("scenario/facility"), QStringLiteral("west-hub"));
        old.setValue(QStringLiteral("scenario/requireUptimeTier"), 3);
        old.setValue(QStringLiteral("scenario/cards"), QStringList{QStringLiteral("l4"), QStringLiteral("mi300x")});
    }
    QSettings settings(file, QSettings::IniFormat);
    const auto legacy = loadScenario(settings, nullptr);
    REQUIRE(legacy);
    REQUIRE(*legacy);
    const ScenarioState& s = **legacy;
    CHECK(s.workload.modelPresetId == "llama-3.1-8b");
    CHECK(s.workload.mode == TaskMode::Lora);
    CHECK(s.workload.weights == WorkloadState{}.weights); // "fp3": the default
    CHECK(s.workload.microBatch == 6);
    CHECK(s.economics.currency == "EUR");
    CHECK(s.economics.pue == 1.25);
    CHECK(s.economics.facilityId == "west-hub");
    CHECK(s.economics.requirements.minUptimeTier == 3);
    CHECK(s.selectedCardIds == std::vector<std::string>{"l4", "mi300x"});
    // Fields the old format never kept take their defaults.
    CHECK(s.economics.residual == ResidualCurve::dataCentreDefault());
    CHECK(s.constraints == ScenarioConstraints{});

    // The next save writes the JSON and drops the old keys: from then on the JSON alone is read.
    ScenarioState changed = s;
    changed.economics.discountRate = 0.05;
    saveScenario(settings, changed);
    CHECK_FALSE(settings.contains(QStringLiteral("scenario/version")));
    CHECK(settings.childGroups() == QStringList{QStringLiteral("lastSession")});
    const auto again = loadScenario(settings, nullptr);
    REQUIRE(again);
    REQUIRE(*again);
    CHECK(**again == changed);
}

TEST_CASE("A stored scenario that no longer reads says so and restores nothing", "[settings]")
{
    sessiontest::application();
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    ScenarioState s;
    s.workload.modelPresetId = "llama-3.1-8b";
    saveScenario(settings, s);
    // A model id no preset or catalogue model has any more (an imported model that was deleted).
    QString text = settings.value(QStringLiteral("lastSession/scenario")).toString();
    text.replace(QStringLiteral("\"llama-3.1-8b\""), QStringLiteral("\"my-deleted-model\""));
    settings.setValue(QStringLiteral("lastSession/scenario"), text);
    const auto loaded = loadScenario(settings, nullptr);
    REQUIRE_FALSE(loaded);
    CHECK(loaded.error().field == "lastSession/scenario");
    CHECK(loaded.error().message.find("workload.model") != std::string::npos);
}
