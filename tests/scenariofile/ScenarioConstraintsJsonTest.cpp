#include "SampleCatalogue.h"

#include "scenariofile/ScenarioJson.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

ScenarioDocument withConstraints()
{
    ScenarioDocument d;
    d.state.selectedCardIds = {"h100-sxm-80gb", "l4"};
    ScenarioConstraints& c = d.state.constraints;
    c.budget = 2.5e6;
    c.outputTokensPerSecond = 800;
    c.requestsPerSecond = 3;
    c.maxTtftMs = 1500;
    c.maxTpotMs = 40;
    c.ttftP99Ms = 2000;
    c.tpotP99Ms = 80;
    c.peakRequestsPerSecond = 12.5;
    c.peakOutputTokensPerSecond = 4000;
    c.inputTokensSpread = 0.6;
    c.outputTokensSpread = 1.2;
    c.burstiness = 2.5;
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
    c.allowConsumerCards = true;
    c.allowExportControlled = true;
    c.buyerCountry = "CN";
    return d;
}

QByteArray fileWithConstraints(const QJsonObject& constraints)
{
    ScenarioDocument d;
    d.state.selectedCardIds = {"l4"};
    QJsonObject root = scenarioToJson(d);
    root.insert(QStringLiteral("constraints"), constraints);
    return QJsonDocument(root).toJson();
}

QJsonObject schemaConstraints()
{
    QFile file(QDir(qEnvironmentVariable("GPUTCO_SOURCE_DIR", QStringLiteral(GPUTCO_SOURCE_DIR)))
                   .filePath(QStringLiteral("docs/scenario.schema.json")));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QJsonDocument::fromJson(file.readAll())
        .object()
        .value(QStringLiteral("properties"))
        .toObject()
        .value(QStringLiteral("constraints"))
        .toObject()
        .value(QStringLiteral("properties"))
        .toObject();
}

} // namespace

TEST_CASE("A constraints section survives a round trip: without limits none is written", "[scenariofile]")
{
    const ScenarioDocument original = withConstraints();
    const auto read = scenarioFromJson(scenarioToJsonText(original), testdata::sampleCatalogue().get());
    REQUIRE(read);
    CHECK(read->state.constraints == original.state.constraints);
    CHECK(*read == original);

    const QJsonObject written = scenarioToJson(original).value(QStringLiteral("constraints")).toObject();
    CHECK(written.value(QStringLiteral("max_tpot_ms")).toDouble() == 40.0);
    CHECK(written.value(QStringLiteral("facilities")).toString() == QStringLiteral("all"));
    CHECK(written.value(QStringLiteral("rank_by")).toString() == QStringLiteral("cost-per-million-tokens"));
    CHECK(written.value(QStringLiteral("max_racks")).toInt() == 6);
    CHECK(written.value(QStringLiteral("ttft_p99_ms")).toDouble() == 2000.0);
    CHECK(written.value(QStringLiteral("tpot_p99_ms")).toDouble() == 80.0);
    CHECK(written.value(QStringLiteral("peak_requests_per_second")).toDouble() == 12.5);
    CHECK(written.value(QStringLiteral("peak_output_tokens_per_second")).toDouble() == 4000.0);
    CHECK(written.value(QStringLiteral("input_tokens_spread")).toDouble() == 0.6);
    CHECK(written.value(QStringLiteral("output_tokens_spread")).toDouble() == 1.2);
    CHECK(written.value(QStringLiteral("burstiness")).toDouble() == 2.5);
    CHECK(written.value(QStringLiteral("max_it_power_kw")).toDouble() == 250.0);
    CHECK(written.value(QStringLiteral("ownership")).toString() == QStringLiteral("either"));
    CHECK(written.value(QStringLiteral("allow_consumer_cards")).toBool());
    CHECK(written.value(QStringLiteral("allow_export_controlled")).toBool());
    CHECK(written.value(QStringLiteral("buyer_country")).toString() == QStringLiteral("CN"));
    CHECK(written.value(QStringLiteral("facility_requirements")).toObject().value(QStringLiteral("min_gb_grade"))
          == QStringLiteral("B"));

    // A file saved before the section existed is written as it was: no "constraints" key.
    ScenarioDocument plain;
    plain.state.selectedCardIds = {"l4"};
    CHECK_FALSE(scenarioToJson(plain).contains(QStringLiteral("constraints")));
}

TEST_CASE("docs/scenario.schema.json and the reader agree on the constraints' keys and ranges", "[scenariofile]")
{
    const QJsonObject keys = schemaConstraints();
    const QJsonObject written = scenarioToJson(withConstraints()).value(QStringLiteral("constraints")).toObject();
    CHECK(keys.size() == 27); // buyer_country the newest
    for (auto it = written.begin(); it != written.end(); ++it)
        CHECK(keys.contains(it.key())); // every key the writer writes is in the schema
    int checkedRanges = 0;
    for (auto it = keys.begin(); it != keys.end(); ++it) {
        const QJsonObject rule = it.value().toObject();
        if (!rule.contains(QStringLiteral("maximum")))
            continue;
        INFO(it.key().toStdString());
        const double min = rule.value(QStringLiteral("minimum")).toDouble();
        const double max = rule.value(QStringLiteral("maximum")).toDouble();
        const bool whole = rule.value(QStringLiteral("type")).toString() == QStringLiteral("integer");
        CHECK(scenarioFromJson(fileWithConstraints({{it.key(), min}}), nullptr));
        CHECK(scenarioFromJson(fileWithConstraints({{it.key(), max}}), nullptr));
        const double over = whole ? max + 1 : max * 1.01 + 0.01;
        const auto refused = scenarioFromJson(fileWithConstraints({{it.key(), over}}), nullptr);
        REQUIRE_FALSE(refused);
        CHECK(refused.error().field == "constraints." + it.key().toStdString());
        ++checkedRanges;
    }
    // budget, two rates, two latencies, the deadline, max GPUs, TP, racks and kW; two P99 targets, two peaks, two
    // spreads and the burstiness
    CHECK(checkedRanges == 17);
}

TEST_CASE("A bad constraints section names the key", "[scenariofile]")
{
    const auto catalogue = testdata::sampleCatalogue();
    auto error = [&](const QJsonObject& constraints) {
        const auto read = scenarioFromJson(fileWithConstraints(constraints), catalogue.get());
        REQUIRE_FALSE(read);
        return read.error();
    };
    Error e = error({{QStringLiteral("max_tpot_s"), 0.05}});
    CHECK(e.field == "constraints.max_tpot_s");
    CHECK(e.message.find("not a known key") != std::string::npos);
    e = error({{QStringLiteral("allow_export_controlled"), QStringLiteral("yes")}});
    CHECK(e.field == "constraints.allow_export_controlled"); // a boolean, not a word
    e = error({{QStringLiteral("buyer_country"), QStringLiteral("China")}});
    CHECK(e.field == "constraints.buyer_country"); // a code, not a name
    CHECK(e.message.find("'China' is not one country code") != std::string::npos);
    e = error({{QStringLiteral("buyer_country"), QStringLiteral("CN US")}});
    CHECK(e.field == "constraints.buyer_country"); // one country
    e = error({{QStringLiteral("precisions"), QJsonArray{QStringLiteral("fp6")}}});
    CHECK(e.field == "constraints.precisions");
    CHECK(e.message.find("'fp6' is not one of") != std::string::npos);
    e = error({{QStringLiteral("rank_by"), QStringLiteral("cheapest")}});
    CHECK(e.field == "constraints.rank_by");
    e = error({{QStringLiteral("ownership"), QStringLiteral("lease")}});
    CHECK(e.field == "constraints.ownership");
    CHECK(e.message == "'lease' is not one of: owned, rented, either");
    e = error({{QStringLiteral("cards"), QStringLiteral("some")}});
    CHECK(e.field == "constraints.cards");
    e = error({{QStringLiteral("cards"), QJsonArray{QStringLiteral("h900")}}});
    CHECK(e.field == "constraints.cards");
    CHECK(e.message.find("unknown card id 'h900'") != std::string::npos);
    e = error({{QStringLiteral("facility_requirements"), QJsonObject{{QStringLiteral("min_gb_grade"), "D"}}}});
    CHECK(e.field == "constraints.facility_requirements.min_gb_grade");
    // Serving under load: a rate, a target or a burstiness out of range names the key and the range.
    e = error({{QStringLiteral("peak_requests_per_second"), 0}});
    CHECK(e.field == "constraints.peak_requests_per_second");
    CHECK(e.message.find("allowed from 0.001 to 1000000") != std::string::npos);
    e = error({{QStringLiteral("ttft_p99_ms"), -5}});
    CHECK(e.field == "constraints.ttft_p99_ms");
    CHECK(e.message.find("allowed from 1 to 600000") != std::string::npos);
    e = error({{QStringLiteral("tpot_p99_ms"), 0}});
    CHECK(e.field == "constraints.tpot_p99_ms");
    e = error({{QStringLiteral("burstiness"), 12}});
    CHECK(e.field == "constraints.burstiness");
    CHECK(e.message.find("allowed from 0.1 to 10") != std::string::npos);
}
