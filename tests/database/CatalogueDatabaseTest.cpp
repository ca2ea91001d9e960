#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/lite/CatalogueCheckRecord.h"

#include "model/ModelPresets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace gputco;

namespace {

Accelerator userCard(const char* id, double tdpWatts)
{
    Accelerator card;
    card.id = id;
    card.vendor = "Acme";
    card.model = "Quote 17";
    card.memory = Bytes::gigabytes(32);
    card.tdp = Watts::of(tdpWatts);
    card.source = "our quote 2026-10";
    card.builtIn = false;
    return card;
}

bool warningsMention(const CatalogueDatabase& db, const char* text)
{
    return db.warnings().join(u' ').contains(QString::fromLatin1(text));
}

} // namespace

TEST_CASE("A fresh file is created, with its folder, and seeded with the built-in catalogue", "[open]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new/folder/catalogue.sqlite"));
    auto db = openCatalogue(path);
    CHECK(db.warnings().isEmpty());
    CHECK_FALSE(db.isInMemory());
    CHECK_FALSE(db.isReadOnly());
    CHECK(QFileInfo::exists(path));
    CHECK(db.path() == QFileInfo(path).absoluteFilePath());
    CHECK(db.schemaVersion() == CatalogueDatabase::currentSchemaVersion());
    CHECK(db.catalogueVersion() == QStringLiteral("2026.12.08"));
    CHECK(db.cards().all().size() == 65);
    CHECK(db.servers().all().size() == 16); // see BuiltInCatalogueTest
    CHECK(db.facilities().all().size() == 9);
    CHECK(db.cloudOffers().all().size() == 54); // every row of prices.md section 3, see BuiltInCatalogueTest
    CHECK(db.models().all().size() == modelPresets().size());
    RawSqlite raw(path, true);
    CHECK(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt() == 8);
}

TEST_CASE("The user's rows survive closing and reopening the file", "[open]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    {
        auto db = openCatalogue(path);
        REQUIRE(db.cards().upsert(userCard("my-card", 123)));
    }
    auto db = openCatalogue(path);
    CHECK(db.warnings().isEmpty());
    const auto card = db.cards().find("my-card");
    REQUIRE(card);
    CHECK(card->tdp->inWatts() == 123.0);
    CHECK(db.cards().all().size() == 66);
}

TEST_CASE("A damaged file is set aside under a new name, never deleted, and the app runs on the built-in catalogue",
          "[open]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    // SQLite's 16-byte header then noise: a catalogue whose pages were lost (a file without the header is not
    // taken for a catalogue at all and is left untouched: tests/hostile).
    const QByteArray garbage =
        QByteArray("SQLite format 3", 16) + QByteArray("this is not an SQLite file; ").repeated(200);
    writeTextFile(path, garbage);

    auto db = openCatalogue(path);
    CHECK(db.isInMemory());
    CHECK(warningsMention(db, "is damaged"));
    CHECK(warningsMention(db, "set aside as"));
    CHECK(warningsMention(db, "changes will not be saved"));
    CHECK(db.cards().all().size() == 65);

    CHECK_FALSE(QFileInfo::exists(path));
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("catalogue.sqlite.corrupt-*")}, QDir::Files);
    REQUIRE(aside.size() == 1);
    CHECK(readTextFile(dir.filePath(aside.front())) == garbage); // byte for byte: nothing was lost

    // The next start creates a new catalogue at the original path.
    auto next = openCatalogue(path);
    CHECK_FALSE(next.isInMemory());
    CHECK(next.warnings().isEmpty());
}

TEST_CASE("A file whose pages are damaged behind a valid header is caught by the integrity check", "[open]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    {
        auto db = openCatalogue(path);
    }
    QByteArray bytes = readTextFile(path);
    REQUIRE(bytes.size() > 8192);
    // Keep the 100-byte header, overwrite the rest of page 1 (the schema) and page 2 with noise.
    for (qsizetype i = 100; i < 8192; ++i)
        bytes[i] = char((i * 37) & 0xFF);
    writeTextFile(path, bytes);

    auto db = openCatalogue(path);
    CHECK(db.isInMemory());
    CHECK(warningsMention(db, "is damaged"));
    CHECK_FALSE(QFileInfo::exists(path));
    CHECK(QDir(dir.path()).entryList({QStringLiteral("catalogue.sqlite.corrupt-*")}, QDir::Files).size() == 1);
}

TEST_CASE("A file checked before and unchanged is not checked again: any change is", "[open]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    CatalogueOpenOptions options;
    options.checkRecordFile = dir.filePath(QStringLiteral("checks.txt"));
    const CatalogueCheckRecord record(options.checkRecordFile.toStdString());
    const auto stampOf = [](const QString& file) { return CatalogueCheckRecord::stampOf(file.toStdString()); };
    {
        // Created beside, linked into place, then opened as an existing file: checked and remembered at once.
        auto created = openCatalogue(path, options);
    }
    CHECK(record.passedBefore(path.toStdString(), stampOf(path)));
    {
        auto db = openCatalogue(path, options); // not checked again: remembered at this stamp
        CHECK(db.warnings().isEmpty());
        CHECK(record.passedBefore(path.toStdString(), stampOf(path)));
        // A write (here the app's own) changes the stamp: the next open checks again.
        REQUIRE(db.cards().upsert(userCard("quote-17", 300)));
    }
    CHECK_FALSE(record.passedBefore(path.toStdString(), stampOf(path)));
    {
        auto db = openCatalogue(path, options);
        CHECK(record.passedBefore(path.toStdString(), stampOf(path)));
    }

    // Another program damages the pages behind the header, keeping the size and SQLite's change counter: the
    // modification time differs, so the check runs and the damage is found.
    QByteArray bytes = readTextFile(path);
    const QDateTime modified = QFileInfo(path).lastModified();
    for (qsizetype i = 100; i < 8192; ++i)
        bytes[i] = char((i * 37) & 0xFF);
    writeTextFile(path, bytes);
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadWrite));
    REQUIRE(file.setFileTime(modified.addSecs(2), QFileDevice::FileModificationTime));
    file.close();
    auto damaged = openCatalogue(path, options);
    CHECK(damaged.isInMemory());
    CHECK(warningsMention(damaged, "is damaged"));
}

TEST_CASE("A folder that cannot be created leaves the app on the built-in catalogue with a message", "[open]")
{
    QTemporaryDir dir;
    // A regular file where the folder should be: mkpath fails for every user, root included.
    writeTextFile(dir.filePath(QStringLiteral("not-a-folder")), "x");
    const QString path = dir.filePath(QStringLiteral("not-a-folder/catalogue.sqlite"));
    auto db = openCatalogue(path);
    CHECK(db.isInMemory());
    CHECK(warningsMention(db, "cannot be created"));
    CHECK(db.cards().all().size() == 65);
    CHECK(readTextFile(dir.filePath(QStringLiteral("not-a-folder"))) == QByteArray("x"));
}

TEST_CASE("A read-only folder: a new catalogue is not created, an existing one opens read-only", "[open]")
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("locked-down"));
    REQUIRE(QDir().mkpath(folder));
    const QString existing = QDir(folder).filePath(QStringLiteral("catalogue.sqlite"));
    {
        auto db = openCatalogue(existing);
        REQUIRE(db.cards().upsert(userCard("my-card", 123)));
    }
    const QByteArray before = readTextFile(existing);
    QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner);
    QFile::setPermissions(existing, QFile::ReadOwner);
    const bool enforced = !QFileInfo(folder).isWritable();
    if (!enforced) {
        QFile::setPermissions(existing, QFile::ReadOwner | QFile::WriteOwner);
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        WARN("file permissions are not enforced for this user (root?): read-only folder case not exercised");
        return;
    }
    {
        auto db = openCatalogue(existing);
        CHECK_FALSE(db.isInMemory());
        CHECK(db.isReadOnly());
        CHECK(warningsMention(db, "read-only"));
        REQUIRE(db.cards().find("my-card"));
        const auto refused = db.cards().upsert(userCard("another", 50));
        REQUIRE_FALSE(refused);
        CHECK(refused.error().message.find("read-only") != std::string::npos);

        auto fresh = openCatalogue(QDir(folder).filePath(QStringLiteral("new.sqlite")));
        CHECK(fresh.isInMemory());
        CHECK(warningsMention(fresh, "read-only"));
    }
    QFile::setPermissions(existing, QFile::ReadOwner | QFile::WriteOwner);
    QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    CHECK(readTextFile(existing) == before);
}

TEST_CASE("Opening read-only on request refuses every write with a message and changes nothing", "[open]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    {
        auto db = openCatalogue(path);
    }
    const QByteArray before = readTextFile(path);
    CatalogueOpenOptions options;
    options.readOnly = true;
    auto db = openCatalogue(path, options);
    CHECK(db.isReadOnly());
    CHECK(db.warnings().isEmpty()); // asked for, so not a surprise worth a warning
    CHECK(db.cards().all().size() == 65);
    const auto refused = db.cards().upsert(userCard("my-card", 123));
    REQUIRE_FALSE(refused);
    CHECK(refused.error().field == "database");
    CHECK(refused.error().message.find("read-only") != std::string::npos);
    CHECK_FALSE(db.cards().remove("h100-sxm-80gb"));
    CHECK(readTextFile(path) == before);
}

TEST_CASE("A file from a newer release opens read-only with a message and is not changed", "[open]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    {
        auto db = openCatalogue(path);
    }
    {
        RawSqlite raw(path);
        REQUIRE(raw.exec(QStringLiteral("PRAGMA user_version = 9"))); // one past this build's 8
    }
    const QByteArray before = readTextFile(path);

    auto db = openCatalogue(path);
    CHECK_FALSE(db.isInMemory());
    CHECK(db.isReadOnly());
    CHECK(db.schemaVersion() == 9);
    CHECK(warningsMention(db, "newer release"));
    CHECK(warningsMention(db, "schema version 9"));
    CHECK(db.cards().all().size() == 65); // still readable
    const auto refused = db.cards().upsert(userCard("my-card", 123));
    REQUIRE_FALSE(refused);
    CHECK(refused.error().message.find("newer release") != std::string::npos);
    CHECK(readTextFile(path) == before);
}

TEST_CASE("A file locked by another program is left untouched and the app still opens", "[open]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    REQUIRE(writeVersion1File(path)); // needs a migration: a write the lock must block
    const QByteArray before = readTextFile(path);

    RawSqlite other(path);
    REQUIRE(other.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    CatalogueOpenOptions options;
    options.busyTimeoutMs = 50;
    {
        auto db = openCatalogue(path, options);
        CHECK(db.isInMemory());
        CHECK(warningsMention(db, "locked by another program"));
        CHECK(db.cards().all().size() == 65);
    }
    REQUIRE(other.exec(QStringLiteral("COMMIT")));
    CHECK(readTextFile(path) == before);
    CHECK_FALSE(QFileInfo::exists(path + QStringLiteral(".schema-v1.bak")));
}

TEST_CASE("An empty file is set up: an SQLite file of another program is left alone", "[open]")
{
    QTemporaryDir dir;
    const QString empty = dir.filePath(QStringLiteral("empty.sqlite"));
    writeTextFile(empty, QByteArray());
    auto db = openCatalogue(empty);
    CHECK_FALSE(db.isInMemory());
    CHECK(db.warnings().isEmpty());
    CHECK(db.cards().all().size() == 65);

    const QString foreign = dir.filePath(QStringLiteral("other-app.sqlite"));
    {
        RawSqlite raw(foreign);
        REQUIRE(raw.exec(QStringLiteral("CREATE TABLE invoices (n INTEGER)")));
    }
    const QByteArray before = readTextFile(foreign);
    auto other = openCatalogue(foreign);
    CHECK(other.isInMemory());
    CHECK(warningsMention(other, "not a GPU TCO Explorer catalogue"));
    CHECK(readTextFile(foreign) == before);
}

TEST_CASE("Catalogues move, live side by side and release their connections", "[open]")
{
    const QStringList before = QSqlDatabase::connectionNames();
    {
        auto a = openMemoryCatalogue();
        auto b = openMemoryCatalogue();
        CHECK(a.connection().name != b.connection().name);
        REQUIRE(a.cards().upsert(userCard("only-in-a", 100)));
        CHECK_FALSE(b.cards().find("only-in-a"));

        CatalogueDatabase moved = std::move(a);
        CHECK(moved.cards().find("only-in-a"));
        std::vector<CatalogueDatabase> many;
        many.push_back(std::move(moved));
        many.push_back(std::move(b));
        CHECK(many.front().cards().find("only-in-a"));
        CHECK(QSqlDatabase::connectionNames().size() == before.size() + 2);
    }
    CHECK(QSqlDatabase::connectionNames() == before);
}

TEST_CASE("The default path is catalogue.sqlite in the application data folder", "[open]")
{
    const QString path = CatalogueDatabase::defaultPath();
    CHECK(path.endsWith(QStringLiteral("/catalogue.sqlite")));
    CHECK(path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    auto memory = openMemoryCatalogue();
    CHECK(memory.isInMemory());
    CHECK(memory.path() == QStringLiteral(":memory:"));
    CHECK_FALSE(memory.isReadOnly());
}
