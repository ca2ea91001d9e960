// An import reads and parses on a thread of its own and writes several new rows to a statement
// (database/CsvParsePipeline.h, CsvImport.h): the records, problems and rows must be those of one row at a time.
#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/CatalogueTables.h"
#include "database/CsvParsePipeline.h"
#include "database/CsvTable.h"
#include "database/RowStore.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace gputco;

namespace {

/// `text` handed over in pieces of `piece` characters, as a file is read in chunks.
CsvParsePipeline::TextSource inPieces(const QString& text, qsizetype piece)
{
    return [text, piece](const std::function<void(QStringView)>& onText) {
        for (qsizetype from = 0; from < text.size(); from += piece)
            onText(QStringView(text).mid(from, piece));
        return std::optional<Error>();
    };
}

std::vector<CsvParsedRecord> readAll(CsvParsePipeline& pipeline)
{
    std::vector<CsvParsedRecord> all;
    std::vector<CsvParsedRecord> batch;
    while (pipeline.next(batch))
        for (auto& record : batch)
            all.push_back(std::move(record));
    return all;
}

/// `count` card rows "bulk-000", "bulk-001", ... with a TDP of 300 W, and the header.
QByteArray bulkCards(int count)
{
    QByteArray csv = "id,vendor,model,tdp_w,source\r\n";
    for (int i = 0; i < count; ++i)
        csv += QStringLiteral("bulk-%1,Acme,Bulk %1,300,test\r\n").arg(i, 3, 10, QLatin1Char('0')).toUtf8();
    return csv;
}

} // namespace

TEST_CASE("The reading thread hands every record over in order, with its problems and its new row", "[csv][pipeline]")
{
    // Rows 2-6: good; a TDP that is not a number; 4 fields for 6; idle above TDP (the row rule); good. Batches of
    // two records and a queue of one batch: the reading thread waits for the caller four times.
    const QString text = QStringLiteral("id,vendor,model,tdp_w,idle_w,source\r\n"
                                        "a,Acme,A,300,50,test\r\n"
                                        "b,Acme,B,lots,50,test\r\n"
                                        "c,Acme,C,300\r\n"
                                        "d,Acme,D,300,500,test\r\n"
                                        "e,Acme,\"E, \"\"quoted\"\"\",450,,test\r\n");
    const CsvRowMerger merger(cardsTable());
    CsvParsePipeline pipeline(cardsTable(), u',', inPieces(text, 7), &merger, 2, 1);
    const auto records = readAll(pipeline);
    REQUIRE(records.size() == 6);
    CHECK(records[0].header);
    CHECK(records[0].issues.empty()); // columns left out keep their defaults
    const auto column = [&](std::size_t r, const char* name) {
        const ColumnSpec* spec = cardsTable().column(QString::fromLatin1(name));
        return *records[r].cells->byColumn[static_cast<std::size_t>(spec - cardsTable().columns.data())];
    };
    REQUIRE(records[1].cells);
    CHECK(records[1].cells->row == 2);
    CHECK(column(1, "tdp_w") == QVariant(300.0));
    CHECK(records[1].issues.empty());
    // A new row: merged over the defaults while reading, and ready to insert (36 values, id first).
    REQUIRE(records[1].asNew);
    CHECK_FALSE(records[1].asNew->problem);
    REQUIRE(records[1].insertValues.size() == cardsTable().columns.size());
    CHECK(records[1].insertValues[0].text == QByteArray("a"));
    CHECK(records[2].cells->row == 3);
    CHECK_FALSE(records[2].cells->valid);
    REQUIRE(records[2].issues.size() == 1);
    CHECK(records[2].issues[0].describe().startsWith(QStringLiteral("row 3, column tdp_w: 'lots' is not a number")));
    CHECK_FALSE(records[2].asNew); // its problem is listed; the row is not checked further
    CHECK_FALSE(records[3].cells);
    CHECK(records[3].issues[0].describe() == QStringLiteral("row 4: has 4 fields; the header has 6"));
    REQUIRE(records[4].asNew);
    REQUIRE(records[4].asNew->problem);
    CHECK(records[4].asNew->problem->describe() == "idle_w: must not exceed tdp_w (300 W)");
    CHECK(records[4].insertValues.empty());
    CHECK(column(5, "model") == QVariant(QStringLiteral("E, \"quoted\"")));
    CHECK(records[5].cells->row == 6);
    CHECK_FALSE(pipeline.sourceError());
    CHECK_FALSE(pipeline.syntaxError());
}

TEST_CASE("The reading thread reports a file it could not read, or could not parse, to its end", "[csv][pipeline]")
{
    const QString text = QStringLiteral("id,model\r\na,A\r\nb,\"open\r\n");
    CsvParsePipeline unclosed(cardsTable(), u',', inPieces(text, 5));
    CHECK(readAll(unclosed).size() == 2); // the header and row 2
    REQUIRE(unclosed.syntaxError());
    CHECK(unclosed.syntaxError()->describe() == QStringLiteral("row 3: a quoted field is never closed"));

    CsvParsePipeline failing(cardsTable(), u',', [](const std::function<void(QStringView)>& onText) {
        onText(u"id,model\r\na,A\r\nb,\"open");
        return std::optional<Error>(Error{"", "changed while it was read"});
    });
    CHECK(readAll(failing).size() == 2);
    REQUIRE(failing.sourceError());
    CHECK(failing.sourceError()->message == "changed while it was read");
    CHECK_FALSE(failing.syntaxError()); // not looked for: the file was not read to its end
}

TEST_CASE("An import refused late in a file leaves the catalogue file as it was, byte for byte", "[csv][pipeline]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const QString csvPath = dir.filePath(QStringLiteral("bulk.csv"));
    auto catalogue = openCatalogue(path); // created, committed: the file is whole on disk
    const QByteArray before = readTextFile(path);
    REQUIRE_FALSE(before.isEmpty());
    // 150 rows: the first 128 go to the file in two INSERTs of 64 before row 142 (bulk-140) is read.
    QByteArray csv = bulkCards(150);
    csv.replace("bulk-140,Acme,Bulk 140,300,test", "bulk-140,Acme,Bulk 140,-5,test");
    writeTextFile(csvPath, csv);
    const CsvImportReport report = CsvTable(cardsTable()).importFile(catalogue, csvPath);
    CHECK(report.describe()
          == QStringLiteral("row 142, column tdp_w: -5 must be a number greater than 0 W and at most 100000 W"));
    CHECK(readTextFile(path) == before);
    CHECK_FALSE(QFile::exists(path + QStringLiteral("-journal"))); // rolled back, journal gone

    // The same file without the bad row: 150 added, every one readable.
    writeTextFile(csvPath, bulkCards(150));
    const CsvImportReport added = CsvTable(cardsTable()).importFile(catalogue, csvPath);
    CHECK(added.counts() == QStringLiteral("150 added, 0 updated, 0 unchanged (read as UTF-8, comma-separated)"));
    CHECK(catalogue.cards().find("bulk-149")->model == "Bulk 149");
    CHECK(catalogue.cards().find("bulk-064")->model == "Bulk 064"); // the first row of the second INSERT
}

TEST_CASE("A row SQLite refuses inside a several-row INSERT is named as when written alone", "[csv][pipeline]")
{
    // A table whose CHECK is stricter than its description (value 42 refused): only SQLite finds the problem, in the
    // second INSERT of 64 rows; the rows are then written one at a time to find which.
    TableSpec probe;
    probe.name = QStringLiteral("probe");
    ColumnSpec id;
    id.name = QStringLiteral("id");
    id.type = ColumnType::Id;
    id.required = true;
    ColumnSpec value;
    value.name = QStringLiteral("value");
    value.type = ColumnType::Integer;
    value.min = 0;
    value.max = 100;
    ColumnSpec builtIn;
    builtIn.name = QStringLiteral("built_in");
    builtIn.type = ColumnType::Boolean;
    builtIn.required = true;
    builtIn.defaultValue = 0;
    builtIn.importable = false;
    probe.columns = {id, value, builtIn};
    auto catalogue = openMemoryCatalogue();
    QSqlQuery create(catalogue.connection().database());
    REQUIRE(create.exec(QStringLiteral("CREATE TABLE probe (id TEXT PRIMARY KEY NOT NULL, value INTEGER CONSTRAINT "
                                       "value CHECK (value IS NULL OR value <> 42), built_in INTEGER NOT NULL "
                                       "DEFAULT 0)")));
    QByteArray csv = "id,value\r\n";
    for (int i = 0; i < 150; ++i)
        csv += QStringLiteral("p%1,%2\r\n").arg(i).arg(i == 100 ? 42 : i % 41).toUtf8();
    const CsvTable table(probe);
    const CsvImportReport refused = table.importCsv(catalogue, csv);
    // Row 102 holds p100. The message is sqlError's for SQLite's "CHECK constraint failed: value".
    CHECK(refused.describe()
          == QStringLiteral("row 102, column value: the database refused the value: it must be a whole number from "
                            "0 to 100"));
    CHECK(RowStore(catalogue.connection(), probe).count().value() == 0);
    // The same row alone (one single-row INSERT): the same words.
    const CsvImportReport alone = table.importCsv(catalogue, "id,value\r\np100,42\r\n");
    CHECK(alone.describe()
          == QStringLiteral("row 2, column value: the database refused the value: it must be a whole number from 0 "
                            "to 100"));
    // Without the 42: 150 rows in two INSERTs of 64 and 22 single ones.
    csv.replace("p100,42", "p100,41");
    CHECK(table.importCsv(catalogue, csv).counts()
          == QStringLiteral("150 added, 0 updated, 0 unchanged (read as UTF-8, "
                            "comma-separated)"));
    CHECK(RowStore(catalogue.connection(), probe).count().value() == 150);
}

TEST_CASE("Problems across the reading thread's batches come in the file's row order", "[csv][pipeline]")
{
    // 300 rows (batches of 256 records): a bad cell on row 10, a repeated id on row 150 and a short row on 290.
    QByteArray csv = bulkCards(300);
    csv.replace("bulk-008,Acme,Bulk 008,300,test", "bulk-008,Acme,Bulk 008,hot,test");
    csv.replace("bulk-148,Acme", "bulk-147,Acme");
    csv.replace("bulk-288,Acme,Bulk 288,300,test", "bulk-288,Acme,Bulk 288,300");
    auto catalogue = openMemoryCatalogue();
    const CsvImportReport report = CsvTable(cardsTable()).importCsv(catalogue, csv);
    REQUIRE(report.issues.size() == 3);
    CHECK(report.issues[0].row == 10);
    CHECK(report.issues[0].column == QStringLiteral("tdp_w"));
    CHECK(report.issues[1].describe()
          == QStringLiteral("row 150, column id: 'bulk-147' appears twice (also on row 149)"));
    CHECK(report.issues[2].describe() == QStringLiteral("row 290: has 4 fields; the header has 5"));
    CHECK_FALSE(catalogue.cards().find("bulk-000"));
}
