// Hostile CSV files through `gpu-tco-cli db import` (CsvTable): every bad cell is refused with the row and the
// column named, the whole file is refused (all or nothing), and the catalogue file stays byte-identical.
#include "CliTestSupport.h"
#include "HostileSupport.h"

#include <catch2/catch.hpp>

#include <QFile>

#include <vector>

namespace {

QString quotedCell(const QString& text)
{
    QString cell = text;
    cell.replace(u'"', QStringLiteral("\"\""));
    return u'"' + cell + u'"';
}

CliRun importBytes(const CatalogueSandbox& sandbox, const QByteArray& bytes, const QString& table)
{
    const QString path = sandbox.filePath(QStringLiteral("import.csv"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        FAIL("cannot write the CSV fixture");
    file.write(bytes);
    file.close();
    return runCliWith({QStringLiteral("db"), QStringLiteral("import"), path, QStringLiteral("--table"), table,
                       QStringLiteral("--database"), sandbox.databasePath()});
}

// One new card whose `column` holds `value`; the other required columns are valid.
QByteArray cardWith(const QString& column, const QString& value)
{
    QString header = QStringLiteral("id,vendor,model,source");
    QString row = QStringLiteral("my-card,Vendor,Model,Test");
    if (column == u"id" || column == u"vendor" || column == u"model" || column == u"source") {
        const QStringList names = header.split(u',');
        QStringList cells = row.split(u',');
        cells[names.indexOf(column)] = quotedCell(value);
        row = cells.join(u',');
    } else {
        header += u',' + column;
        row += u',' + quotedCell(value);
        if (column == u"price") {
            header += QStringLiteral(",price_currency");
            row += QStringLiteral(",USD");
        }
    }
    return (header + QStringLiteral("\r\n") + row + QStringLiteral("\r\n")).toUtf8();
}

} // namespace

TEST_CASE("hostile numbers in every numeric card column are refused by column and change nothing", "[hostile][csv]")
{
    CatalogueSandbox sandbox;
    // Columns and whether 0 is allowed (docs/DATABASE.md: capacities, bandwidths, TDP and peaks are > 0).
    const std::vector<std::pair<const char*, bool>> columns{
        {"memory_gb", false},   {"memory_bandwidth_gbs", false},
        {"tdp_w", false},       {"idle_w", true},
        {"fp32_tflops", false}, {"tf32_tflops", false},
        {"bf16_tflops", false}, {"fp16_tflops", false},
        {"fp8_tflops", false},  {"int8_tops", false},
        {"int4_tops", false},   {"interconnect_gbs", false},
        {"pcie_gen", false},    {"launch_year", false},
        {"price", true},        {"price_low", true},
        {"price_high", true},
    };
    for (const auto& [name, zeroAllowed] : columns) {
        std::vector<HostileValue> values;
        for (const HostileValue& v : hostileNumbers())
            if (!v.text.trimmed().isEmpty()) // an empty numeric cell is "unknown", which is allowed
                values.push_back(v);
        if (!zeroAllowed)
            values.push_back(zeroValue());
        const QString column = QString::fromLatin1(name);
        for (const HostileValue& value : values) {
            INFO(name << " = " << value.label);
            const CliRun run = importBytes(sandbox, cardWith(column, value.text), QStringLiteral("cards"));
            CHECK(run.exitCode == 1);
            CHECK(run.err.contains(QStringLiteral("row 2, column ") + column));
            CHECK(run.err.contains(QStringLiteral("nothing was changed")));
            CHECK(run.err.size() < 1000);
            CHECK(run.out.isEmpty());
        }
    }
    QString why;
    const bool same = sandbox.unchanged(why, {QStringLiteral("import.csv")});
    INFO(why.toStdString());
    CHECK(same);
}

TEST_CASE("hostile text, ids, choices, dates and currencies in card cells are refused by column", "[hostile][csv]")
{
    CatalogueSandbox sandbox;
    const std::vector<std::tuple<const char*, const char*, QString>> cells{
        {"id", "empty", QString()},
        {"id", "upper case", QStringLiteral("My-Card")},
        {"id", "space", QStringLiteral("my card")},
        {"id", "SQL", QStringLiteral("x'; DROP TABLE cards; --")},
        {"id", "long", QString(100'000, u'a')},
        {"id", "replacement character", QStringLiteral("card-\uFFFD")},
        {"vendor", "empty", QString()},
        {"vendor", "blank", QStringLiteral("   ")},
        {"model", "long", longText()},
        {"model", "replacement character", QStringLiteral("H\uFFFD100")},
        {"notes", "long", longText()},
        {"source", "control characters", QStringLiteral("a\u0000b\u001Bc")},
        {"segment", "unknown", QStringLiteral("datacenter")},
        {"segment", "long", longText()},
        {"interconnect", "unknown", QStringLiteral("carrier-pigeon")},
        {"price_currency", "lower case", QStringLiteral("usd")},
        {"price_currency", "long", longText()},
        {"price_date", "not a date", QStringLiteral("yesterday")},
        {"price_date", "impossible", QStringLiteral("2024-02-30")},
        {"price_confidence", "unknown tag", QStringLiteral("certain")},
        {"price_confidence", "upper case", QStringLiteral("LIST")},
        {"source_date", "long", longText()},
        {"built_in", "ignored but hostile", QStringLiteral("maybe")},
    };
    for (const auto& [name, label, value] : cells) {
        INFO(name << " = " << label);
        const QString column = QString::fromLatin1(name);
        const CliRun run = importBytes(sandbox, cardWith(column, value), QStringLiteral("cards"));
        if (column == u"built_in") {
            // built_in is bookkeeping: an import ignores the column, so the card is added as the user's own.
            CHECK(run.exitCode == 0);
            continue;
        }
        CHECK(run.exitCode == 1);
        CHECK(run.err.contains(QStringLiteral("column ") + column));
        CHECK(run.err.size() < 1000);
        CHECK(run.out.isEmpty());
    }
}

TEST_CASE("hostile price ranges are refused by column: a typical price outside its range is accepted", "[hostile][csv]")
{
    CatalogueSandbox sandbox;
    const QString header = QStringLiteral("id,vendor,model,source,price,price_low,price_high,price_currency\r\n");
    const std::vector<std::tuple<const char*, const char*, const char*>> rows{
        {"low above high", "my-card,V,M,T,100,120,110,USD", "column price_low"},
        {"range without its typical price", "my-card,V,M,T,,90,110,USD", "column price"},
        {"range without a currency", "my-card,V,M,T,100,90,110,", "column price_currency"},
    };
    for (const auto& [label, row, column] : rows) {
        INFO(label);
        const CliRun run = importBytes(sandbox, (header + QString::fromLatin1(row) + QStringLiteral("\r\n")).toUtf8(),
                                       QStringLiteral("cards"));
        CHECK(run.exitCode == 1);
        CHECK(run.err.contains(QString::fromLatin1(column)));
        CHECK(run.err.contains(QStringLiteral("nothing was changed")));
    }
    QString why;
    const bool same = sandbox.unchanged(why, {QStringLiteral("import.csv")});
    INFO(why.toStdString());
    CHECK(same);

    // 130 above its own 90-110 range: the user's to set (the views flag it), so the import takes it.
    const CliRun run = importBytes(sandbox, (header + QStringLiteral("my-card,V,M,T,130,90,110,USD\r\n")).toUtf8(),
                                   QStringLiteral("cards"));
    CHECK(run.exitCode == 0);
}

TEST_CASE("hostile CSV files are refused whole with a reason and change nothing", "[hostile][csv]")
{
    CatalogueSandbox sandbox;
    const QByteArray good = "id,vendor,model,source,tdp_w\r\nmy-card,V,M,S,100\r\n";
    const std::vector<std::tuple<const char*, QByteArray, QString>> files{
        {"empty file", QByteArray(), QStringLiteral("empty")},
        {"byte-order mark only", QByteArray("\xEF\xBB\xBF"), QStringLiteral("empty")},
        {"non-UTF-8 bytes", QByteArray("id,vendor,model,source\r\nmy-card,V\xFF\xFE,M,S\r\n"), QStringLiteral("UTF-8")},
        {"NUL bytes", QByteArray("id,vendor,model,source\r\nmy-card,V\0,M,S\r\n", 39), QStringLiteral("row 2")},
        {"unterminated quote", QByteArray("id,vendor,model,source\r\nmy-card,\"V,M,S\r\n"), QStringLiteral("quote")},
        {"text after a closing quote", QByteArray("id,vendor,model,source\r\nmy-card,\"V\"x,M,S\r\n"),
         QStringLiteral("quote")},
        {"too few fields", QByteArray("id,vendor,model,source\r\nmy-card,V\r\n"), QStringLiteral("fields")},
        {"too many fields", QByteArray("id,vendor,model,source\r\nmy-card,V,M,S,extra\r\n"), QStringLiteral("fields")},
        {"no id column", QByteArray("vendor,model\r\nV,M\r\n"), QStringLiteral("id")},
        {"unknown column", QByteArray("id,vendor,model,source,warp_factor\r\nmy-card,V,M,S,9\r\n"),
         QStringLiteral("warp_factor")},
        {"duplicate column", QByteArray("id,vendor,vendor,model,source\r\nmy-card,V,V,M,S\r\n"),
         QStringLiteral("twice")},
        {"duplicate id", good + "my-card,V,M,S,200\r\n", QStringLiteral("twice")},
        {"one bad row among good ones", good + "other-card,V,M,S,-5\r\n", QStringLiteral("tdp_w")},
        {"idle above TDP", QByteArray("id,vendor,model,source,tdp_w,idle_w\r\nmy-card,V,M,S,100,200\r\n"),
         QStringLiteral("idle_w")},
        {"price without currency", QByteArray("id,vendor,model,source,price\r\nmy-card,V,M,S,100\r\n"),
         QStringLiteral("price_currency")},
        {"a million empty rows of commas",
         QByteArray("id,vendor,model,source\r\n") + QByteArray(",,,\r\n").repeated(200'000), QStringLiteral("row 2")},
        {"100k columns in the header", QByteArray("id") + QByteArray(",x").repeated(100'000) + "\r\n",
         QStringLiteral("x")},
        // Encodings (issue 18): what is detected must decode, or the file is refused with the place named.
        {"UTF-16 LE mark and an odd byte count", QByteArray("\xFF\xFEi\0d\0,", 7), QStringLiteral("UTF-16 LE")},
        {"UTF-16 BE unpaired surrogate", QByteArray("\xFE\xFF\xD8\x00\x00\x61", 6), QStringLiteral("surrogate")},
        {"UTF-8 mark, then GBK bytes", QByteArray("\xEF\xBB\xBFid,vendor,model,source\r\nmy-card,\xBB\xAA,M,S\r\n"),
         QStringLiteral("row 2, byte offset 35")},
        {"neither UTF-8 nor GB18030", QByteArray("id,vendor,model,source\r\nmy-card,V\x80,M,S\r\n"),
         QStringLiteral("row 2, byte offset 33")},
        {"GBK lead byte cut off at the end", QByteArray("id,vendor,model,source\r\nmy-card,V,M,S\xD6"),
         QStringLiteral("byte offset 37")},
    };
    for (const auto& [label, bytes, named] : files) {
        INFO(label);
        const CliRun run = importBytes(sandbox, bytes, QStringLiteral("cards"));
        CHECK(run.exitCode == 1);
        CHECK(run.err.contains(named));
        CHECK(run.out.isEmpty());
        // At most 100 problems listed, then a count: a header line, 100 problems and the count line.
        CHECK(run.err.count(u'\n') <= 102);
    }
    QString why;
    const bool same = sandbox.unchanged(why, {QStringLiteral("import.csv")});
    INFO(why.toStdString());
    CHECK(same);
}

TEST_CASE("a CSV import with more than 100 problems lists the first 100 and counts the rest", "[hostile][csv]")
{
    CatalogueSandbox sandbox;
    // 150 rows, each with a negative TDP on rows 2 to 151: 150 problems, the first 100 listed (rows 2 to 101).
    QByteArray bytes = "id,vendor,model,source,tdp_w\r\n";
    for (int i = 0; i < 150; ++i)
        bytes += "card-" + QByteArray::number(i) + ",V,M,S,-5\r\n";
    const CliRun run = importBytes(sandbox, bytes, QStringLiteral("cards"));
    CHECK(run.exitCode == 1);
    CHECK(run.err.contains(QStringLiteral("row 101, column tdp_w")));
    CHECK_FALSE(run.err.contains(QStringLiteral("row 102, column tdp_w")));
    CHECK(run.err.contains(QStringLiteral("... and 50 more problems after these 100")));
    CHECK(run.err.count(u'\n') == 102);
}

TEST_CASE("hostile rows in the other tables name their column too", "[hostile][csv]")
{
    CatalogueSandbox sandbox;
    const std::vector<std::tuple<const char*, QByteArray, QString>> files{
        {"servers", "id,name,source,card_id,gpus_per_server\r\nmy-server,S,T,no-such-card,8\r\n",
         QStringLiteral("column card_id")},
        {"servers", "id,name,source,card_id,gpus_per_server\r\nmy-server,S,T,h100-sxm-80gb,nan\r\n",
         QStringLiteral("column gpus_per_server")},
        {"servers", "id,name,source,card_id,system_max_w\r\nmy-server,S,T,h100-sxm-80gb,-1e30\r\n",
         QStringLiteral("column system_max_w")},
        {"facilities", "id,name,pue\r\nmy-idc,F,inf\r\n", QStringLiteral("pue")},
        {"facilities", "id,name,electricity_price_per_kwh\r\nmy-idc,F,1e30\r\n",
         QStringLiteral("electricity_price_per_kwh")},
        {"cloud_offers", "id,provider,card_id,on_demand_per_gpu_hour\r\nmy-offer,P,h100-sxm-80gb,-3\r\n",
         QStringLiteral("on_demand_per_gpu_hour")},
        {"cloud_offers", "id,provider,card_id,spot_per_gpu_hour\r\nmy-offer,P,h100-sxm-80gb,-0.5\r\n",
         QStringLiteral("spot_per_gpu_hour")},
        {"cloud_offers", "id,provider,card_id,spot_per_gpu_hour,confidence\r\nmy-offer,P,h100-sxm-80gb,1,sure\r\n",
         QStringLiteral("column confidence")},
        {"servers", "id,name,source,card_id,host_share\r\nmy-server,S,T,h100-sxm-80gb,-0.2\r\n",
         QStringLiteral("column host_share")},
        {"models", "id,display_name,max_context\r\nmy-model,M,1.5\r\n", QStringLiteral("max_context")},
    };
    for (const auto& [table, bytes, named] : files) {
        INFO(table << ": " << bytes.toStdString());
        const CliRun run = importBytes(sandbox, bytes, QString::fromLatin1(table));
        CHECK(run.exitCode == 1);
        CHECK(run.err.contains(named));
        CHECK(run.out.isEmpty());
    }
    QString why;
    const bool same = sandbox.unchanged(why, {QStringLiteral("import.csv")});
    INFO(why.toStdString());
    CHECK(same);
}
