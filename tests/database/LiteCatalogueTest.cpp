#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "BuiltInCatalogueVersion.h"
#include "database/BuiltInCatalogue.h"
#include "database/CardRepository.h"
#include "database/lite/CatalogueCheckRecord.h"
#include "database/lite/LiteCatalogue.h"
#include "database/lite/UserFolders.h"

#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace gputco;

namespace {

/// A catalogue file as a user has it after two starts: created, then checked and remembered in `record`.
QString checkedCatalogue(const QTemporaryDir& dir, const QString& record)
{
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    CatalogueOpenOptions options;
    options.checkRecordFile = record;
    openCatalogue(path, options); // created: nothing to check yet
    openCatalogue(path, options); // checked and remembered
    return path;
}

} // namespace

TEST_CASE("The fast path reads every built-in card exactly as the repository does", "[lite]")
{
    QTemporaryDir dir;
    const QString record = dir.filePath(QStringLiteral("checks.txt"));
    const QString path = checkedCatalogue(dir, record);
    const auto lite = LiteCatalogue::openReady(path.toStdString(), record.toStdString());
    REQUIRE(lite);
    CatalogueOpenOptions options;
    options.checkRecordFile = record;
    const auto cards = openCatalogue(path, options).cards().all();
    REQUIRE(cards.size() == 65); // CatalogueDatabaseTest: the built-in catalogue's 65 cards
    for (const Accelerator& card : cards) {
        const auto read = lite->card(card.id);
        REQUIRE(read);
        REQUIRE(read->has_value());
        // Every column, as the repository writes it back (prices, ranges, MiB, interconnect, flags).
        CHECK(CardRepository::toRow(**read) == CardRepository::toRow(card));
        // And the network of the server it is costed in, chosen the same way (not a column of cards).
        CHECK((*read)->scaleOut.has_value() == card.scaleOut.has_value());
        if (card.scaleOut && (*read)->scaleOut)
            CHECK((*read)->scaleOut->serverId == card.scaleOut->serverId);
    }
    const auto none = lite->card("no-such-card");
    REQUIRE(none);
    CHECK_FALSE(none->has_value());
}

TEST_CASE("The fast path leaves to the Qt program every file it would create, check, migrate or merge", "[lite]")
{
    QTemporaryDir dir;
    const QString record = dir.filePath(QStringLiteral("checks.txt"));
    const auto ready = [&](const QString& file) {
        return LiteCatalogue::openReady(file.toStdString(), record.toStdString()).has_value();
    };
    CHECK_FALSE(ready(dir.filePath(QStringLiteral("missing.sqlite"))));
    CHECK_FALSE(ready(QStringLiteral(":memory:")));

    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    CatalogueOpenOptions options;
    options.checkRecordFile = record;
    openCatalogue(path, options);
    // Created beside and linked into place, then opened as any existing file: checked at this stamp at once.
    CHECK(ready(path));
    openCatalogue(path, options);
    CHECK(ready(path)); // still at this stamp

    SECTION("a write since the check")
    {
        {
            RawSqlite raw(path);
            REQUIRE(raw.exec(QStringLiteral("UPDATE cards SET notes = 'edited' WHERE id = 'l4'")));
        }
        CHECK_FALSE(ready(path));
        openCatalogue(path, options); // the Qt program checks it again
        CHECK(ready(path));
    }
    SECTION("an older schema: the Qt program migrates it")
    {
        {
            RawSqlite raw(path);
            REQUIRE(raw.exec(QStringLiteral("PRAGMA user_version = 3")));
        }
        CatalogueCheckRecord(record.toStdString())
            .recordPassed(path.toStdString(), CatalogueCheckRecord::stampOf(path.toStdString()));
        CHECK_FALSE(ready(path));
    }
    SECTION("an older built-in catalogue: the Qt program merges this build's")
    {
        {
            RawSqlite raw(path);
            REQUIRE(raw.exec(
                QStringLiteral("UPDATE catalogue_meta SET value = '2025.01.01' WHERE key = 'catalogue_version'")));
        }
        CatalogueCheckRecord(record.toStdString())
            .recordPassed(path.toStdString(), CatalogueCheckRecord::stampOf(path.toStdString()));
        CHECK_FALSE(ready(path));
    }
}

TEST_CASE("The fast path knows this build's built-in catalogue and the user's folders as Qt does", "[lite]")
{
    const auto shipped = BuiltInCatalogue::loadVersion();
    REQUIRE(shipped);
    CHECK(QString::fromLatin1(kBuiltInCatalogueVersion) == *shipped);

    // The suite runs Qt in its test mode (~/.qttest/...): the user's real folders are what the fast path reads.
    QStandardPaths::setTestModeEnabled(false);
    const QString qtData = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const QString qtCache = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    QStandardPaths::setTestModeEnabled(true);
    const auto data = userDataFolder();
    const auto cache = userCacheFolder();
    REQUIRE(data);
    REQUIRE(cache);
    CHECK(QDir::cleanPath(QString::fromStdString(*data)) == qtData);
    CHECK(QDir::cleanPath(QString::fromStdString(*cache)) == qtCache);
    CHECK(*defaultCataloguePath() == *data + "/gputco/gpu-tco/catalogue.sqlite");
}
