#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/SchemaMigrations.h"

#include <QTemporaryDir>

using namespace gputco;

// US EAR ECCN 3A090 (88 FR 73458; NVIDIA's 8-K of 2023-10-17; cards_cn.md section 3): the datacentre parts the rule
// reaches ship restricted for China, Hong Kong and Macau; the China-market parts (H20, L20, RTX 5090D V2, the Gaudi
// 3 HL-388) and the Chinese domestic cards ship without a control (docs/DATABASE.md, "cards").
TEST_CASE("The shipped catalogue marks the controlled cards and the country of every facility", "[builtin][export]")
{
    auto db = openMemoryCatalogue();
    for (const char* id : {"h100-sxm-80gb", "h200-sxm-141gb", "b200", "a800-sxm-80gb", "mi300x", "mi350x", "mi355x",
                           "gaudi3", "rtx-4090"}) {
        INFO(id);
        REQUIRE(db.cards().find(id));
        CHECK(db.cards().find(id)->exportRestrictedIn == std::vector<std::string>{"CN", "HK", "MO"});
        CHECK(db.cards().find(id)->exportControl.rfind("US EAR ECCN 3A090", 0) == 0);
    }
    for (const char* id : {"h20", "l20", "rtx-5090d-v2", "gaudi3-china-hl388", "ascend-910b2", "ascend-910c",
                           "kunlunxin-p800", "mtt-s4000"}) {
        INFO(id);
        REQUIRE(db.cards().find(id));
        CHECK(db.cards().find(id)->exportRestrictedIn.empty());
        CHECK(db.cards().find(id)->exportControl.empty());
    }
    CHECK(db.facilities().find("cn-horinger-hub-liquid")->country == "CN");
    CHECK(db.facilities().find("hk-overseas-node")->country == "HK");
    CHECK(db.facilities().find("us-ashburn-colo-per-kw")->country == "US");
    CHECK(db.facilities().find("our-site")->country == "CN"); // a Chinese site's defaults (CNY, East China power)
    CHECK(db.cloudOffers().find("china-market-a100-80gb")->country == "CN");
    CHECK(db.cloudOffers().find("aws-p4de-a100-80gb")->country == "US");
    CHECK(db.cloudOffers().find("runpod-a100-80gb")->country.empty()); // not stated by the source
}

TEST_CASE("Migration 7 adds the columns, finds the user's Chinese sites by region, and the merge marks the cards",
          "[migrations][export]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v6.sqlite"));
    REQUIRE(writeVersion1File(path));
    {
        RawSqlite raw(path);
        REQUIRE(migrateSchema(raw.connection(), 6));
        // The user's own sites and offer, in the region texts an old file may hold.
        REQUIRE(raw.exec(QStringLiteral("UPDATE facilities SET region = 'China, Beijing' WHERE id = 'our-idc'")));
        REQUIRE(raw.exec(QStringLiteral(
            "INSERT INTO facilities (id, name, region, electricity_price_per_kwh, pue, carbon_kg_per_kwh, source) "
            "VALUES ('hk-cage', 'HK cage', 'Hong Kong SAR', 1.2, 1.5, 0.7, 'quote'), "
            "('sg-hall', 'SG hall', 'Singapore', 0.2, 1.4, 0.4, 'quote')")));
        REQUIRE(raw.exec(QStringLiteral(
            "INSERT INTO cloud_offers (id, provider, card_id, on_demand_per_gpu_hour, currency, region, date, source, "
            "built_in) VALUES ('our-rental', 'Our broker', 'my-card', 9.5, 'CNY', 'cn-beijing', '2026-11', 'mail', "
            "0)")));
        REQUIRE(migrateSchema(raw.connection(), 7));
        CHECK(readSchemaVersion(raw.connection()).value() == 7);
        CHECK(raw.scalar(QStringLiteral("SELECT country FROM facilities WHERE id = 'our-idc'")).toString() == "CN");
        CHECK(raw.scalar(QStringLiteral("SELECT country FROM facilities WHERE id = 'hk-cage'")).toString() == "HK");
        CHECK(raw.scalar(QStringLiteral("SELECT country FROM facilities WHERE id = 'sg-hall'")).toString().isEmpty());
        CHECK(raw.scalar(QStringLiteral("SELECT country FROM cloud_offers WHERE id = 'our-rental'")).toString()
              == "CN");
        // Every card starts without a control: the old file's H100 row too, until the merge.
        CHECK(raw.scalar(QStringLiteral("SELECT export_restricted FROM cards WHERE id = 'h100-sxm-80gb'"))
                  .toString()
                  .isEmpty());
        // Only '' or two capitals: the column's own check.
        CHECK_FALSE(raw.exec(QStringLiteral("UPDATE facilities SET country = 'China' WHERE id = 'our-idc'")));
        CHECK_FALSE(raw.exec(QStringLiteral("UPDATE cloud_offers SET country = 'cn' WHERE id = 'our-rental'")));
    }
    auto db = openCatalogue(path);
    CHECK(db.schemaVersion() == 8);
    CHECK(db.cards().find("h100-sxm-80gb")->exportRestrictedIn == std::vector<std::string>{"CN", "HK", "MO"});
    CHECK(db.cards().find("my-card")->exportRestrictedIn.empty());
    CHECK(db.cards().find("my-card")->model == "Quote 17");
    CHECK(db.facilities().find("our-idc")->country == "CN");
    CHECK(db.facilities().find("our-idc")->electricityPricePerKwh == Approx(0.61)); // the user's row as it was
}

TEST_CASE("A malformed destination list or country is refused, naming the column", "[export]")
{
    auto db = openMemoryCatalogue();
    Accelerator card = *db.cards().find("l4");
    card.id = "my-l4";
    card.builtIn = false;
    card.exportRestrictedIn = {"CN"};
    card.exportControl.clear(); // a list of destinations without the rule's name
    const auto refused = db.cards().upsert(card);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field == "export_control");
    card.exportControl = "my counsel's reading";
    CHECK(db.cards().upsert(card));
    CHECK(db.cards().find("my-l4")->exportRestrictedIn == std::vector<std::string>{"CN"});

    Facility site = *db.facilities().find("our-site");
    site.id = "my-site";
    site.builtIn = false;
    site.country = "China";
    const auto wrong = db.facilities().upsert(site);
    REQUIRE_FALSE(wrong);
    CHECK(wrong.error().field == "country");
}
