#include "SampleCatalogue.h"

#include "scenariofile/ScenarioJson.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

using namespace Qt::Literals::StringLiterals;

// A valid file whose `uncertainty` section is `section`.
QByteArray withUncertainty(const QJsonObject& section)
{
    ScenarioDocument d;
    d.state.selectedCardIds = {"l4"};
    QJsonObject root = scenarioToJson(d);
    root.insert("uncertainty"_L1, section);
    return QJsonDocument(root).toJson();
}

QJsonObject rangeOf(const char* input, const QJsonObject& range)
{
    QJsonObject inputs;
    inputs.insert(QLatin1String(input), range);
    return QJsonObject{{"inputs"_L1, inputs}};
}

} // namespace

TEST_CASE("A file without an uncertainty section reads the default ranges", "[scenariofile][uncertainty]")
{
    // A file as written before issue 16: no "uncertainty" key at all.
    ScenarioDocument d;
    d.state.selectedCardIds = {"l4"};
    const QJsonObject root = scenarioToJson(d);
    CHECK_FALSE(root.contains("uncertainty"_L1));
    const auto read = scenarioFromJson(QJsonDocument(root).toJson(), testdata::sampleCatalogue().get());
    REQUIRE(read);
    CHECK(read->state.uncertainty == UncertaintyState{});
    // 0.65-0.90 per kWh around 0.70 (datacenter.md sec. 5.1).
    CHECK(read->state.uncertainty.range(UncertainInput::ElectricityPrice).high == Approx(0.90 / 0.70));
}

TEST_CASE("The uncertainty section survives a round trip", "[scenariofile][uncertainty]")
{
    ScenarioDocument d;
    d.state.selectedCardIds = {"l4"};
    UncertaintyState& u = d.state.uncertainty;
    u.catalogueRanges = false;
    u.samples = 500;
    u.seed = 4000000000ULL; // above 2^31: kept exact
    u.range(UncertainInput::Pue) = {0.95, 1.2, false};
    u.range(UncertainInput::ExchangeRate).certain = true;
    const QJsonObject written = scenarioToJson(d).value("uncertainty"_L1).toObject();
    CHECK(written.value("samples"_L1).toInt() == 500);
    const QJsonObject pue = written.value("inputs"_L1).toObject().value("pue"_L1).toObject();
    CHECK(pue.value("high"_L1).toDouble() == 1.2);
    CHECK(written.value("inputs"_L1).toObject().contains("electricity_price"_L1));
    CHECK(written.value("inputs"_L1).toObject().size() == 10);
    const auto read = scenarioFromJson(scenarioToJsonText(d), testdata::sampleCatalogue().get());
    REQUIRE(read);
    CHECK(read->state.uncertainty == u);

    // A partial section keeps the defaults of what it leaves out.
    const auto partial = scenarioFromJson(withUncertainty(rangeOf("life", {{"high"_L1, 1.5}})), nullptr);
    REQUIRE(partial);
    CHECK(partial->state.uncertainty.range(UncertainInput::Life).high == 1.5);
    CHECK(partial->state.uncertainty.range(UncertainInput::Life).low == 0.75);
    CHECK(partial->state.uncertainty.samples == kDefaultUncertaintySamples);
}

TEST_CASE("Bad uncertainty keys are refused with the key and the allowed range", "[scenariofile][uncertainty]")
{
    auto read = scenarioFromJson(withUncertainty(rangeOf("pue", {{"low"_L1, 1.1}})), nullptr);
    REQUIRE_FALSE(read);
    CHECK(read.error().field == "uncertainty.inputs.pue.low");
    CHECK_THAT(read.error().message, Catch::Contains("from 0 to 1"));
    read = scenarioFromJson(withUncertainty(rangeOf("card_price", {{"high"_L1, 6.0}})), nullptr);
    REQUIRE_FALSE(read);
    CHECK(read.error().field == "uncertainty.inputs.card_price.high");
    CHECK_THAT(read.error().message, Catch::Contains("from 1 to 5"));
    read = scenarioFromJson(withUncertainty(rangeOf("price", {{"high"_L1, 2.0}})), nullptr);
    REQUIRE_FALSE(read);
    CHECK(read.error().field == "uncertainty.inputs.price");
    CHECK_THAT(read.error().message, Catch::Contains("electricity_price"));
    read = scenarioFromJson(withUncertainty({{"samples"_L1, 0}}), nullptr);
    REQUIRE_FALSE(read);
    CHECK(read.error().field == "uncertainty.samples");
    read = scenarioFromJson(withUncertainty({{"seed"_L1, 1.5}}), nullptr);
    REQUIRE_FALSE(read);
    CHECK(read.error().field == "uncertainty.seed");
    read = scenarioFromJson(withUncertainty({{"sample"_L1, 10}}), nullptr);
    REQUIRE_FALSE(read);
    CHECK(read.error().field == "uncertainty.sample");
}

TEST_CASE("docs/scenario.schema.json lists every uncertain input the writer writes", "[scenariofile][uncertainty]")
{
    QFile file(QDir(qEnvironmentVariable("GPUTCO_SOURCE_DIR", QStringLiteral(GPUTCO_SOURCE_DIR)))
                   .filePath(QStringLiteral("docs/scenario.schema.json")));
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QJsonObject schema = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonObject section =
        schema.value("properties"_L1).toObject().value("uncertainty"_L1).toObject().value("properties"_L1).toObject();
    const QJsonObject inputs = section.value("inputs"_L1).toObject().value("properties"_L1).toObject();
    // The defaults write no section (older readers keep reading the file); one changed range writes all of it.
    CHECK_FALSE(scenarioToJson(ScenarioDocument{}).contains("uncertainty"_L1));
    ScenarioDocument changed;
    changed.state.uncertainty.samples = 100;
    const QJsonObject written = scenarioToJson(changed).value("uncertainty"_L1).toObject();
    CHECK(section.size() == written.size());
    const QJsonObject writtenInputs = written.value("inputs"_L1).toObject();
    CHECK(inputs.size() == writtenInputs.size());
    for (auto it = writtenInputs.begin(); it != writtenInputs.end(); ++it)
        CHECK(inputs.contains(it.key()));
}
