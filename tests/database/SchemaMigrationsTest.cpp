#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/SchemaMigrations.h"

#include <QFileInfo>
#include <QTemporaryDir>

using namespace gputco;

namespace {

bool hasTable(RawSqlite& raw, const char* name)
{
    return raw.scalar(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = ?"),
                      {QString::fromLatin1(name)})
               .toInt()
           == 1;
}

QStringList schemaSql(RawSqlite& raw)
{
    QStringList out;
    for (const char* table : {"cards", "servers", "facilities", "cloud_offers", "catalogue_meta", "removed_built_ins",
                              "models", "settings"})
        out << raw.scalar(QStringLiteral("SELECT sql FROM sqlite_master WHERE name = ?"), {QString::fromLatin1(table)})
                   .toString();
    return out;
}

} // namespace

TEST_CASE("Every migration exists and the current version is the last one", "[migrations]")
{
    for (int version = 1; version <= kCatalogueSchemaVersion; ++version) {
        INFO("version " << version);
        CHECK_FALSE(migrationStatements(version).isEmpty());
    }
    CHECK(migrationStatements(kCatalogueSchemaVersion + 1).isEmpty());
    CHECK(CatalogueDatabase::currentSchemaVersion() == 8);
}

TEST_CASE("Each migration step from a hand-written version 1 file keeps the user's rows", "[migrations]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
    REQUIRE(writeVersion1File(path));
    RawSqlite raw(path);
    REQUIRE(readSchemaVersion(raw.connection()).value() == 1);
    CHECK_FALSE(hasTable(raw, "models"));

    // Step 1 -> 2: the models table appears.
    REQUIRE(migrateSchema(raw.connection(), 2));
    CHECK(readSchemaVersion(raw.connection()).value() == 2);
    CHECK(hasTable(raw, "models"));
    CHECK_FALSE(hasTable(raw, "settings"));
    CHECK(raw.scalar(QStringLiteral("SELECT tdp_w FROM cards WHERE id = 'my-card'")).toDouble() == 123.0);

    // Step 2 -> 3: the settings table appears; nothing else is touched.
    REQUIRE(migrateSchema(raw.connection(), 3));
    CHECK(readSchemaVersion(raw.connection()).value() == 3);
    CHECK(hasTable(raw, "settings"));
    CHECK(raw.scalar(QStringLiteral("SELECT tdp_w FROM cards WHERE id = 'my-card'")).toDouble() == 123.0);
    CHECK(raw.scalar(QStringLiteral("SELECT card_id FROM servers WHERE id = 'my-server'")).toString()
          == QStringLiteral("my-card"));
    CHECK(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM models")).toInt() == 0); // seeding is the merge's job

    // Migrating an up-to-date file is a no-op.
    REQUIRE(migrateSchema(raw.connection(), 3));
}

TEST_CASE("A file migrated from version 1 has exactly the schema of a fresh file", "[migrations]")
{
    QTemporaryDir dir;
    const QString oldPath = dir.filePath(QStringLiteral("old.sqlite"));
    const QString freshPath = dir.filePath(QStringLiteral("fresh.sqlite"));
    REQUIRE(writeVersion1File(oldPath));
    RawSqlite old(oldPath);
    REQUIRE(migrateSchema(old.connection()));
    RawSqlite fresh(freshPath);
    REQUIRE(migrateSchema(fresh.connection()));
    CHECK(readSchemaVersion(fresh.connection()).value() == kCatalogueSchemaVersion);
    // This fails if database/schema/001_catalogue.sql was edited after release: add a new migration instead.
    CHECK(schemaSql(old) == schemaSql(fresh));
}

TEST_CASE("A failing migration step rolls back and leaves the file at the last finished version", "[migrations]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("clash.sqlite"));
    REQUIRE(writeVersion1File(path));
    RawSqlite raw(path);
    // Someone's tool created a 'settings' table: migration 3's CREATE TABLE settings must fail.
    REQUIRE(raw.exec(QStringLiteral("CREATE TABLE settings (x INTEGER)")));
    const auto migrated = migrateSchema(raw.connection());
    REQUIRE_FALSE(migrated);
    CHECK(migrated.error().message.find("schema version 3") != std::string::npos);
    CHECK(readSchemaVersion(raw.connection()).value() == 2);
    CHECK(hasTable(raw, "models"));
    CHECK(raw.scalar(QStringLiteral("SELECT tdp_w FROM cards WHERE id = 'my-card'")).toDouble() == 123.0);
}

TEST_CASE("Opening a version 1 file backs it up, migrates it and merges the built-in catalogue", "[migrations]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    REQUIRE(writeVersion1File(path));

    {
        auto db = openCatalogue(path);
        CHECK_FALSE(db.isInMemory());
        CHECK_FALSE(db.isReadOnly());
        CHECK(db.schemaVersion() == 8);
        REQUIRE(db.warnings().size() == 1);
        CHECK(db.warnings().front().contains(QStringLiteral("upgraded from schema version 1 to 8")));
        CHECK(db.catalogueVersion() == CatalogueDatabase::builtInCatalogueVersion());

        // The user's rows are exactly as they were.
        const auto mine = db.cards().find("my-card");
        REQUIRE(mine);
        CHECK(mine->tdp->inWatts() == 123.0);
        CHECK_FALSE(mine->builtIn);
        REQUIRE(db.servers().find("my-server"));
        const auto idc = db.facilities().find("our-idc");
        REQUIRE(idc);
        CHECK(idc->electricityPricePerKwh == 0.61);

        // The unedited built-in row got the new catalogue's values: H100 SXM 3,350 GB/s (NVIDIA H100 datasheet,
        // gpu_specs.csv), which the old file did not have.
        const auto h100 = db.cards().find("h100-sxm-80gb");
        REQUIRE(h100);
        REQUIRE(h100->memoryBandwidth);
        CHECK(h100->memoryBandwidth->inGBPerSecond() == 3350.0);
        CHECK(h100->builtIn);
        CHECK(db.cards().all().size() == 66); // 65 shipped cards + the user's
    }

    // The backup is the untouched version 1 file.
    const QString backup = path + QStringLiteral(".schema-v1.bak");
    REQUIRE(QFileInfo::exists(backup));
    RawSqlite copy(backup, true);
    CHECK(readSchemaVersion(copy.connection()).value() == 1);
    CHECK(copy.scalar(QStringLiteral("SELECT tdp_w FROM cards WHERE id = 'my-card'")).toDouble() == 123.0);

    // A second open finds nothing to do.
    auto again = openCatalogue(path);
    CHECK(again.warnings().isEmpty());
}
