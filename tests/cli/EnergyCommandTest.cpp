#include "CliTestSupport.h"

#include <QJsonObject>

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
