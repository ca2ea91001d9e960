// A large CSV file is imported in pieces (database/CsvFileStream.h, CsvRecordReader.h, CsvImport.h): the records,
// the problems and the rows written must be those of the same bytes read whole.
#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/CatalogueTables.h"
#include "database/CsvRecordReader.h"
#include "database/CsvTable.h"
#include "database/RowStore.h"

#include <QTemporaryDir>

using namespace gputco;

namespace {

/// The records of `text` fed in the pieces that start at each offset of `cuts`.
CsvParseResult readInPieces(const QString& text, const std::vector<qsizetype>& cuts, QChar separator = u',')
{
    CsvParseResult out;
    CsvRecordReader reader(separator);
    const auto keep = [&](CsvRecord& record) { out.records.push_back(record); };
    qsizetype from = 0;
    for (qsizetype cut : cuts) {
        reader.feed(QStringView(text).mid(from, cut - from), keep);
        from = cut;
    }
    reader.feed(QStringView(text).mid(from), keep);
    reader.finish(keep);
    out.error = reader.error();
    return out;
}

void requireSame(const CsvParseResult& whole, const CsvParseResult& pieces)
{
    REQUIRE(pieces.records.size() == whole.records.size());
    for (std::size_t r = 0; r < whole.records.size(); ++r) {
        CHECK(pieces.records[r].row == whole.records[r].row);
        CHECK(pieces.records[r].fields == whole.records[r].fields);
    }
    REQUIRE(pieces.error.has_value() == whole.error.has_value());
    if (whole.error) {
        CHECK(pieces.error->row == whole.error->row);
        CHECK(pieces.error->reason == whole.error->reason);
    }
}

} // namespace

TEST_CASE("CSV read in pieces gives the records of the whole text wherever the pieces break", "[csv][streaming]")
{
    // Every case a piece can break: between CR and LF, inside "" (a doubled quote), right after a closing quote,
    // inside a quoted line break, before a blank line, and a last record without a line end.
    const QString good = QStringLiteral("id,model,notes\r\n"
                                        "a,\"say \"\"hi\"\"\",\"two\r\nlines\"\r\n"
                                        "\r\n"
                                        "b,\"x\",第二批\n"
                                        "c,,\"\"\"\"");
    // Broken files: text after a closing quote (row 2), a quoted field never closed (row 3).
    const QString afterQuote = QStringLiteral("id,notes\r\na,\"x\"y\r\n");
    const QString unclosed = QStringLiteral("id,notes\r\na,b\r\nc,\"open\r\n");
    for (const QString& text : {good, afterQuote, unclosed}) {
        INFO(text.toStdString());
        const CsvParseResult whole = parseCsv(text);
        for (qsizetype cut = 0; cut <= text.size(); ++cut) {
            INFO("cut at " << cut);
            requireSame(whole, readInPieces(text, {cut}));
        }
        std::vector<qsizetype> everyCharacter;
        for (qsizetype i = 1; i < text.size(); ++i)
            everyCharacter.push_back(i);
        requireSame(whole, readInPieces(text, everyCharacter));
    }
    // The good file by hand: 4 records on rows 1, 2, 5 (the quoted line break and the blank line count) and 6.
    const CsvParseResult whole = parseCsv(good);
    REQUIRE(whole.records.size() == 4);
    CHECK(whole.records[1].fields == QStringList{"a", "say \"hi\"", "two\r\nlines"});
    CHECK(whole.records[2].row == 5);
    CHECK(whole.records[3].row == 6);
    CHECK(whole.records[3].fields == QStringList{"c", "", "\""});
    CHECK(parseCsv(afterQuote).error->row == 2);
    CHECK(parseCsv(unclosed).error->reason == QStringLiteral("a quoted field is never closed"));
}

TEST_CASE("A CSV file imported in pieces writes and refuses what the same bytes read whole do", "[csv][streaming]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const CsvTable cards(cardsTable());
    const QByteArray header = "\xEF\xBB\xBFid,vendor,model,memory_gb,tdp_w,source\r\n"; // Excel's "CSV UTF-8"
    const QByteArray rows = "stream-a,Acme,Stream A,48,300,test\r\n"
                            "stream-b,Acme,\"Stream B, \"\"quoted\"\"\",96,450,测试\r\n";
    // A bad last row (TDP -5) after two good ones: the two were already written inside the transaction when the
    // bad one is read, and nothing may be kept.
    const QByteArray bad = header + rows + "stream-c,Acme,Stream C,48,-5,test\r\n";
    const QString badFile = dir.filePath(QStringLiteral("bad.csv"));
    writeTextFile(badFile, bad);
    auto streamed = openMemoryCatalogue();
    auto whole = openMemoryCatalogue();
    const int before = RowStore(streamed.connection(), cardsTable()).count().value();
    const CsvImportReport refused = cards.importFile(streamed, badFile);
    const CsvImportReport refusedWhole = cards.importCsv(whole, bad);
    CHECK_FALSE(refused.ok());
    CHECK(refused.describe() == refusedWhole.describe());
    CHECK(refused.describe().startsWith(QStringLiteral("row 4, column tdp_w: ")));
    CHECK(RowStore(streamed.connection(), cardsTable()).count().value() == before);
    CHECK_FALSE(streamed.cards().find("stream-a"));

    const QString goodFile = dir.filePath(QStringLiteral("good.csv"));
    writeTextFile(goodFile, header + rows);
    const CsvImportReport added = cards.importFile(streamed, goodFile);
    INFO(added.describe().toStdString());
    REQUIRE(added.ok());
    CHECK(added.counts()
          == QStringLiteral("2 added, 0 updated, 0 unchanged (read as UTF-8 with byte-order mark, "
                            "comma-separated)"));
    REQUIRE(cards.importCsv(whole, header + rows).ok());
    CHECK(cards.exportCsv(streamed).value() == cards.exportCsv(whole).value());
    CHECK(streamed.cards().find("stream-b")->model == "Stream B, \"quoted\"");
    // Imported again: every row unchanged, nothing written.
    CHECK(cards.importFile(streamed, goodFile).counts().startsWith(QStringLiteral("0 added, 0 updated, 2 unchanged")));
}
