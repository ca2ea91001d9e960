#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/SchemaMigrations.h"

#include <QMap>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace gputco;

namespace {

/// table -> id -> column -> quote(value): SQLite's own literal of each stored value, so a REAL 30000.0 and an
/// INTEGER 30000, or two texts differing in one byte, compare unequal.
using Snapshot = QMap<QString, QMap<QString, QMap<QString, QString>>>;

QStringList columnsOf(RawSqlite& raw, const QString& table)
{
    QSqlQuery query(raw.connection().database());
    REQUIRE(query.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table)));
    QStringList names;
    while (query.next())
        names << query.value(1).toString();
    return names;
}

Snapshot snapshot(RawSqlite& raw, const QMap<QString, QStringList>& columns)
{
    Snapshot out;
    for (auto it = columns.cbegin(); it != columns.cend(); ++it) {
        QSqlQuery query(raw.connection().database());
        for (const QString& column : it.value()) {
            REQUIRE(query.exec(QStringLiteral("SELECT id, quote(%1) FROM %2").arg(column, it.key())));
            while (query.next())
                out[it.key()][query.value(0).toString()][column] = query.value(1).toString();
        }
    }
    return out;
}

/// A schema-3 file (the release before prices got ranges) holding user edits of every kind.
void writeVersion3FileWithEdits(const QString& path)
{
    REQUIRE(writeVersion1File(path));
    RawSqlite raw(path);
    REQUIRE(migrateSchema(raw.connection(), 3));
    // The user edited the built-in H100 (built_in 0 from then on) with their own quote and a Chinese note.
    REQUIRE(
        raw.exec(QStringLiteral("UPDATE cards SET built_in = 0, price = 215000.5, price_currency = 'CNY', "
                                "price_date = '2026-10-15', price_source = ?, notes = ? WHERE id = 'h100-sxm-80gb'"),
                 {QStringLiteral("供应商报价 #42"), QStringLiteral("含税价；3 年保修\t(quoted \"as is\")")}));
    REQUIRE(raw.exec(QStringLiteral("UPDATE servers SET price = 310000, price_currency = 'CNY', price_date = "
                                    "'2026-09-30', price_source = 'integrator quote' WHERE id = 'my-server'")));
    REQUIRE(raw.exec(QStringLiteral(
        "INSERT INTO cloud_offers (id, provider, card_id, on_demand_per_gpu_hour, reserved_per_gpu_hour, currency, "
        "region, date, source, notes, built_in) VALUES ('our-rental', 'Our broker', 'my-card', 9.5, 7, 'CNY', "
        "'华东', '2026-11', 'broker mail', 'per card-hour', 0)")));
}

} // namespace

TEST_CASE("Migration 4 from a version 3 file keeps every user edit byte for byte and adds the price columns",
          "[migrations][prices]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v3.sqlite"));
    writeVersion3FileWithEdits(path);

    QMap<QString, QStringList> oldColumns;
    Snapshot before;
    {
        RawSqlite raw(path);
        REQUIRE(readSchemaVersion(raw.connection()).value() == 3);
        for (const char* table : {"cards", "servers", "facilities", "cloud_offers"})
            oldColumns[QString::fromLatin1(table)] = columnsOf(raw, QString::fromLatin1(table));
        CHECK_FALSE(oldColumns[QStringLiteral("cards")].contains(QStringLiteral("price_low")));
        before = snapshot(raw, oldColumns);

        REQUIRE(migrateSchema(raw.connection(), 4));
        CHECK(readSchemaVersion(raw.connection()).value() == 4);
        CHECK(snapshot(raw, oldColumns) == before);
        // The new columns are there, unknown (NULL) or untagged ('') for the old rows.
        for (const char* column : {"price_low", "price_high", "price_confidence"}) {
            CHECK(columnsOf(raw, QStringLiteral("cards")).contains(QString::fromLatin1(column)));
            CHECK(columnsOf(raw, QStringLiteral("servers")).contains(QString::fromLatin1(column)));
        }
        CHECK(columnsOf(raw, QStringLiteral("servers")).contains(QStringLiteral("host_share")));
        for (const char* column :
             {"one_year_per_gpu_hour", "three_year_per_gpu_hour", "spot_per_gpu_hour", "confidence"})
            CHECK(columnsOf(raw, QStringLiteral("cloud_offers")).contains(QString::fromLatin1(column)));
        CHECK(raw.scalar(QStringLiteral("SELECT quote(price_low) FROM cards WHERE id = 'my-card'")).toString()
              == QStringLiteral("NULL"));
        CHECK(raw.scalar(QStringLiteral("SELECT price_confidence FROM cards WHERE id = 'my-card'")).toString()
              == QString());
        CHECK(raw.scalar(QStringLiteral("SELECT on_demand_per_gpu_hour FROM cloud_offers WHERE id = 'our-rental'"))
                  .toDouble()
              == 9.5);
    }

    // Opening the file merges the new built-in catalogue: the user's rows still byte for byte, while the
    // untouched built-in rows gain the new columns.
    {
        auto db = openCatalogue(path);
        CHECK(db.schemaVersion() == 8);
    }
    RawSqlite raw(path);
    const Snapshot after = snapshot(raw, oldColumns);
    for (const auto& [table, id] :
         {std::pair{"cards", "h100-sxm-80gb"}, std::pair{"cards", "my-card"}, std::pair{"servers", "my-server"},
          std::pair{"facilities", "our-idc"}, std::pair{"cloud_offers", "our-rental"}}) {
        INFO(table << " " << id);
        CHECK(after[QString::fromLatin1(table)][QString::fromLatin1(id)]
              == before[QString::fromLatin1(table)][QString::fromLatin1(id)]);
    }
    // The edited H100 stays the user's: no range or tag from prices.md is put on the user's own quote.
    CHECK(raw.scalar(QStringLiteral("SELECT quote(price_low) FROM cards WHERE id = 'h100-sxm-80gb'")).toString()
          == QStringLiteral("NULL"));
    CHECK(raw.scalar(QStringLiteral("SELECT built_in FROM cards WHERE id = 'h100-sxm-80gb'")).toInt() == 0);
    // An untouched built-in card is filled: prices.md section 1, row "H20", 10,000 / 12,000 / 15,000 USD [S].
    CHECK(raw.scalar(QStringLiteral("SELECT price_low FROM cards WHERE id = 'h20'")).toDouble() == 10000.0);
    CHECK(raw.scalar(QStringLiteral("SELECT price_high FROM cards WHERE id = 'h20'")).toDouble() == 15000.0);
    CHECK(raw.scalar(QStringLiteral("SELECT price_confidence FROM cards WHERE id = 'h20'")).toString()
          == QStringLiteral("press"));
    // ...and a built-in server gains its host share (Dell XE9680: derived from the HGX H100 row, 0.24).
    CHECK(raw.scalar(QStringLiteral("SELECT host_share FROM servers WHERE id = 'dell-xe9680-h100'")).toDouble()
          == 0.24);
}
