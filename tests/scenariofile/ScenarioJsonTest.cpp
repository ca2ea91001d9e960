#include "SampleCatalogue.h"

#include "scenariofile/ScenarioFile.h"
#include "scenariofile/ScenarioJson.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

ScenarioDocument everyFieldChanged()
{
    ScenarioDocument d;
    d.name = "QLoRA 13.5B 微调 \"pilot\"";
    ScenarioState& s = d.state;
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
    s.workload.outputTokens = 300;
    s.workload.targetTokensPerSecond = 1234.5;
    s.workload.targetLatencyMs = 42.0;
    s.workload.trainingTokens = 2.5e9;
    s.workload.gpuCount = 16;
    s.workload.utilisation = 0.55;
    s.workload.mfu = 0.35;
    s.workload.concurrentUsers = 500;
    s.workload.tokensPerSecondPerUser = 20.0;
    s.workload.requestsPerMinutePerUser = 1.5;
    s.economics.currency = "USD";
    s.economics.electricityPricePerKwh = 0.081;
    s.economics.pue = 1.45;
    s.economics.years = 5;
    s.economics.hoursPerDay = 12.5;
    s.economics.carbonKgPerKwh = 0.39;
    s.economics.facilityId = "west-hub";
    s.economics.cnyPerUsd = 7.1;
    s.economics.cnyPerEur = 7.9;
    s.economics.requirements.idcLicence = true;
    s.economics.requirements.ispLicence = true;
    s.economics.requirements.iso27001 = true;
    s.economics.requirements.dualFeeds = true;
    s.economics.requirements.fullPowerOnFeedLoss = true;
    s.economics.requirements.minUptimeTier = 3;
    s.economics.requirements.minBgpLines = 2;
    s.economics.residual = ResidualCurve{{0.5, 0.3, 0.2}};
    s.economics.discountRate = 0.07;
    s.economics.hostShare = 0.25;
    s.economics.cloud = CloudOfferChoice{"", CloudTerm::ThreeYear};
    s.economics.facilityOwnPrices = true;
    s.economics.serverByCard = {{"h100-sxm-80gb", "dgx-h100"}};
    s.economics.powerCapWattsByCard = {{"h100-sxm-80gb", 450.0}};
    s.selectedCardIds = {"l4", "h100-sxm-80gb"}; // order is the user's, not the catalogue's
    return d;
}

// The text of a valid file with one key of `section` replaced (or removed when `value` is undefined).
QByteArray withKey(const char* section, const char* key, const QJsonValue& value)
{
    ScenarioDocument d;
    d.state.selectedCardIds = {"h100-sxm-80gb"};
    QJsonObject root = scenarioToJson(d);
    QJsonObject* target = &root;
    QJsonObject inner;
    if (section) {
        inner = root.value(QLatin1String(section)).toObject();
        target = &inner;
    }
    if (value.isUndefined())
        target->remove(QLatin1String(key));
    else
        target->insert(QLatin1String(key), value);
    if (section)
        root.insert(QLatin1String(section), inner);
    return QJsonDocument(root).toJson();
}

Error errorOf(const QByteArray& text)
{
    const auto read = scenarioFromJson(text, testdata::sampleCatalogue().get());
    REQUIRE_FALSE(read);
    return read.error();
}

} // namespace

TEST_CASE("A scenario survives a round trip through its JSON file", "[scenariofile]")
{
    const ScenarioDocument original = everyFieldChanged();
    const auto read = scenarioFromJson(scenarioToJsonText(original), testdata::sampleCatalogue().get());
    REQUIRE(read);
    CHECK(*read == original);

    // The default scenario (a preset, no facility, no name) too.
    ScenarioDocument defaults;
    defaults.state.selectedCardIds = {"mi300x"};
    const auto back = scenarioFromJson(scenarioToJsonText(defaults), testdata::sampleCatalogue().get());
    REQUIRE(back);
    CHECK(*back == defaults);
}

TEST_CASE("The file states every assumption under stable keys", "[scenariofile]")
{
    const QJsonObject json = scenarioToJson(everyFieldChanged());
    CHECK(json.value(QStringLiteral("format_version")).toInt() == kScenarioFormatVersion);
    CHECK(json.value(QStringLiteral("facility")).toString() == QStringLiteral("west-hub"));
    const QJsonObject w = json.value(QStringLiteral("workload")).toObject();
    CHECK(w.value(QStringLiteral("model")).toString() == QStringLiteral("custom"));
    CHECK(w.value(QStringLiteral("parameters")).toDouble() == 13.5e9);
    CHECK(w.value(QStringLiteral("mode")).toString() == QStringLiteral("qlora"));
    CHECK(w.value(QStringLiteral("weights")).toString() == QStringLiteral("nf4"));
    CHECK(w.value(QStringLiteral("optimizer")).toString() == QStringLiteral("adam8bit"));
    // Every WorkloadState field (21) plus "batch", the current mode's batch for readers before issue 17.
    CHECK(w.size() == 22);
    CHECK(w.value(QStringLiteral("concurrent_users")).toInt() == 500);
    CHECK(w.value(QStringLiteral("tokens_per_second_per_user")).toDouble() == 20.0);
    CHECK(w.value(QStringLiteral("batch")).toInt() == 4); // QLoRA: the micro-batch
    CHECK(w.value(QStringLiteral("micro_batch")).toInt() == 4);
    CHECK(w.value(QStringLiteral("concurrency")).toInt() == 48);
    const QJsonObject e = json.value(QStringLiteral("economics")).toObject();
    CHECK(e.size() == 16); // every EconomicsState field but the facility and its requirements (own keys)
    CHECK(e.value(QStringLiteral("power_caps")).toObject().value(QStringLiteral("h100-sxm-80gb")).toDouble() == 450.0);
    CHECK(e.value(QStringLiteral("facility_own_prices")).toBool());
    CHECK(e.value(QStringLiteral("servers")).toObject().value(QStringLiteral("h100-sxm-80gb")).toString()
          == QStringLiteral("dgx-h100"));
    CHECK(e.value(QStringLiteral("residual_curve")).toArray() == QJsonArray{0.5, 0.3, 0.2});
    CHECK(e.value(QStringLiteral("discount_rate")).toDouble() == 0.07);
    CHECK(e.value(QStringLiteral("host_share")).toDouble() == 0.25);
    CHECK(e.value(QStringLiteral("cloud_offer")).isNull());
    CHECK(e.value(QStringLiteral("cloud_term")).toString() == QStringLiteral("3-year"));
    const QJsonObject r = json.value(QStringLiteral("facility_requirements")).toObject();
    CHECK(r.size() == 7); // every FacilityRequirementsState field
    CHECK(r.value(QStringLiteral("min_uptime_tier")).toInt() == 3);
    CHECK(r.value(QStringLiteral("dual_feeds")).toBool());

    ScenarioDocument none;
    CHECK(scenarioToJson(none).value(QStringLiteral("facility")).isNull());
}

TEST_CASE("Older files read with the one price rule, no users and their own training tokens", "[scenariofile]")
{
    // A file written before these keys: the recommendation follows its price and PUE, no users size it.
    const auto old = scenarioFromJson(withKey("economics", "facility_own_prices", QJsonValue(QJsonValue::Undefined)),
                                      testdata::sampleCatalogue().get());
    REQUIRE(old);
    CHECK_FALSE(old->state.economics.facilityOwnPrices);
    CHECK(old->state.workload.concurrentUsers == 0);
    // training_tokens 0 is the mode's default; 1e6 to 1e14 a count; between them is refused, naming the key.
    const auto byDefault =
        scenarioFromJson(withKey("workload", "training_tokens", 0), testdata::sampleCatalogue().get());
    REQUIRE(byDefault);
    CHECK(byDefault->state.workload.trainingTokens == 0.0);
    const Error tooFew = errorOf(withKey("workload", "training_tokens", 500));
    CHECK(tooFew.field == "workload.training_tokens");
    CHECK(tooFew.message == "is 500: allowed 0 (the mode's default) or from 1e6 to 1e14");
    CHECK(errorOf(withKey("workload", "concurrent_users", -1)).field == "workload.concurrent_users");
    CHECK(errorOf(withKey("economics", "facility_own_prices", 1)).field == "economics.facility_own_prices");
}

TEST_CASE("A file saved on an old example facility id loads onto the profile that replaced it", "[scenariofile]")
{
    // example-west-hub-liquid-campus (catalogues before 2026.12.02) is cn-horinger-hub-liquid now.
    auto catalogue = std::make_shared<CatalogueSnapshot>(*testdata::sampleCatalogue());
    catalogue->facilities[0].id = "cn-horinger-hub-liquid";
    QJsonObject root = QJsonDocument::fromJson(withKey(nullptr, "facility",
                                                       QStringLiteral("example-west-hub-liquid-"
                                                                      "campus")))
                           .object();
    const auto read = scenarioFromJson(QJsonDocument(root).toJson(), catalogue.get());
    REQUIRE(read);
    CHECK(read->state.economics.facilityId == "cn-horinger-hub-liquid");
    // Saved again, the file names the new id.
    CHECK(scenarioToJson(*read).value(QStringLiteral("facility")).toString()
          == QStringLiteral("cn-horinger-hub-liquid"));
}

TEST_CASE("A server chosen for a card must hold it", "[scenariofile]")
{
    // Files before the key have no "servers": each card gets the automatic choice.
    const auto plain = scenarioFromJson(withKey("economics", "servers", QJsonValue(QJsonValue::Undefined)),
                                        testdata::sampleCatalogue().get());
    REQUIRE(plain);
    CHECK(plain->state.economics.serverByCard.empty());
    const auto chosen = scenarioFromJson(
        withKey("economics", "servers", QJsonObject{{QStringLiteral("h100-sxm-80gb"), QStringLiteral("dgx-h100")}}),
        testdata::sampleCatalogue().get());
    REQUIRE(chosen);
    CHECK(chosen->state.economics.serverByCard.at("h100-sxm-80gb") == "dgx-h100");
    const Error wrong =
        errorOf(withKey("economics", "servers", QJsonObject{{QStringLiteral("l4"), QStringLiteral("dgx-h100")}}));
    CHECK(wrong.field == "economics.servers");
    CHECK(wrong.message.find("does not hold") != std::string::npos);
}

TEST_CASE("A power cap per card is optional and must lie above 0 W and at most 1.5 x the card's TDP", "[scenariofile]")
{
    // Files before the key have no "power_caps": every card uncapped, and the file writes none back.
    const auto plain = scenarioFromJson(withKey("economics", "power_caps", QJsonValue(QJsonValue::Undefined)),
                                        testdata::sampleCatalogue().get());
    REQUIRE(plain);
    CHECK(plain->state.economics.powerCapWattsByCard.empty());
    CHECK_FALSE(
        scenarioToJson(*plain).value(QStringLiteral("economics")).toObject().contains(QStringLiteral("power_caps")));
    const auto capped =
        scenarioFromJson(withKey("economics", "power_caps", QJsonObject{{QStringLiteral("h100-sxm-80gb"), 400.0}}),
                         testdata::sampleCatalogue().get());
    REQUIRE(capped);
    CHECK(capped->state.economics.powerCapWattsByCard.at("h100-sxm-80gb") == 400.0);
    // H100 SXM, 700 W TDP: at most 1,050 W.
    for (double bad : {0.0, -1.0, 1'051.0}) {
        const Error e =
            errorOf(withKey("economics", "power_caps", QJsonObject{{QStringLiteral("h100-sxm-80gb"), bad}}));
        CHECK(e.field == "economics.power_caps.h100-sxm-80gb");
        CHECK(e.message.find("at most 1050 W") != std::string::npos);
    }
    const Error text = errorOf(
        withKey("economics", "power_caps", QJsonObject{{QStringLiteral("h100-sxm-80gb"), QStringLiteral("low")}}));
    CHECK(text.field == "economics.power_caps.h100-sxm-80gb");
    const Error unknown =
        errorOf(withKey("economics", "power_caps", QJsonObject{{QStringLiteral("no-such-card"), 300.0}}));
    CHECK(unknown.field == "economics.power_caps");
}

TEST_CASE("Preset names are read case-insensitively and stored canonically", "[scenariofile]")
{
    const auto read = scenarioFromJson(withKey("workload", "model", QStringLiteral("Llama-3.1-405B")), nullptr);
    REQUIRE(read);
    CHECK(read->state.workload.modelPresetId == "llama-3.1-405b");
}

TEST_CASE("Optional keys take the documented defaults", "[scenariofile]")
{
    const QByteArray minimal = R"({"format_version": 1,
        "workload": {"model": "llama-3.1-8b", "mode": "inference"},
        "economics": {}, "cards": ["l4"]})";
    const auto read = scenarioFromJson(minimal, testdata::sampleCatalogue().get());
    REQUIRE(read);
    ScenarioState expected;
    expected.workload.modelPresetId = "llama-3.1-8b";
    expected.selectedCardIds = {"l4"};
    CHECK(read->state == expected);
    CHECK(read->name.empty());
}

TEST_CASE("A file from before issue 13 reads with the default residual curve and no discounting", "[scenariofile]")
{
    // An economics object with only the keys of format 1's first release.
    const QByteArray old = R"({"format_version": 1,
        "workload": {"model": "llama-3.1-70b", "mode": "inference"},
        "economics": {"currency": "CNY", "electricity_price_per_kwh": 0.7, "pue": 1.3, "years": 4,
                      "hours_per_day": 24, "carbon_kg_per_kwh": 0.5366, "cny_per_usd": 7.2, "cny_per_eur": 7.8},
        "cards": ["l4"]})";
    const auto read = scenarioFromJson(old, testdata::sampleCatalogue().get());
    REQUIRE(read);
    // The residual curve replaces today's zero by default (60 / 40 / 27.5 / 17.5 / 12.5 %, prices.md sec. 4);
    // the discount rate stays 0 and each card rents at its cheapest on-demand offer.
    CHECK(read->state.economics.residual == ResidualCurve::dataCentreDefault());
    CHECK(read->state.economics.discountRate == 0.0);
    CHECK(read->state.economics.hostShare == 0.0);
    CHECK(read->state.economics.cloud == CloudOfferChoice{});
    // An empty curve is kept: no resale value.
    const auto none = scenarioFromJson(withKey("economics", "residual_curve", QJsonArray{}), nullptr);
    REQUIRE(none);
    CHECK(none->state.economics.residual.shareAfterYear.empty());
}

TEST_CASE("Bad money-model keys are refused with the key named", "[scenariofile]")
{
    Error e = errorOf(withKey("economics", "discount_rate", 0.6));
    CHECK(e.field == "economics.discount_rate");
    CHECK_THAT(e.message, Catch::Contains("0.5"));
    e = errorOf(withKey("economics", "residual_curve", QJsonArray{0.6, 0.7}));
    CHECK(e.field == "economics.residual_curve");
    CHECK_THAT(e.message, Catch::Contains("year 2") && Catch::Contains("rise"));
    e = errorOf(withKey("economics", "residual_curve", QJsonArray{0.6, 1.5}));
    CHECK(e.field == "economics.residual_curve");
    e = errorOf(withKey("economics", "cloud_term", QStringLiteral("monthly")));
    CHECK(e.field == "economics.cloud_term");
    e = errorOf(withKey("economics", "cloud_offer", QStringLiteral("no-such-offer")));
    CHECK(e.field == "economics.cloud_offer");
    CHECK_THAT(e.message, Catch::Contains("no-such-offer"));
}

TEST_CASE("Malformed scenario files name the key and the problem", "[scenariofile]")
{
    SECTION("not JSON, with the place of the error")
    {
        const Error e = errorOf("{\n  \"format_version\": 1,\n  \"workload\": {,\n}");
        CHECK(e.field.empty());
        CHECK_THAT(e.message, Catch::Contains("not valid JSON") && Catch::Contains("line 3"));
    }
    SECTION("JSON but not an object")
    {
        CHECK_THAT(errorOf("[1, 2]").message, Catch::Contains("top level must be an object"));
    }
    SECTION("no version")
    {
        CHECK(errorOf(withKey(nullptr, "format_version", QJsonValue::Undefined)).field == "format_version");
    }
    SECTION("a newer version")
    {
        const Error e = errorOf(withKey(nullptr, "format_version", 2));
        CHECK(e.field == "format_version");
        CHECK_THAT(e.message, Catch::Contains("newer"));
    }
    SECTION("a version that is not a number")
    {
        const Error e = errorOf(withKey(nullptr, "format_version", QStringLiteral("1")));
        CHECK(e.field == "format_version");
        CHECK_THAT(e.message, Catch::Contains("not a string"));
    }
    SECTION("a missing section")
    {
        const Error e = errorOf(withKey(nullptr, "economics", QJsonValue::Undefined));
        CHECK(e.field == "economics");
        CHECK(e.message == "is missing");
    }
    SECTION("a missing required key")
    {
        CHECK(errorOf(withKey("workload", "mode", QJsonValue::Undefined)).field == "workload.mode");
    }
    SECTION("a wrong type")
    {
        const Error e = errorOf(withKey("workload", "context_tokens", QStringLiteral("8k")));
        CHECK(e.field == "workload.context_tokens");
        CHECK_THAT(e.message, Catch::Contains("must be a number from 128 to 1048576, not a string"));
    }
    SECTION("out of range")
    {
        const Error e = errorOf(withKey("economics", "pue", 0.8));
        CHECK(e.field == "economics.pue");
        CHECK(e.message == "0.8 is out of range: allowed from 1 to 3");
    }
    SECTION("a fraction where a whole number is needed")
    {
        CHECK(errorOf(withKey("workload", "batch", 2.5)).field == "workload.batch");
    }
    SECTION("an unknown enum spelling lists the choices")
    {
        const Error e = errorOf(withKey("workload", "mode", QStringLiteral("juggling")));
        CHECK(e.field == "workload.mode");
        CHECK_THAT(e.message, Catch::Contains("pre-training, full-fine-tune, lora, qlora, inference"));
    }
    SECTION("an unknown model")
    {
        const Error e = errorOf(withKey("workload", "model", QStringLiteral("llama-9-1t")));
        CHECK(e.field == "workload.model");
        CHECK_THAT(e.message, Catch::Contains("llama-3.1-70b"));
    }
    SECTION("a custom model without its size")
    {
        QJsonObject root = QJsonDocument::fromJson(withKey("workload", "model", QStringLiteral("custom"))).object();
        QJsonObject w = root.value(QStringLiteral("workload")).toObject();
        w.remove(QStringLiteral("parameters"));
        root.insert(QStringLiteral("workload"), w);
        CHECK(errorOf(QJsonDocument(root).toJson()).field == "workload.parameters");
    }
    SECTION("an unknown card id")
    {
        const QJsonArray cards{QStringLiteral("l4"), QStringLiteral("h900-imaginary")};
        const Error e = errorOf(withKey(nullptr, "cards", cards));
        CHECK(e.field == "cards");
        CHECK_THAT(e.message, Catch::Contains("unknown card id 'h900-imaginary'"));
    }
    SECTION("a card listed twice")
    {
        CHECK_THAT(errorOf(withKey(nullptr, "cards", QJsonArray{QStringLiteral("l4"), QStringLiteral("l4")})).message,
                   Catch::Contains("twice"));
    }
    SECTION("an unknown facility id")
    {
        const Error e = errorOf(withKey(nullptr, "facility", QStringLiteral("moon-base")));
        CHECK(e.field == "facility");
        CHECK_THAT(e.message, Catch::Contains("moon-base"));
    }
    SECTION("a misspelt key")
    {
        const Error e = errorOf(withKey("workload", "contxt_tokens", 4096));
        CHECK(e.field == "workload.contxt_tokens");
        CHECK_THAT(e.message, Catch::Contains("not a known key"));
    }
    SECTION("a requirement that is not true or false")
    {
        const QJsonObject requirements{{QStringLiteral("dual_feeds"), QStringLiteral("yes")}};
        const Error e = errorOf(withKey(nullptr, "facility_requirements", requirements));
        CHECK(e.field == "facility_requirements.dual_feeds");
        CHECK(e.message == "must be true or false, not a string");
    }
    SECTION("a tier above 4")
    {
        const QJsonObject requirements{{QStringLiteral("min_uptime_tier"), 5}};
        CHECK(errorOf(withKey(nullptr, "facility_requirements", requirements)).field
              == "facility_requirements.min_uptime_tier");
    }
    SECTION("an unknown currency")
    {
        CHECK(errorOf(withKey("economics", "currency", QStringLiteral("GBP"))).field == "economics.currency");
    }
}

TEST_CASE("Without a catalogue, ids are taken as given", "[scenariofile]")
{
    const auto read =
        scenarioFromJson(withKey(nullptr, "cards", QJsonArray{QStringLiteral("h900-imaginary")}), nullptr);
    REQUIRE(read);
    CHECK(read->state.selectedCardIds == std::vector<std::string>{"h900-imaginary"});
}

TEST_CASE("Scenario files are written atomically and read back", "[scenariofile]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.gputco.json"));
    const ScenarioDocument d = everyFieldChanged();
    REQUIRE(writeScenarioFile(path, d).isEmpty());
    const auto read = readScenarioFile(path, testdata::sampleCatalogue().get());
    REQUIRE(read);
    CHECK(*read == d);

    SECTION("a failed write leaves the old file and says why")
    {
        // A folder in place of the file: QSaveFile cannot replace it.
        const QString folder = dir.filePath(QStringLiteral("taken.gputco.json"));
        REQUIRE(QDir().mkdir(folder));
        const QString why = writeScenarioFile(folder, d);
        CHECK_THAT(why.toStdString(), Catch::Contains("Cannot write") && Catch::Contains("taken.gputco.json"));
        const QString missing = writeScenarioFile(dir.filePath(QStringLiteral("no/such/dir/x.gputco.json")), d);
        CHECK_FALSE(missing.isEmpty());
        CHECK(QDir(dir.path()).entryList(QDir::Files) == QStringList{QStringLiteral("plan.gputco.json")});
    }
    SECTION("a missing file")
    {
        const auto none = readScenarioFile(dir.filePath(QStringLiteral("none.gputco.json")), nullptr);
        REQUIRE_FALSE(none);
        CHECK_THAT(none.error().message, Catch::Contains("cannot open"));
    }
    SECTION("the suffix is added when the user typed none")
    {
        CHECK(withScenarioSuffix(QStringLiteral("/tmp/plan")) == QStringLiteral("/tmp/plan.gputco.json"));
        CHECK(withScenarioSuffix(QStringLiteral("/tmp/plan.json")) == QStringLiteral("/tmp/plan.json"));
    }
}

TEST_CASE("A file from before issue 17 with one batch reads it into the batch of its mode", "[scenariofile]")
{
    // Old files had only "batch": concurrent sequences in inference, the micro-batch in training. The other mode
    // keeps its default (32 concurrent sequences, micro-batch 1), so a later mode switch carries nothing over.
    const auto legacy = [](const char* mode, int batch) {
        QJsonObject root = scenarioToJson(ScenarioDocument{});
        QJsonObject w = root.value(QStringLiteral("workload")).toObject();
        w.remove(QStringLiteral("concurrency"));
        w.remove(QStringLiteral("micro_batch"));
        w.remove(QStringLiteral("global_batch_tokens"));
        w.insert(QStringLiteral("mode"), QLatin1String(mode));
        w.insert(QStringLiteral("batch"), batch);
        root.insert(QStringLiteral("workload"), w);
        const auto read = scenarioFromJson(QJsonDocument(root).toJson(), testdata::sampleCatalogue().get());
        REQUIRE(read);
        return read->state.workload;
    };
    const WorkloadState training = legacy("pre-training", 2);
    CHECK(training.microBatch == 2);
    CHECK(training.concurrency == 32);
    CHECK(training.globalBatchTokens == 0.0);
    const WorkloadState serving = legacy("inference", 16);
    CHECK(serving.concurrency == 16);
    CHECK(serving.microBatch == 1);
}
