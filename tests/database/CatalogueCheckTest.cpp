#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/CatalogueCheck.h"

#include <QTemporaryDir>

using namespace gputco;

TEST_CASE("A fresh catalogue passes the check and reports its counts", "[check]")
{
    auto db = openMemoryCatalogue();
    const auto report = checkCatalogue(db);
    INFO(report.problems.join(u'\n').toStdString());
    CHECK(report.ok());
    CHECK(report.summary.contains(QStringLiteral("cards: 65 rows (65 built-in, 0 the user's)")));
    CHECK(report.summary.contains(QStringLiteral("schema version: 8 (this build: 8)")));
}

TEST_CASE("Rows written by another tool past the column rules are found", "[check]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    {
        auto created = openCatalogue(path);
    }
    {
        // A careless tool that switches the constraints off, as SQLite allows per connection.
        RawSqlite raw(path);
        REQUIRE(raw.exec(QStringLiteral("PRAGMA ignore_check_constraints = ON")));
        REQUIRE(raw.exec(QStringLiteral("UPDATE cards SET tdp_w = -1 WHERE id = 'l4'")));
        REQUIRE(raw.exec(QStringLiteral("PRAGMA foreign_keys = OFF")));
        REQUIRE(raw.exec(QStringLiteral("UPDATE servers SET card_id = 'gone' WHERE id = 'dgx-h100'")));
    }
    auto db = openCatalogue(path);
    CHECK_FALSE(db.isInMemory()); // the rows are intact: a warning, not a reason to set the file aside
    CHECK(db.warnings().join(u' ').contains(QStringLiteral("break its rules")));
    const auto report = checkCatalogue(db);
    REQUIRE_FALSE(report.ok());
    const QString all = report.problems.join(u'\n');
    INFO(all.toStdString());
    CHECK(all.contains(QStringLiteral("cards 'l4': tdp_w:")));
    CHECK(all.contains(QStringLiteral("names a missing row of cards")));
}
