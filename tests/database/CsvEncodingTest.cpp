#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/CatalogueTables.h"
#include "database/CsvDecoding.h"
#include "database/CsvTable.h"
#include "database/RowStore.h"

#include <QDir>
#include <QTemporaryDir>

using namespace gputco;

namespace {

QByteArray fixtureBytes(const char* name)
{
    return readTextFile(QDir(databaseTestDir()).filePath(QStringLiteral("fixtures/csv/") + QLatin1String(name)));
}

SqlRow storedCard(const CatalogueDatabase& db, const char* id)
{
    auto row = RowStore(db.connection(), cardsTable()).find(QString::fromLatin1(id));
    REQUIRE(row);
    REQUIRE(row->has_value());
    return **row;
}

} // namespace

TEST_CASE("Excel's GBK, UTF-16 and semicolon files import with the Chinese text intact", "[csv][encoding]")
{
    // The fixtures (tests/database/fixtures/csv) were written by Python's codecs: gbk with commas (Excel "CSV" on
    // Chinese Windows), UTF-16 LE and BE with a byte-order mark and tabs (Excel "Unicode text"), UTF-8 with a
    // byte-order mark and semicolons (European Excel), one quoted field holding a semicolon.
    struct Case {
        const char* file;
        const char* id;
        const char* detected;
    };
    for (const Case& c :
         {Case{"cards_gbk.csv", "gbk-card", "GB18030 (GBK), comma-separated"},
          Case{"cards_utf16le.txt", "utf16-card", "UTF-16 LE, tab-separated"},
          Case{"cards_utf16be.txt", "utf16-card", "UTF-16 BE, tab-separated"},
          Case{"cards_semicolon.csv", "semi-card", "UTF-8 with byte-order mark, semicolon-separated"}}) {
        INFO(c.file);
        auto db = openMemoryCatalogue();
        const CsvImportReport report = CsvTable(cardsTable()).importCsv(db, fixtureBytes(c.file));
        INFO(report.describe().toStdString());
        REQUIRE(report.ok());
        CHECK(report.added == 2);
        CHECK(report.detected == QLatin1String(c.detected));
        CHECK(report.describe().contains(QLatin1String(c.detected)));
        const SqlRow row = storedCard(db, c.id);
        CHECK(row.value(QStringLiteral("vendor")).toString() == QStringLiteral("华为"));
        CHECK(row.value(QStringLiteral("model")).toString() == QStringLiteral("昇腾测试卡"));
        CHECK(row.value(QStringLiteral("notes")).toString().startsWith(QStringLiteral("国产加速卡")));
    }
    auto db = openMemoryCatalogue();
    REQUIRE(CsvTable(cardsTable()).importCsv(db, fixtureBytes("cards_semicolon.csv")).ok());
    CHECK(storedCard(db, "semi-card").value(QStringLiteral("notes")).toString()
          == QStringLiteral("国产加速卡; 显存未知"));
}

TEST_CASE("Bytes no encoding decodes are refused with the row and the byte offset: nothing written",
          "[csv][encoding][hostile]")
{
    auto db = openMemoryCatalogue();
    const int before = *RowStore(db.connection(), cardsTable()).count();
    // Row 2 starts at byte 24 (the header and CRLF); "my-card,V" is 9 bytes, so 0xFF sits at offset 33: invalid in
    // UTF-8 and GB18030.
    const QByteArray bytes("id,vendor,model,source\r\nmy-card,V\xFF\xFE,M,S\r\n");
    const CsvImportReport report = CsvTable(cardsTable()).importCsv(db, bytes);
    REQUIRE(report.issues.size() == 1);
    CHECK(report.issues[0].reason.contains(QStringLiteral("row 2, byte offset 33")));
    CHECK(report.issues[0].reason.contains(QStringLiteral("UTF-8")));
    CHECK(*RowStore(db.connection(), cardsTable()).count() == before);
    // A UTF-8 byte-order mark followed by GBK bytes: the mark is believed, the file refused.
    const QByteArray lying = QByteArray("\xEF\xBB\xBF") + fixtureBytes("cards_gbk.csv");
    const CsvImportReport refused = CsvTable(cardsTable()).importCsv(db, lying);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.issues[0].reason.contains(QStringLiteral("byte-order mark")));
    CHECK(refused.issues[0].reason.contains(QStringLiteral("row 2")));
    // UTF-16 with an odd byte count.
    const CsvImportReport odd = CsvTable(cardsTable()).importCsv(db, QByteArray("\xFF\xFEi\0d\0,", 7));
    REQUIRE_FALSE(odd.ok());
    CHECK(odd.issues[0].reason.contains(QStringLiteral("UTF-16 LE")));
    CHECK(*RowStore(db.connection(), cardsTable()).count() == before);
}

TEST_CASE("Decoding: validators find the first bad byte: the separator comes from the header", "[csv][encoding]")
{
    CHECK_FALSE(firstInvalidUtf8Byte("plain ascii"));
    CHECK_FALSE(firstInvalidUtf8Byte("\xE4\xB8\xAD"));        // 中
    CHECK(firstInvalidUtf8Byte("ab\xC0\xAF") == 2);           // overlong '/'
    CHECK(firstInvalidUtf8Byte("a\xED\xA0\x80") == 1);        // a UTF-16 surrogate
    CHECK(firstInvalidUtf8Byte("a\xE4\xB8") == 1);            // truncated
    CHECK_FALSE(firstInvalidGb18030Byte("\xD6\xD0\xCE\xC4")); // 中文 in GBK
    CHECK_FALSE(firstInvalidGb18030Byte("\x81\x30\x81\x30")); // a four-byte form
    CHECK(firstInvalidGb18030Byte("ab\x80") == 2);            // 0x80 leads nothing
    CHECK(firstInvalidGb18030Byte("\xD6") == 0);              // truncated
    CHECK(detectCsvSeparator(QStringLiteral("id;vendor;\"a,b\"\n")) == u';');
    CHECK(detectCsvSeparator(QStringLiteral("id\tvendor\tmodel\n1,2,3,4,5,6")) == u'\t');
    CHECK(detectCsvSeparator(QStringLiteral("id,vendor")) == u',');
    CHECK(detectCsvSeparator(QStringLiteral("id")) == u',');
}

TEST_CASE("An export for Excel is UTF-8 with a byte-order mark and reads back the same", "[csv][encoding]")
{
    auto db = openMemoryCatalogue();
    QTemporaryDir dir;
    const QString plain = dir.filePath(QStringLiteral("plain.csv"));
    const QString excel = dir.filePath(QStringLiteral("excel.csv"));
    REQUIRE(CsvTable(cardsTable()).exportToFile(db, plain));
    REQUIRE(CsvTable(cardsTable()).exportToFile(db, excel, CsvExportEncoding::Utf8WithBomForExcel));
    const QByteArray plainBytes = readTextFile(plain);
    const QByteArray excelBytes = readTextFile(excel);
    CHECK_FALSE(plainBytes.startsWith("\xEF\xBB\xBF"));
    CHECK(excelBytes == QByteArray("\xEF\xBB\xBF") + plainBytes);
    const CsvImportReport again = CsvTable(cardsTable()).importCsv(db, excelBytes);
    REQUIRE(again.ok());
    CHECK(again.added + again.updated == 0);
}
