#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/CatalogueTables.h"
#include "database/CsvTable.h"

#include <QTemporaryDir>

using namespace gputco;

TEST_CASE("Export then import of every table changes nothing (round trip)", "[csv][import]")
{
    auto db = openMemoryCatalogue();
    for (const TableSpec* table : catalogueTables()) {
        INFO(table->name.toStdString());
        const CsvTable csv(*table);
        const auto exported = csv.exportCsv(db);
        REQUIRE(exported);
        const auto report = csv.importCsv(db, exported->toUtf8());
        INFO(report.describe().toStdString());
        REQUIRE(report.ok());
        CHECK(report.added == 0);
        CHECK(report.updated == 0);
        CHECK(report.unchanged > 0);
        CHECK(csv.exportCsv(db).value() == *exported);
    }
    CHECK(db.cards().find("l4")->builtIn); // untouched rows stay built-in
}

TEST_CASE("The user's rows move between catalogues through CSV with every value", "[csv][import]")
{
    auto source = openMemoryCatalogue();
    Accelerator card = *source.cards().find("l40s");
    card.id = "l40s-quote";
    card.model = "L40S, \"quoted\", batch 2";
    card.notes = "two lines:\nfirst, second; 第二批";
    card.price = PriceQuote{.amount = Money::amount(61000.5),
                            .currency = "CNY",
                            .date = "2026-11-02",
                            .source = "reseller",
                            .low = std::nullopt,
                            .high = std::nullopt,
                            .confidence = std::nullopt};
    card.builtIn = false;
    REQUIRE(source.cards().upsert(card));

    auto target = openMemoryCatalogue();
    const auto report = CsvTable(cardsTable()).importCsv(target, CsvTable(cardsTable()).exportCsv(source)->toUtf8());
    REQUIRE(report.ok());
    CHECK(report.added == 1);
    CHECK(report.unchanged == 65);
    const auto moved = target.cards().find("l40s-quote");
    REQUIRE(moved);
    CHECK(CardRepository::toRow(*moved) == CardRepository::toRow(card));
    CHECK(CsvTable(cardsTable()).exportCsv(target).value() == CsvTable(cardsTable()).exportCsv(source).value());
}

TEST_CASE("An edited cell updates that row only, as the user's row", "[csv][import]")
{
    auto db = openMemoryCatalogue();
    QString text = CsvTable(cardsTable()).exportCsv(db).value();
    REQUIRE(text.contains(QStringLiteral("l4,NVIDIA,L4,24,GDDR6,300,72,")));
    text.replace(QStringLiteral("l4,NVIDIA,L4,24,GDDR6,300,72,"), QStringLiteral("l4,NVIDIA,L4,24,GDDR6,300,70,"));
    const auto report = CsvTable(cardsTable()).importCsv(db, text.toUtf8());
    REQUIRE(report.ok());
    CHECK(report.updated == 1);
    CHECK(report.unchanged == 64);
    CHECK(report.describe() == QStringLiteral("0 added, 1 updated, 64 unchanged (read as UTF-8, comma-separated)"));
    const auto l4 = db.cards().find("l4");
    CHECK(l4->tdp->inWatts() == 70.0);
    CHECK_FALSE(l4->builtIn);
}

TEST_CASE("Columns left out of the file keep their stored values", "[csv][import]")
{
    auto db = openMemoryCatalogue();
    const auto report =
        CsvTable(cardsTable())
            .importCsv(db,
                       "id,price,price_currency,price_date,price_source\r\nl4,2400,USD,2026-11-01,reseller quote\r\n");
    REQUIRE(report.ok());
    CHECK(report.updated == 1);
    const auto l4 = db.cards().find("l4");
    CHECK(l4->price->amount.inCurrencyUnits() == 2400.0);
    CHECK(l4->tdp->inWatts() == 72.0); // NVIDIA L4 datasheet, kept from the stored row
    // Kept from the stored row: the 24 GB marketed, 23,034 MiB as nvidia-smi reports (modal-client PR 2797).
    CHECK(l4->marketedMemory->inGB() == 24.0);
    CHECK(l4->memory->inBytes() == 23034.0 * 1048576.0);
}

TEST_CASE("A malformed file is refused whole, with every bad row, column and reason", "[csv][import]")
{
    auto db = openMemoryCatalogue();
    const QByteArray csv = "id,vendor,model,tdp_w,segment,source\r\n"
                           "new-card,Acme,Good,300,inference,quote\r\n"  // row 2: fine on its own
                           "bad-tdp,Acme,Bad,-5,inference,quote\r\n"     // row 3
                           "bad-seg,Acme,Bad,300,gaming,quote\r\n"       // row 4
                           "short,Acme,Bad,300\r\n"                      // row 5
                           "new-card,Acme,Again,300,inference,quote\r\n" // row 6
                           "no-source,Acme,Bad,300,inference,\r\n";      // row 7
    const auto report = CsvTable(cardsTable()).importCsv(db, csv);
    REQUIRE_FALSE(report.ok());
    INFO(report.describe().toStdString());
    REQUIRE(report.issues.size() == 5);
    CHECK(report.issues[0].row == 3);
    CHECK(report.issues[0].column == QStringLiteral("tdp_w"));
    CHECK(report.issues[0].reason.contains(QStringLiteral("greater than 0 W")));
    CHECK(report.issues[1].row == 4);
    CHECK(report.issues[1].column == QStringLiteral("segment"));
    CHECK(report.issues[1].reason.contains(QStringLiteral("'gaming'")));
    CHECK(report.issues[2].row == 5);
    CHECK(report.issues[2].reason == QStringLiteral("has 4 fields; the header has 6"));
    CHECK(report.issues[3].row == 6);
    CHECK(report.issues[3].column == QStringLiteral("id"));
    CHECK(report.issues[3].reason.contains(QStringLiteral("also on row 2")));
    CHECK(report.issues[4].row == 7);
    CHECK(report.issues[4].column == QStringLiteral("source"));
    CHECK(report.describe().contains(QStringLiteral("row 3, column tdp_w: ")));
    // All or nothing: the good row 2 was not written either.
    CHECK_FALSE(db.cards().find("new-card"));
    CHECK(db.cards().all().size() == 65);
}

TEST_CASE("Header problems, syntax errors, bad encodings and unknown cards are reported", "[csv][import]")
{
    auto db = openMemoryCatalogue();
    auto report = CsvTable(cardsTable()).importCsv(db, "id,colour\r\nl4,red\r\n");
    REQUIRE(report.issues.size() == 1);
    CHECK(report.issues[0].row == 1);
    CHECK(report.issues[0].column == QStringLiteral("colour"));
    CHECK(report.issues[0].reason.contains(QStringLiteral("is not a column of cards")));

    report = CsvTable(cardsTable()).importCsv(db, "vendor\r\nAcme\r\n");
    CHECK(report.describe().contains(QStringLiteral("row 1, column id: the header has no id column")));

    report = CsvTable(cardsTable()).importCsv(db, "id,notes\r\nl4,\"never closed\r\n");
    REQUIRE(report.issues.size() == 1);
    CHECK(report.issues[0].row == 2);

    report = CsvTable(cardsTable()).importCsv(db, "id,notes\r\nl4,\xFF\xFE\r\n");
    REQUIRE(report.issues.size() == 1);
    CHECK(report.issues[0].reason.contains(QStringLiteral("UTF-8")));

    report = CsvTable(cardsTable()).importCsv(db, QByteArray());
    CHECK(report.describe().contains(QStringLiteral("the file is empty")));

    report = CsvTable(serversTable()).importCsv(db, "id,name,card_id,source\r\nbox,Box,h100-nvx,quote\r\n");
    REQUIRE(report.issues.size() == 1);
    CHECK(report.issues[0].row == 2);
    CHECK(report.issues[0].column == QStringLiteral("card_id"));
    CHECK(report.issues[0].reason.contains(QStringLiteral("'h100-nvx' is not in cards")));
}

TEST_CASE("Export writes UTF-8 CSV files atomically: a read-only catalogue refuses imports", "[csv][import]")
{
    QTemporaryDir dir;
    auto db = openMemoryCatalogue();
    const QString file = dir.filePath(QStringLiteral("facilities.csv"));
    REQUIRE(CsvTable(facilitiesTable()).exportToFile(db, file));
    const QByteArray bytes = readTextFile(file);
    CHECK(bytes.startsWith("id,name,operator,region,city,electricity_price_per_kwh,"));
    CHECK(bytes.contains("\r\n"));
    const auto reimport = CsvTable(facilitiesTable()).importFile(db, file);
    REQUIRE(reimport.ok());
    CHECK(reimport.unchanged == 9); // the built-in facilities

    const QString path = dir.filePath(QStringLiteral("catalogue.sqlite"));
    {
        auto created = openCatalogue(path);
    }
    CatalogueOpenOptions options;
    options.readOnly = true;
    auto readOnly = openCatalogue(path, options);
    const auto refused = CsvTable(facilitiesTable()).importFile(readOnly, file);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.describe().contains(QStringLiteral("read-only")));

    const auto missing = CsvTable(cardsTable()).importFile(db, dir.filePath(QStringLiteral("nope.csv")));
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.describe().contains(QStringLiteral("cannot open")));
    CHECK(missing.describe().contains(QStringLiteral("nope.csv")));
}
