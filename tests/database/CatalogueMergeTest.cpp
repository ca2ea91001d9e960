#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/BuiltInCatalogue.h"

#include <QDir>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace gputco;

namespace {

/// A copy of the shipped catalogue edited into "release 2099.01.01": L4 TDP 72 -> 75 W, T4 TDP 70 -> 71 W,
/// H100 SXM TDP 700 -> 701 W, and one new card.
QString newerCatalogue(const QTemporaryDir& dir)
{
    const QString folder = dir.filePath(QStringLiteral("release-2099"));
    REQUIRE(copyBuiltInCatalogue(folder));
    writeTextFile(QDir(folder).filePath(QStringLiteral("VERSION")), "2099.01.01\n");
    const QString cards = QDir(folder).filePath(QStringLiteral("cards.csv"));
    REQUIRE(replaceInFile(cards, QStringLiteral("l4,NVIDIA,L4,24,GDDR6,300,72,"),
                          QStringLiteral("l4,NVIDIA,L4,24,GDDR6,300,75,")));
    REQUIRE(replaceInFile(cards, QStringLiteral("t4,NVIDIA,T4,16,GDDR6,320,70,"),
                          QStringLiteral("t4,NVIDIA,T4,16,GDDR6,320,71,")));
    REQUIRE(replaceInFile(cards, QStringLiteral("H100 SXM 80GB,80,HBM3,3350,700,"),
                          QStringLiteral("H100 SXM 80GB,80,HBM3,3350,701,")));
    QByteArray text = readTextFile(cards);
    text +=
        "x9000,NVIDIA,X9000,288,HBM4,,,,,,,,,,,nvlink,,,,2099,training,,,,,a future datasheet,2099-01-01,,,,,,,0,,\r\n";
    writeTextFile(cards, text);
    return folder;
}

} // namespace

TEST_CASE("A newer built-in catalogue adds and updates built-in rows but never touches the user's", "[merge]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    {
        auto db = openCatalogue(path);
        // The user edits a built-in card (L4 measured at 70 W in their racks) and adds a card of their own.
        auto l4 = db.cards().find("l4");
        REQUIRE(l4);
        l4->tdp = Watts::of(70);
        l4->notes = "measured in rack 12";
        REQUIRE(db.cards().upsert(*l4));
        Accelerator mine;
        mine.id = "my-card";
        mine.vendor = "Acme";
        mine.model = "Quote 17";
        mine.source = "our quote";
        REQUIRE(db.cards().upsert(mine));
        // ...and deletes a built-in card they never want to see (one no server or cloud offer names).
        REQUIRE(db.cards().remove("a30"));
        CHECK(db.cards().all().size() == 65);
    }

    CatalogueOpenOptions options;
    options.builtInCatalogueDir = newerCatalogue(dir);
    auto db = openCatalogue(path, options);
    CHECK(db.warnings().isEmpty());
    CHECK(db.catalogueVersion() == QStringLiteral("2099.01.01"));

    const auto l4 = db.cards().find("l4");
    REQUIRE(l4);
    CHECK(l4->tdp->inWatts() == 70.0); // the user's edit, not the release's 75 W
    CHECK(l4->notes == "measured in rack 12");
    CHECK_FALSE(l4->builtIn);

    const auto t4 = db.cards().find("t4");
    REQUIRE(t4);
    CHECK(t4->tdp->inWatts() == 71.0); // unedited built-in row follows the release
    CHECK(t4->builtIn);
    CHECK(db.cards().find("h100-sxm-80gb")->tdp->inWatts() == 701.0);

    REQUIRE(db.cards().find("x9000"));   // new built-in row added
    REQUIRE(db.cards().find("my-card")); // the user's row kept
    CHECK_FALSE(db.cards().find("a30")); // the user's deletion respected
    CHECK(db.cards().all().size() == 66);
}

TEST_CASE("Merge reports what it did: an older catalogue never rolls a file back", "[merge]")
{
    QTemporaryDir dir;
    auto db = openMemoryCatalogue();
    auto l4 = db.cards().find("l4");
    l4->tdp = Watts::of(70);
    REQUIRE(db.cards().upsert(*l4));

    auto newer = BuiltInCatalogue::load(newerCatalogue(dir));
    REQUIRE(newer);
    auto report = db.merge(*newer);
    REQUIRE(report);
    CHECK(report->added == 1);        // x9000
    CHECK(report->updated == 2);      // t4, h100-sxm-80gb
    CHECK(report->keptUserRows == 1); // l4
    CHECK(db.catalogueVersion() == QStringLiteral("2099.01.01"));

    // Reopening a 2099 file with this build's 2026 catalogue keeps the 2099 values.
    const QString path = dir.filePath(QStringLiteral("future.sqlite"));
    CatalogueOpenOptions future;
    future.builtInCatalogueDir = newerCatalogue(dir);
    {
        auto f = openCatalogue(path, future);
    }
    auto reopened = openCatalogue(path);
    CHECK(reopened.catalogueVersion() == QStringLiteral("2099.01.01"));
    CHECK(reopened.cards().find("t4")->tdp->inWatts() == 71.0);
}

TEST_CASE("Saving a row unchanged keeps it built-in, so it keeps receiving updates", "[merge]")
{
    auto db = openMemoryCatalogue();
    const auto t4 = db.cards().find("t4");
    REQUIRE(t4);
    REQUIRE(db.cards().upsert(*t4));
    CHECK(db.cards().find("t4")->builtIn);
}

TEST_CASE("A built-in row the new catalogue no longer ships is retired: the user's rows and named rows stay", "[merge]")
{
    QTemporaryDir dir;
    auto db = openMemoryCatalogue();
    // An earlier release's example site (catalogues before 2026.12.02 shipped it, with no rent) and a site of the
    // user's own under another id.
    auto site = db.facilities().all().front();
    site.id = "example-west-hub-liquid-campus";
    REQUIRE(db.facilities().upsert(site));
    QSqlQuery query(db.connection().database());
    REQUIRE(
        query.exec(QStringLiteral("UPDATE facilities SET built_in = 1 WHERE id = 'example-west-hub-liquid-campus'")));
    auto mine = site;
    mine.id = "my-own-hall";
    REQUIRE(db.facilities().upsert(mine));

    auto newer = BuiltInCatalogue::load(newerCatalogue(dir));
    REQUIRE(newer);
    auto report = db.merge(*newer);
    REQUIRE(report);
    CHECK(report->retired == 1);
    CHECK_FALSE(db.facilities().find("example-west-hub-liquid-campus").has_value());
    CHECK(db.facilities().find("my-own-hall").has_value());
}
