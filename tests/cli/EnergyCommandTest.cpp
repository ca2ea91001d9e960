#include "CliTestSupport.h"

#include <QJsonObject>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

TEST_CASE("energy --json reproduces the seed article's worked examples", "[cli][energy]")
{
    // shared/seeds/002 sec. 4: 500 W x 24 h x 90 days = 1,080 kWh, 540 at 0.5 per kWh.
    CliRun run = runCliWith({"energy", "--power-w", "500", "--hours", "2160", "--price", "0.5", "--json"});
    REQUIRE(run.exitCode == 0);
    QJsonObject json = run.json();
    CHECK(json.value("kwh").toDouble() == 1080.0);
    CHECK(json.value("cost").toDouble() == 540.0);
    CHECK(json.value("co2_kg").isNull());

    // 100 W for a year = 876 kWh, 438; 10,000 such cards = 4.38 million a year.
    run = runCliWith({"energy", "--power-w", "100", "--hours", "8760", "--price", "0.5", "--json"});
    REQUIRE(run.exitCode == 0);
    CHECK(run.json().value("kwh").toDouble() == 876.0);
    CHECK(run.json().value("cost").toDouble() == 438.0);
    run = runCliWith({"energy", "--power-w", "100", "--hours", "8760", "--count", "10000", "--price", "0.5", "--json"});
    REQUIRE(run.exitCode == 0);
    CHECK(run.json().value("kwh").toDouble() == 8'760'000.0);
    CHECK(run.json().value("cost").toDouble() == 4'380'000.0);
}

TEST_CASE("energy applies PUE before cost and CO2", "[cli][energy]")
{
    // 700 W x 8 cards x 1,000 h = 5,600 kWh IT; x PUE 1.25 = 7,000 kWh; x 0.6 = 4,200; x 0.5 kg = 3,500 kg.
    const CliRun run = runCliWith({"energy", "--power-w", "700", "--hours", "1000", "--count", "8", "--pue", "1.25",
                                   "--price", "0.6", "--carbon", "0.5", "--json"});
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    CHECK(json.value("it_kwh").toDouble() == Approx(5600.0));
    CHECK(json.value("kwh").toDouble() == Approx(7000.0));
    CHECK(json.value("cost").toDouble() == Approx(4200.0));
    CHECK(json.value("co2_kg").toDouble() == Approx(3500.0));
}

TEST_CASE("energy refuses missing and out-of-range options by name", "[cli][energy]")
{
    CliRun run = runCliWith({"energy", "--hours", "10", "--price", "0.5"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--power-w"));

    run = runCliWith({"energy", "--power-w", "100", "--hours", "10", "--price", "0.5", "--pue", "0.8"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--pue"));

    run = runCliWith({"energy", "--power-w", "100", "--hours", "10", "--price", "0.5", "--carbon", "9"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--carbon"));

    // Without --json a readable summary.
    run = runCliWith({"energy", "--power-w", "500", "--hours", "2160", "--price", "0.5"});
    CHECK(run.exitCode == 0);
    CHECK(run.out.contains("1080.000 kWh"));
    CHECK(run.out.contains("540.00"));
}

TEST_CASE("energy --card: one card's draw at a load from its load curve, capped or not", "[cli][energy]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString db = dir.filePath(QStringLiteral("catalogue.sqlite"));
    // H100 SXM without a measured profile or idle figure: idle 15 % of 700 W = 105 W, busy 700 W (assumed). At 50 %
    // load 105 + 0.5 x 595 = 402.5 W; over 1,000 h, 402.5 kWh. Capped at 400 W: 105 + 0.5 x 295 = 252.5 W.
    CliRun run = runCliWith({"energy", "--card", "h100-sxm-80gb", "--load", "0.5", "--hours", "1000", "--price", "1",
                             "--json", "--database", db});
    REQUIRE(run.exitCode == 0);
    CHECK(run.json().value("power_w_each").toDouble() == Approx(402.5));
    CHECK(run.json().value("it_kwh").toDouble() == Approx(402.5));
    CHECK(run.json().value("power_evidence").toString() == "assumed");
    run = runCliWith({"energy", "--card", "h100-sxm-80gb", "--load", "0.5", "--power-cap-w", "400", "--hours", "1000",
                      "--price", "1", "--json", "--database", db});
    REQUIRE(run.exitCode == 0);
    CHECK(run.json().value("power_w_each").toDouble() == Approx(252.5));
    CHECK(run.json().value("power_cap_w").toDouble() == 400.0);

    run = runCliWith(
        {"energy", "--card", "h100-sxm-80gb", "--power-cap-w", "0", "--hours", "10", "--price", "1", "--database", db});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--power-cap-w"));
    run = runCliWith({"energy", "--power-w", "100", "--load", "0.5", "--hours", "10", "--price", "1"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--load"));
}
