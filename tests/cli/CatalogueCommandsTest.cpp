#define CATCH_CONFIG_EXTERNAL_INTERFACES
#include <catch2/catch.hpp>

#include "CliTestSupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace {

/// The catalogue commands open SQLite through Qt Sql, whose driver plugins need a QCoreApplication; test mode
/// keeps a forgotten --database away from the real user data folder.
struct CatalogueQtListener : Catch::TestEventListenerBase {
    using TestEventListenerBase::TestEventListenerBase;
    void testRunStarting(const Catch::TestRunInfo&) override
    {
        if (!QCoreApplication::instance()) {
            static int argc = 1;
            static char name[] = "cli_tests";
            static char* argv[] = {name, nullptr};
            static QCoreApplication app(argc, argv);
        }
        QStandardPaths::setTestModeEnabled(true);
    }
};

QJsonArray jsonArray(const CliRun& run) { return QJsonDocument::fromJson(run.out.toUtf8()).array(); }

QJsonObject rowWithId(const QJsonArray& rows, const char* id)
{
    for (const auto& row : rows)
        if (row.toObject().value(QStringLiteral("id")).toString() == QLatin1String(id))
            return row.toObject();
    FAIL("no row " << id);
    return {};
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

} // namespace

CATCH_REGISTER_LISTENER(CatalogueQtListener)

TEST_CASE("cli cards --json lists the catalogue with documented keys and real figures", "[cli][catalogue]")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const CliRun run =
        runCliWith({QStringLiteral("cards"), QStringLiteral("--json"), QStringLiteral("--database"), db});
    REQUIRE(run.exitCode == 0);
    CHECK(run.err.isEmpty());
    const QJsonArray cards = jsonArray(run);
    CHECK(cards.size() == 65);
    // NVIDIA H100 datasheet via gpu_specs.csv: 80 GB, 3,350 GB/s, 700 W, dense BF16 989.5, FP8 1,979, INT8 1,979.
    const QJsonObject h100 = rowWithId(cards, "h100-sxm-80gb");
    CHECK(h100.value(QStringLiteral("vendor")).toString() == QStringLiteral("NVIDIA"));
    CHECK(h100.value(QStringLiteral("memory_gb")).toDouble() == 80.0);
    CHECK(h100.value(QStringLiteral("memory_bandwidth_gbs")).toDouble() == 3350.0);
    CHECK(h100.value(QStringLiteral("tdp_w")).toDouble() == 700.0);
    CHECK(h100.value(QStringLiteral("bf16_tflops")).toDouble() == 989.5);
    CHECK(h100.value(QStringLiteral("fp8_tflops")).toDouble() == 1979.0);
    CHECK(h100.value(QStringLiteral("int8_tops")).toDouble() == 1979.0);
    CHECK(h100.value(QStringLiteral("segment")).toString() == QStringLiteral("training"));
    CHECK(h100.value(QStringLiteral("built_in")).toBool());
    CHECK(h100.value(QStringLiteral("interconnect_gbs")).toDouble() == 900.0);
    // Unknown is null, never zero.
    CHECK(h100.value(QStringLiteral("idle_w")).isNull());
    CHECK(rowWithId(cards, "ascend-910b").value(QStringLiteral("tdp_w")).isNull());
    // prices.md section 1, row "H100 SXM 80GB": 25,000 / 30,000 / 40,000 USD from 2023-08, tag S = press.
    CHECK(h100.value(QStringLiteral("price")).toDouble() == 30000.0);
    CHECK(h100.value(QStringLiteral("price_low")).toDouble() == 25000.0);
    CHECK(h100.value(QStringLiteral("price_high")).toDouble() == 40000.0);
    CHECK(h100.value(QStringLiteral("price_currency")).toString() == QStringLiteral("USD"));
    CHECK(h100.value(QStringLiteral("price_date")).toString() == QStringLiteral("2023-08"));
    CHECK(h100.value(QStringLiteral("price_confidence")).toString() == QStringLiteral("press"));
    CHECK(h100.value(QStringLiteral("price_source")).toString().contains(QStringLiteral("Raymond James")));
    // No price in the reference: null range, empty tag.
    const QJsonObject a10 = rowWithId(cards, "a10");
    CHECK(a10.value(QStringLiteral("price_low")).isNull());
    CHECK(a10.value(QStringLiteral("price_confidence")).toString().isEmpty());
}

TEST_CASE("cli servers, facilities and clouds list their tables", "[cli][catalogue]")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const auto list = [&](const char* command) {
        const CliRun run =
            runCliWith({QString::fromLatin1(command), QStringLiteral("--json"), QStringLiteral("--database"), db});
        REQUIRE(run.exitCode == 0);
        return jsonArray(run);
    };
    const QJsonArray servers = list("servers");
    CHECK(servers.size() == 16);
    // DGX H100 user guide: 10.2 kW maximum, 6 x 3.3 kW PSUs, 4+2.
    const QJsonObject dgx = rowWithId(servers, "dgx-h100");
    CHECK(dgx.value(QStringLiteral("system_max_w")).toDouble() == 10200.0);
    CHECK(dgx.value(QStringLiteral("psu_count")).toInt() == 6);
    CHECK(dgx.value(QStringLiteral("psu_redundant")).toInt() == 2);
    // prices.md section 2, row "NVIDIA DGX H100": 270,000 / 329,580 / 375,000 USD, "S (low) / W" -> weak;
    // host share 329,580 / (8 x 30,000) - 1 = 0.37.
    CHECK(dgx.value(QStringLiteral("price")).toDouble() == 329580.0);
    CHECK(dgx.value(QStringLiteral("price_low")).toDouble() == 270000.0);
    CHECK(dgx.value(QStringLiteral("price_high")).toDouble() == 375000.0);
    CHECK(dgx.value(QStringLiteral("price_confidence")).toString() == QStringLiteral("weak"));
    CHECK(dgx.value(QStringLiteral("host_share")).toDouble() == 0.37);
    // datacenter.md section 4.1: one 400G ConnectX-7 per GPU.
    CHECK(dgx.value(QStringLiteral("network_gbps_per_gpu")).toDouble() == 400.0);
    CHECK(rowWithId(servers, "dgx-h800").value(QStringLiteral("network_gbps_per_gpu")).isNull());

    const QJsonArray facilities = list("facilities");
    CHECK(facilities.size() == 9);
    CHECK_FALSE(rowWithId(facilities, "hk-overseas-node").value(QStringLiteral("icp_filing_required")).toBool());
    CHECK(rowWithId(facilities, "us-ashburn-colo-per-kw").value(QStringLiteral("price_per_kw_month")).toDouble()
          == 184.06);
    // The GDS REIT's wholesale hosting fee, CNY 570 per kW-month (prices-2026-12-update.md section 6 [P*]).
    CHECK(rowWithId(facilities, "cn-horinger-hub-liquid").value(QStringLiteral("price_per_kw_month")).toDouble()
          == 570.0);

    const QJsonArray clouds = list("clouds");
    CHECK(clouds.size() == 54);
    for (const QJsonValue& offer : clouds) {
        const QJsonObject o = offer.toObject();
        for (const char* key :
             {"card_id", "on_demand_per_gpu_hour", "reserved_per_gpu_hour", "one_year_per_gpu_hour",
              "three_year_per_gpu_hour", "spot_per_gpu_hour", "currency", "region", "date", "source", "confidence"}) {
            INFO(o.value(QStringLiteral("id")).toString().toStdString() << " " << key);
            CHECK(o.contains(QString::fromLatin1(key)));
        }
    }
    // prices.md section 3, row "A100 80GB · Azure ND A100 v4 · East US": 2.27 (3y) / 3.06 (1y) / 3.67 (OD) [P].
    const QJsonObject azure = rowWithId(clouds, "azure-nd-a100-v4");
    CHECK(azure.value(QStringLiteral("card_id")).toString() == QStringLiteral("a100-sxm-80gb"));
    CHECK(azure.value(QStringLiteral("on_demand_per_gpu_hour")).toDouble() == 3.67);
    CHECK(azure.value(QStringLiteral("one_year_per_gpu_hour")).toDouble() == 3.06);
    CHECK(azure.value(QStringLiteral("three_year_per_gpu_hour")).toDouble() == 2.27);
    CHECK(azure.value(QStringLiteral("spot_per_gpu_hour")).isNull());
    CHECK(azure.value(QStringLiteral("confidence")).toString() == QStringLiteral("list"));
    // DeepSeek-V3 report: USD 2 per H800 GPU-hour.
    CHECK(rowWithId(clouds, "h800-rental-deepseek-v3").value(QStringLiteral("on_demand_per_gpu_hour")).toDouble()
          == 2.0);
}

TEST_CASE("cli cards prints a readable table with units", "[cli][catalogue]")
{
    QTemporaryDir dir;
    const CliRun run =
        runCliWith({QStringLiteral("cards"), QStringLiteral("--database"), dir.filePath(QStringLiteral("c.sqlite"))});
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains(QStringLiteral("BF16 TFLOPS")));
    CHECK(run.out.contains(QStringLiteral("memory GB")));
    const QString h100Line = run.out.split(u'\n').filter(QStringLiteral("h100-sxm-80gb")).value(0);
    CHECK(h100Line.contains(QStringLiteral("989.5")));
    CHECK(h100Line.contains(QStringLiteral("built-in")));
}

TEST_CASE("cli db export then import of an unchanged file changes nothing", "[cli][catalogue]")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const QString out = dir.filePath(QStringLiteral("export"));
    const CliRun exported =
        runCliWith({QStringLiteral("db"), QStringLiteral("export"), out, QStringLiteral("--database"), db});
    REQUIRE(exported.exitCode == 0);
    for (const char* table : {"cards", "servers", "facilities", "cloud_offers", "models"})
        CHECK(QFile::exists(QDir(out).filePath(QString::fromLatin1(table) + QStringLiteral(".csv"))));
    CHECK(exported.out.contains(QStringLiteral("cards.csv (65 rows)")));

    const CliRun imported =
        runCliWith({QStringLiteral("db"), QStringLiteral("import"), QDir(out).filePath(QStringLiteral("cards.csv")),
                    QStringLiteral("--table"), QStringLiteral("cards"), QStringLiteral("--database"), db});
    REQUIRE(imported.exitCode == 0);
    CHECK(imported.out.trimmed()
          == QStringLiteral("cards: 0 added, 0 updated, 65 unchanged (read as UTF-8, comma-separated)"));
}

TEST_CASE("cli db import adds the user's rows and refuses a bad file whole", "[cli][catalogue]")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const QString good = dir.filePath(QStringLiteral("good.csv"));
    writeFile(good,
              "id,vendor,model,memory_gb,tdp_w,segment,source\r\nacme-x1,Acme,X1,96,500,inference,quote 2026-11\r\n");
    CliRun run = runCliWith({QStringLiteral("db"), QStringLiteral("import"), good, QStringLiteral("--table"),
                             QStringLiteral("cards"), QStringLiteral("--database"), db});
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains(QStringLiteral("1 added")));
    run = runCliWith({QStringLiteral("cards"), QStringLiteral("--json"), QStringLiteral("--database"), db});
    const QJsonObject mine = rowWithId(jsonArray(run), "acme-x1");
    CHECK_FALSE(mine.value(QStringLiteral("built_in")).toBool());
    CHECK(mine.value(QStringLiteral("tdp_w")).toDouble() == 500.0);

    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    writeFile(bad,
              "id,vendor,model,tdp_w,segment,source\r\nok-card,Acme,Y,100,both,q\r\nbad-card,Acme,Z,-3,gaming,q\r\n");
    run = runCliWith({QStringLiteral("db"), QStringLiteral("import"), bad, QStringLiteral("--table"),
                      QStringLiteral("cards"), QStringLiteral("--database"), db});
    CHECK(run.exitCode == 1);
    CHECK(run.err.contains(QStringLiteral("nothing was changed")));
    CHECK(run.err.contains(QStringLiteral("row 3, column tdp_w:")));
    CHECK(run.err.contains(QStringLiteral("row 3, column segment:")));
    run = runCliWith({QStringLiteral("cards"), QStringLiteral("--json"), QStringLiteral("--database"), db});
    CHECK(jsonArray(run).size() == 66); // ok-card of the refused file was not added
}

TEST_CASE("cli db usage errors name the option and the choices", "[cli][catalogue]")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    CliRun run = runCliWith(
        {QStringLiteral("db"), QStringLiteral("import"), QStringLiteral("x.csv"), QStringLiteral("--database"), db});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains(QStringLiteral("--table: is required")));

    run = runCliWith({QStringLiteral("db"), QStringLiteral("import"), QStringLiteral("x.csv"),
                      QStringLiteral("--table"), QStringLiteral("gpus"), QStringLiteral("--database"), db});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains(QStringLiteral("cards, servers, facilities, cloud_offers, models")));

    run = runCliWith({QStringLiteral("db"), QStringLiteral("vacuum"), QStringLiteral("--database"), db});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains(QStringLiteral("not one of: export, import, check")));

    run = runCliWith({QStringLiteral("cards"), QStringLiteral("extra"), QStringLiteral("--database"), db});
    CHECK(run.exitCode == 2);

    run = runCliWith({QStringLiteral("servers"), QStringLiteral("--help")});
    CHECK(run.exitCode == 0);
    CHECK(run.out.contains(QStringLiteral("--database")));
}

TEST_CASE("cli db check passes a sound file and reports a damaged one", "[cli][catalogue]")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    CliRun run = runCliWith({QStringLiteral("db"), QStringLiteral("check"), QStringLiteral("--database"), db});
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains(QStringLiteral("ok: no problems found")));
    CHECK(run.out.contains(QStringLiteral("cards: 65 rows (65 built-in, 0 the user's)")));

    const QString damaged = dir.filePath(QStringLiteral("damaged.sqlite"));
    // SQLite's header then noise: a damaged catalogue (a file without the header is left alone: tests/hostile).
    const QByteArray header("SQLite format 3", 16);
    writeFile(damaged, header + QByteArray("not a database at all ").repeated(100));
    run = runCliWith({QStringLiteral("db"), QStringLiteral("check"), QStringLiteral("--database"), damaged});
    CHECK(run.exitCode == 1);
    CHECK(run.out.contains(QStringLiteral("is damaged")));
    CHECK(run.err.contains(QStringLiteral("catalogue: The catalogue")));

    // An import never goes into the in-memory fallback, where it would be lost.
    writeFile(damaged, header + QByteArray("still not a database ").repeated(100));
    const QString csv = dir.filePath(QStringLiteral("one.csv"));
    writeFile(csv, "id,vendor,model,segment,source\r\nacme-x1,Acme,X1,both,q\r\n");
    run = runCliWith({QStringLiteral("db"), QStringLiteral("import"), csv, QStringLiteral("--table"),
                      QStringLiteral("cards"), QStringLiteral("--database"), damaged});
    CHECK(run.exitCode == 1);
    CHECK(run.err.contains(QStringLiteral("nothing was imported")));
}

TEST_CASE("cli site sets Our site, and refuses bad input naming the option, writing nothing", "[cli][site]")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    const auto site = [&](QStringList options) {
        return runCliWith(QStringList{QStringLiteral("site"), QStringLiteral("--database"), db} + options);
    };
    // "Our own site: 2 racks x 12 kW", liquid, CNY 5,000 a rack-month, 0.40 per kWh, PUE 1.2.
    const CliRun set = site({QStringLiteral("--racks"), QStringLiteral("2"), QStringLiteral("--kw-per-rack"),
                             QStringLiteral("12"), QStringLiteral("--cooling"), QStringLiteral("liquid"),
                             QStringLiteral("--rent"), QStringLiteral("5000"), QStringLiteral("--electricity-price"),
                             QStringLiteral("0.4"), QStringLiteral("--pue"), QStringLiteral("1.2")});
    INFO(set.err.toStdString());
    REQUIRE(set.exitCode == 0);
    CHECK(set.out.contains(QStringLiteral("liquid")));
    CHECK(set.out.contains(QStringLiteral("5000 CNY per rack-month")));

    const std::pair<const char*, const char*> refused[] = {{"--racks", "0"},
                                                           {"--kw-per-rack", "250"},
                                                           {"--rent", "-1"},
                                                           {"--pue", "3.2"},
                                                           {"--electricity-price", "-0.1"}};
    for (const auto& [option, value] : refused) {
        INFO(option);
        const CliRun bad = site({QString::fromLatin1(option), QString::fromLatin1(value)});
        CHECK(bad.exitCode == 2);
        CHECK(bad.err.contains(QString::fromLatin1(option) + QStringLiteral(":")));
        CHECK(bad.err.contains(QStringLiteral("nothing was written")));
    }
    const CliRun kw = site({QStringLiteral("--kw-per-rack"), QStringLiteral("0.5")});
    CHECK(kw.err.contains(QStringLiteral("from 1 to 200")));
    // Nothing was written: the site is still the one set above.
    const CliRun shown = site({});
    REQUIRE(shown.exitCode == 0);
    CHECK(shown.out.contains(QStringLiteral("PUE:               1.2")));
    CHECK(shown.out.contains(QStringLiteral("racks:             2")));
}
