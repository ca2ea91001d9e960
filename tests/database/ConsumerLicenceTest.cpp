#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/SchemaMigrations.h"

#include <QTemporaryDir>

using namespace gputco;

// NVIDIA's GeForce licence, section 2.1.3 "No Datacenter Deployment" (nvidia.com/drivers/geforce-license): the
// GeForce rows are shipped with consumer_licence = 1, every datacentre part (RTX PRO server cards included) with 0.
TEST_CASE("The shipped GeForce cards carry the consumer licence, datacentre cards do not", "[builtin][licence]")
{
    auto db = openMemoryCatalogue();
    for (const char* id : {"rtx-4090", "rtx-5090", "rtx-5090d-v2"}) {
        INFO(id);
        REQUIRE(db.cards().find(id));
        CHECK(db.cards().find(id)->consumerLicence);
    }
    for (const char* id : {"h100-sxm-80gb", "l4", "rtx-pro-6000-server", "mi300x"}) {
        INFO(id);
        REQUIRE(db.cards().find(id));
        CHECK_FALSE(db.cards().find(id)->consumerLicence);
    }
}

TEST_CASE("Migration 6 adds the licence as 0, keeps the user's row, and the merge marks the shipped GeForce",
          "[migrations][licence]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v5.sqlite"));
    REQUIRE(writeVersion1File(path));
    {
        RawSqlite raw(path);
        REQUIRE(migrateSchema(raw.connection(), 5));
        // A GeForce row as an older release shipped it (built in, unedited), beside the user's own card.
        REQUIRE(raw.exec(QStringLiteral("INSERT INTO cards (id, vendor, model, memory_gb, tdp_w, segment, source, "
                                        "built_in) VALUES ('rtx-4090', 'NVIDIA', 'GeForce RTX 4090', 24, 450, 'both', "
                                        "'older release', 1)")));
        REQUIRE(migrateSchema(raw.connection(), 6));
        CHECK(readSchemaVersion(raw.connection()).value() == 6);
        CHECK(raw.scalar(QStringLiteral("SELECT consumer_licence FROM cards WHERE id = 'rtx-4090'")).toInt() == 0);
        CHECK(raw.scalar(QStringLiteral("SELECT consumer_licence FROM cards WHERE id = 'my-card'")).toInt() == 0);
        // Only 0 and 1: the column's own check.
        CHECK_FALSE(raw.exec(QStringLiteral("UPDATE cards SET consumer_licence = 2 WHERE id = 'my-card'")));
    }
    auto db = openCatalogue(path);
    CHECK(db.schemaVersion() == 8);
    CHECK(db.cards().find("rtx-4090")->consumerLicence);
    CHECK_FALSE(db.cards().find("my-card")->consumerLicence);
    CHECK(db.cards().find("my-card")->model == "Quote 17");
}
