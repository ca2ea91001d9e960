// Writers never land on their inputs, on a device or through a dangling link; readers refuse what is not a
// regular file and what is past their cap; copies keep the catalogue's permissions (issue 25, items 2, 7, 10).
#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/AtomicFileWrite.h"
#include "database/CatalogueTables.h"
#include "database/CsvDecoding.h"
#include "database/CsvTable.h"
#include "database/FileTargets.h"
#include "database/RepositorySupport.h"
#include "database/RowStore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <unistd.h>

using namespace gputco;

namespace {

QByteArray bytesOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

bool isFifo(const QString& path)
{
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode);
}

} // namespace

TEST_CASE("An output target is resolved through symlinks and refused when it is an input or not a regular file",
          "[files][hostile]")
{
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("s.gputco.json"));
    REQUIRE(writeBytes(input, "{\"format_version\": 1}"));

    SECTION("the input itself, by name, by symlink and by hard link, is refused")
    {
        const QString link = dir.filePath(QStringLiteral("link.json"));
        const QString hard = dir.filePath(QStringLiteral("hard.json"));
        REQUIRE(QFile::link(input, link));
        REQUIRE(::link(QFile::encodeName(input).constData(), QFile::encodeName(hard).constData()) == 0);
        for (const QString& target : {input, link, hard, dir.path() + QStringLiteral("/./s.gputco.json")}) {
            INFO(target.toStdString());
            const auto resolved = resolveOutputTarget(target, {input});
            REQUIRE_FALSE(resolved);
            CHECK_THAT(resolved.error().message, Catch::Contains("an input of this command"));
            // writeAtomically says the same and leaves the input's bytes as they were.
            const QString why = writeAtomically(target, QByteArray("%PDF-1.4"), {input});
            CHECK_THAT(why.toStdString(), Catch::Contains("an input of this command"));
            CHECK(bytesOf(input) == QByteArray("{\"format_version\": 1}"));
        }
    }
    SECTION("a symlink to a regular file writes the file it points to and stays a link")
    {
        const QString real = dir.filePath(QStringLiteral("real.pdf"));
        const QString link = dir.filePath(QStringLiteral("link.pdf"));
        REQUIRE(writeBytes(real, "old"));
        REQUIRE(QFile::link(real, link));
        const auto resolved = resolveOutputTarget(link, {input});
        REQUIRE(resolved);
        CHECK(*resolved == QFileInfo(real).canonicalFilePath());
        CHECK(writeAtomically(link, QByteArray("new")).isEmpty());
        CHECK(QFileInfo(link).isSymLink());
        CHECK(bytesOf(real) == QByteArray("new"));
    }
    SECTION("a symlink to nowhere, a folder and a missing folder are refused")
    {
        const QString dangling = dir.filePath(QStringLiteral("dangling.pdf"));
        REQUIRE(QFile::link(dir.filePath(QStringLiteral("gone/x.pdf")), dangling));
        CHECK_THAT(resolveOutputTarget(dangling).error().message, Catch::Contains("does not exist"));
        CHECK_THAT(resolveOutputTarget(dir.path()).error().message, Catch::Contains("not a regular file"));
        CHECK_THAT(resolveOutputTarget(dir.filePath(QStringLiteral("no/such/x.pdf"))).error().message,
                   Catch::Contains("does not exist"));
    }
    SECTION("a device node and a pipe are refused, not replaced by a regular file")
    {
        // As root QSaveFile would rename its temporary file over /dev/null; a pipe shows the same as any user.
        CHECK_THAT(resolveOutputTarget(QStringLiteral("/dev/null")).error().message,
                   Catch::Contains("not a regular file"));
        const QString fifo = dir.filePath(QStringLiteral("cards.csv"));
        REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const QString why = writeAtomically(fifo, QByteArray("id\r\n"));
        CHECK_THAT(why.toStdString(), Catch::Contains("not a regular file"));
        CHECK(isFifo(fifo));
    }
    SECTION("a name is taken as given: a trailing space is another file")
    {
        const QString plain = dir.filePath(QStringLiteral("r.pdf"));
        REQUIRE(writeBytes(plain, "keep"));
        CHECK(writeAtomically(plain + u' ', QByteArray("new")).isEmpty());
        CHECK(bytesOf(plain) == QByteArray("keep"));
        CHECK(bytesOf(plain + u' ') == QByteArray("new"));
    }
    SECTION("a replaced file keeps its permissions")
    {
        const QString kept = dir.filePath(QStringLiteral("private.csv"));
        REQUIRE(writeBytes(kept, "old"));
        REQUIRE(QFile::setPermissions(kept, QFile::ReadOwner | QFile::WriteOwner));
        CHECK(writeAtomically(kept, QByteArray("new")).isEmpty());
        CHECK(QFile::permissions(kept) == (QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser));
    }
}

TEST_CASE("A reader refuses a device or a pipe or a file past its cap before reading it", "[files][hostile]")
{
    QTemporaryDir dir;
    // /dev/zero never ends: readAll() would allocate until the process dies (std::bad_alloc under a limit).
    const auto zero = readBoundedFile(QStringLiteral("/dev/zero"), kMaxScenarioFileBytes, "a scenario file");
    REQUIRE_FALSE(zero);
    CHECK_THAT(zero.error().message, Catch::Contains("not a regular file") && Catch::Contains("a scenario file"));
    const QString fifo = dir.filePath(QStringLiteral("pipe.json"));
    REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    CHECK_FALSE(readBoundedFile(fifo, 1024, "a scenario file")); // would block forever if it were opened
    // A cap of 10 bytes: 10 are read, 11 are refused (a small cap keeps the test cheap; the rule is the same).
    const QString file = dir.filePath(QStringLiteral("ten.json"));
    REQUIRE(writeBytes(file, "0123456789"));
    CHECK(*readBoundedFile(file, 10, "x") == QByteArray("0123456789"));
    REQUIRE(writeBytes(file, "0123456789A"));
    CHECK_THAT(readBoundedFile(file, 10, "a scenario file").error().message, Catch::Contains("too large"));
}

TEST_CASE("A migration's backup copy has the catalogue's permissions", "[files][migrations]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("private.sqlite"));
    REQUIRE(writeVersion1File(path));
    REQUIRE(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner)); // 0600
    {
        auto db = openCatalogue(path);
        REQUIRE_FALSE(db.isInMemory());
    }
    const QString backup = path + QStringLiteral(".schema-v1.bak");
    REQUIRE(QFileInfo::exists(backup));
    // Before: 0644 (the umask's default), readable by every user of the machine.
    CHECK(QFile::permissions(backup) == QFile::permissions(path));
    CHECK_FALSE(QFile::permissions(backup).testFlag(QFile::ReadOther));
}

TEST_CASE("Creating a catalogue leaves no temporary file and never replaces one that appeared meanwhile",
          "[files][database]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.sqlite"));
    {
        auto db = openCatalogue(path);
        CHECK_FALSE(db.isInMemory());
        CHECK(db.warnings().isEmpty());
    }
    // Only the catalogue (and no ".new.sqlite.creating-..." file) is left in the folder.
    CHECK(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden) == QStringList{QStringLiteral("new.sqlite")});
}

TEST_CASE("CSV import reads a semicolon file's decimal comma and warns on formulas and refuses mixed encodings",
          "[csv][hostile]")
{
    auto db = openMemoryCatalogue();
    const CsvTable cards(cardsTable());
    SECTION("in a semicolon-separated file a comma in a number is the decimal mark")
    {
        // European Excel writes 0.38 as 0,38 and separates with semicolons.
        const QByteArray bytes("id;vendor;model;source;tdp_w;price;price_currency\r\n"
                               "eu-card;V;M;S;350,5;1234,25;EUR\r\n");
        const CsvImportReport report = cards.importCsv(db, bytes);
        INFO(report.describe().toStdString());
        REQUIRE(report.ok());
        const auto row = RowStore(db.connection(), cardsTable()).find(QStringLiteral("eu-card"));
        REQUIRE(row);
        CHECK((*row)->value(QStringLiteral("tdp_w")).toDouble() == 350.5);
        CHECK((*row)->value(QStringLiteral("price")).toDouble() == 1234.25);
        // Both marks ("1.234,5") are refused, not guessed.
        CHECK_FALSE(cards.importCsv(db, "id;vendor;model;source;price\r\neu-card;V;M;S;1.234,5\r\n").ok());
    }
    SECTION("a formula-like text imports with a warning: only --excel exports escape it")
    {
        const QByteArray bytes("id,vendor,model,source,notes\r\nevil,V,M,S,=cmd|' /C calc'!A0\r\n");
        const CsvImportReport report = cards.importCsv(db, bytes);
        REQUIRE(report.ok());
        REQUIRE(report.warnings.size() == 1);
        CHECK(report.warnings[0].row == 2);
        CHECK(report.warnings[0].column == QStringLiteral("notes"));
        CHECK(report.warnings[0].reason.contains(QStringLiteral("formula")));
        const QString plain = *cards.exportCsv(db);
        const QString excel = *cards.exportCsv(db, CsvExportEncoding::Utf8WithBomForExcel);
        CHECK(plain.contains(QStringLiteral(",=cmd|' /C calc'!A0")));
        CHECK(excel.contains(QStringLiteral(",'=cmd|' /C calc'!A0")));
        CHECK_FALSE(excel.contains(QStringLiteral(",=cmd")));
        CHECK(isFormulaLike(QStringLiteral("+1")));
        CHECK(isFormulaLike(QStringLiteral("@SUM(A1)")));
        CHECK(isFormulaLike(QStringLiteral("\tx")));
        CHECK_FALSE(isFormulaLike(QStringLiteral("H100 = 700 W")));
    }
    SECTION("a UTF-8 file with one GBK row is refused with the row and byte offset")
    {
        // Row 2 is UTF-8 (华为 = E5 8D 8E E4 B8 BA); row 3 holds GBK 华为 (BB AA CE AA). Read whole as GB18030, the
        // file decodes, and row 2 would be stored as "鍗庝负".
        const QByteArray header("id,vendor,model,source\r\n");          // 24 bytes
        const QByteArray utf8Row("a,\xE5\x8D\x8E\xE4\xB8\xBA,M,S\r\n"); // 14 bytes
        const QByteArray gbkRow("b,\xBB\xAA\xCE\xAA,M,S\r\n");
        const int before = *RowStore(db.connection(), cardsTable()).count();
        const CsvImportReport report = cards.importCsv(db, header + utf8Row + gbkRow);
        REQUIRE(report.issues.size() == 1);
        // The GBK row starts at 24 + 14 = 38; "b," is 2 bytes, so the first GBK byte is at 40.
        CHECK(report.issues[0].reason.contains(QStringLiteral("row 3, byte offset 40")));
        CHECK(report.issues[0].reason.contains(QStringLiteral("row 2 is UTF-8")));
        CHECK(*RowStore(db.connection(), cardsTable()).count() == before);
        // A file wholly in GBK still imports.
        CHECK(decodeCsvBytes(header + gbkRow)->encoding == CsvEncoding::Gb18030);
    }
}

TEST_CASE("A models row editing a built-in model is refused while an unchanged one passes", "[csv][models]")
{
    auto db = openMemoryCatalogue();
    const CsvTable models(modelsTable());
    // llama-2-7b has 32 layers (core/model/ModelPresets.cpp; Touvron et al. 2023, table 1); 1 layer would show in
    // `models` as 0.46 B parameters while memory and evaluate kept using 6.74 B.
    const CsvImportReport edit = models.importCsv(db, "id,layers\r\nllama-2-7b,1\r\n");
    REQUIRE(edit.issues.size() == 1);
    CHECK(edit.issues[0].reason.contains(QStringLiteral("built-in model")));
    CHECK(edit.issues[0].reason.contains(QStringLiteral("llama-2-7b-custom")));
    // The catalogue editor's save (saveUserRow) keeps the same rule.
    const auto stored = RowStore(db.connection(), modelsTable()).find(QStringLiteral("llama-2-7b"));
    REQUIRE(stored);
    REQUIRE(stored->has_value()); // the built-in models are seeded into the table
    SqlRow edited = **stored;
    edited.insert(QStringLiteral("layers"), 1);
    const WriteResult saved = repository::saveUserRow(db.connection(), modelsTable(), edited);
    REQUIRE_FALSE(saved);
    CHECK_THAT(saved.error().message, Catch::Contains("built-in model"));
    CHECK((*RowStore(db.connection(), modelsTable()).find(QStringLiteral("llama-2-7b")))
              ->value(QStringLiteral("layers"))
              .toInt()
          == 32);
    // Re-importing the table as exported changes nothing and is not refused.
    const auto exported = models.exportCsv(db);
    REQUIRE(exported);
    const CsvImportReport again = models.importCsv(db, exported->toUtf8());
    INFO(again.describe().toStdString());
    CHECK(again.ok());
    CHECK(again.updated == 0);
}
