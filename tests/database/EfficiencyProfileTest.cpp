#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/CatalogueTables.h"
#include "database/CsvTable.h"
#include "database/SchemaMigrations.h"
#include "database/lite/EfficiencyProfileRow.h"

#include <QMap>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace gputco;

namespace {

/// id -> column -> quote(value) of every row of `table`: SQLite's own literal, so one changed byte shows.
QMap<QString, QMap<QString, QString>> quotedRows(RawSqlite& raw, const QString& table)
{
    QSqlQuery columns(raw.connection().database());
    REQUIRE(columns.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table)));
    QStringList names;
    while (columns.next())
        names << columns.value(1).toString();
    QMap<QString, QMap<QString, QString>> out;
    for (const QString& column : names) {
        QSqlQuery query(raw.connection().database());
        REQUIRE(query.exec(QStringLiteral("SELECT id, quote(%1) FROM %2").arg(column, table)));
        while (query.next())
            out[query.value(0).toString()][column] = query.value(1).toString();
    }
    return out;
}

EfficiencyProfile measuredProfile()
{
    EfficiencyProfile p;
    p.id = "h100-ours";
    p.cardId = "h100-sxm-80gb";
    p.stack = "vLLM 0.6.3";
    p.evidence = EfficiencyEvidence::MeasuredYours;
    p.computeShare = {0.41, 0.39, 0.43};
    p.fp8ComputeShare = 0.38;
    p.bandwidthShare = {0.66, 0.6, 0.7};
    p.stepOverheadMs = {1.5, 1.0, 2.0};
    p.tensorParallelShare = {0.75, 0.7, 0.8};
    p.idleWatts = 75.0;
    p.fullLoadWatts = FigureRange{690.0, 650.0, 700.0};
    p.source = "benchmark_serving.py result, our lab, 2026-11-30";
    p.sourceDate = "2026-11-30";
    p.notes = "我们的测量";
    p.builtIn = false;
    return p;
}

} // namespace

TEST_CASE("Every built-in card has an efficiency profile, measured ones tagged from mlperf.md", "[efficiency]")
{
    auto db = openMemoryCatalogue();
    const std::vector<Accelerator> cards = db.cards().all();
    REQUIRE(cards.size() > 50);
    for (const Accelerator& card : cards) {
        INFO(card.id);
        REQUIRE(card.efficiency);
        const EfficiencyProfile& p = *card.efficiency;
        CHECK(p.computeShare.low <= p.computeShare.typical);
        CHECK(p.computeShare.typical <= p.computeShare.high);
        CHECK(p.bandwidthShare.low <= p.bandwidthShare.typical);
        // An assumed profile is at least as wide as a measured one: x0.88 to x1.1 (EfficiencyProfileRow.h).
        if (p.assumed())
            CHECK(p.computeShare.highMultiple() / p.computeShare.lowMultiple() > 1.1 / 0.88);
    }
    // The four cards with a Llama-2-70B Offline row in mlperf.md are measured; B200 (no stated precision) is not.
    for (const char* measured : {"h100-sxm-80gb", "h200-sxm-141gb", "mi300x", "gaudi2"}) {
        INFO(measured);
        CHECK(db.cards().find(measured)->efficiency->evidence == EfficiencyEvidence::MeasuredPublic);
    }
    CHECK(db.cards().find("b200")->efficiency->evidence == EfficiencyEvidence::Assumed);
    CHECK(db.cards().find("ascend-910b2")->efficiency->evidence == EfficiencyEvidence::Assumed);
}

TEST_CASE("An efficiency profile round-trips through the repository and the user's own measurement is chosen",
          "[efficiency][repository]")
{
    auto db = openMemoryCatalogue();
    REQUIRE(db.efficiencyProfiles().upsert(measuredProfile()));
    const auto read = db.efficiencyProfiles().find("h100-ours");
    REQUIRE(read);
    CHECK(read->evidence == EfficiencyEvidence::MeasuredYours);
    CHECK(read->computeShare == FigureRange{0.41, 0.39, 0.43});
    CHECK(*read->fp8ComputeShare == 0.38);
    CHECK_FALSE(read->fp4ComputeShare);
    CHECK(read->stepOverheadMs == FigureRange{1.5, 1.0, 2.0});
    CHECK(*read->idleWatts == 75.0);
    CHECK(*read->fullLoadWatts == FigureRange{690.0, 650.0, 700.0});
    CHECK(read->notes == "我们的测量");
    CHECK_FALSE(read->builtIn);
    // The card now carries the user's measurement rather than the public one: measured-yours comes first.
    const auto card = db.cards().find("h100-sxm-80gb");
    REQUIRE(card->efficiency);
    CHECK(card->efficiency->id == "h100-ours");
    CHECK(card->efficiency->computeShareAt(Precision::FP8) == 0.38);
    CHECK(card->efficiency->computeShareAt(Precision::BF16) == 0.41);
    REQUIRE(db.efficiencyProfiles().remove("h100-ours"));
    CHECK(db.cards().find("h100-sxm-80gb")->efficiency->evidence == EfficiencyEvidence::MeasuredPublic);
}

TEST_CASE("A bad efficiency profile is refused naming the column, and nothing is written", "[efficiency][repository]")
{
    auto db = openMemoryCatalogue();
    EfficiencyProfile p = measuredProfile();
    p.computeShare = {0.41, 0.45, 0.5}; // low above typical
    auto written = db.efficiencyProfiles().upsert(p);
    REQUIRE_FALSE(written);
    CHECK(written.error().field == "compute_share_low");

    p = measuredProfile();
    p.bandwidthShare = {1.2, 1.0, 1.3}; // more than the whole peak
    written = db.efficiencyProfiles().upsert(p);
    REQUIRE_FALSE(written);
    CHECK(written.error().field == "bandwidth_share");

    p = measuredProfile();
    p.cardId = "no-such-card";
    written = db.efficiencyProfiles().upsert(p);
    REQUIRE_FALSE(written);
    CHECK(written.error().field == "card_id");

    p = measuredProfile();
    p.idleWatts = 800.0; // above full load
    written = db.efficiencyProfiles().upsert(p);
    REQUIRE_FALSE(written);
    CHECK(written.error().field == "idle_w");
    CHECK_FALSE(db.efficiencyProfiles().find("h100-ours"));
}

TEST_CASE("A CSV row of efficiency_profiles without ranges takes its evidence's default range", "[efficiency][csv]")
{
    const CsvRows parsed = CsvTable(efficiencyProfilesTable())
                               .parse("id,card_id,evidence,compute_share,bandwidth_share,source\n"
                                      "x1-guess,x1,assumed,0.4,0.6,our guess\n"
                                      "x1-bad,x1,rumoured,0.4,0.6,our guess\n");
    REQUIRE(parsed.issues.size() == 1);
    CHECK(parsed.issues.front().column == QStringLiteral("evidence"));
    REQUIRE_FALSE(parsed.rows.empty());
    REQUIRE(parsed.rows.front().valid);
    SqlRow row = defaultRow(efficiencyProfilesTable());
    for (auto it = parsed.rows.front().values.cbegin(); it != parsed.rows.front().values.cend(); ++it)
        row.insert(it.key(), it.value());
    const EfficiencyProfile p = EfficiencyProfileRepository::fromRow(row);
    // Assumed: x0.55 to x1.35 around the typical figure; a step overhead of 0 ranges 0 to 2 ms.
    CHECK(p.computeShare.low == Approx(0.22));
    CHECK(p.computeShare.high == Approx(0.54));
    CHECK(p.bandwidthShare.high == Approx(0.81));
    CHECK(p.stepOverheadMs.high == 2.0);
    CHECK(p.tensorParallelShare.typical == 0.8); // the column's default
}

TEST_CASE("Migration 5 from a version 4 file keeps every user edit byte for byte and adds the profiles",
          "[migrations][efficiency]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v4.sqlite"));
    REQUIRE(writeVersion1File(path));
    QMap<QString, QMap<QString, QString>> cardsBefore;
    {
        RawSqlite raw(path);
        REQUIRE(migrateSchema(raw.connection(), 4));
        REQUIRE(raw.exec(QStringLiteral("UPDATE cards SET built_in = 0, notes = ?, price = 215000.5, price_currency = "
                                        "'CNY' WHERE id = 'h100-sxm-80gb'"),
                         {QStringLiteral("含税价；\t\"as is\"")}));
        cardsBefore = quotedRows(raw, QStringLiteral("cards"));
        REQUIRE(migrateSchema(raw.connection(), 5));
        CHECK(readSchemaVersion(raw.connection()).value() == 5);
        // Every old column of every row byte for byte; the new FP4 column is unknown (NULL).
        const auto after = quotedRows(raw, QStringLiteral("cards"));
        for (auto row = cardsBefore.cbegin(); row != cardsBefore.cend(); ++row) {
            for (auto column = row.value().cbegin(); column != row.value().cend(); ++column) {
                INFO(row.key().toStdString() << "." << column.key().toStdString());
                CHECK(after[row.key()][column.key()] == column.value());
            }
            CHECK(after[row.key()][QStringLiteral("fp4_tflops")] == QStringLiteral("NULL"));
        }
        CHECK(raw.scalar(QStringLiteral("SELECT count(*) FROM efficiency_profiles")).toInt() == 0);
    }
    {
        auto db = openCatalogue(path);
        CHECK(db.schemaVersion() == 8);
        // The merge brings the built-in profiles; the user's card without one runs on the assumed profile.
        CHECK(db.cards().find("h100-sxm-80gb")->efficiency->evidence == EfficiencyEvidence::MeasuredPublic);
        CHECK_FALSE(db.cards().find("my-card")->efficiency);
        CHECK(db.cards().find("my-card")->efficiencyProfile().assumed());
    }
    RawSqlite raw(path);
    const auto after = quotedRows(raw, QStringLiteral("cards"));
    for (const char* id : {"h100-sxm-80gb", "my-card"})
        for (auto column = cardsBefore[QString::fromLatin1(id)].cbegin();
             column != cardsBefore[QString::fromLatin1(id)].cend(); ++column) {
            INFO(id << "." << column.key().toStdString());
            CHECK(after[QString::fromLatin1(id)][column.key()] == column.value());
        }
}
