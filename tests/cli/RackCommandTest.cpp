#include "CatalogueCliSupport.h"
#include "CliTestSupport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

namespace {

/// `rack` reads servers and facilities from the catalogue (Qt Sql: its driver plugins need a QCoreApplication).
class RackCli {
public:
    RackCli() { ensureCatalogueCliApplication(); }

    CliRun run(QStringList arguments) const
    {
        arguments.prepend(QStringLiteral("rack"));
        arguments << QStringLiteral("--database") << dir_.filePath(QStringLiteral("catalogue.sqlite"));
        return runCliWith(arguments);
    }

private:
    QTemporaryDir dir_;
};

bool hasCode(const QJsonObject& json, const char* code)
{
    for (const auto& reason : json.value("reason_details").toArray())
        if (reason.toObject().value("code").toString() == QLatin1String(code))
            return true;
    return false;
}

} // namespace

TEST_CASE("rack --json: four DGX H100 in one rack", "[cli][rack]")
{
    // datacenter.md worked examples: 4 x 10.2 kW = 40.8 kW = 139,215 BTU/h = 11.6 tons; 6,446 CFM at 20 F.
    // At 415 V three-phase, PF 1: 40,800 / (sqrt(3) x 415) = 56.8 A on each of the A and B feeds.
    const RackCli cli;
    const CliRun run = cli.run({"--server", "dgx-h100", "--servers", "4", "--servers-per-rack", "4", "--voltage", "415",
                                "--phases", "3", "--power-factor", "1", "--json"});
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    CHECK(json.value("servers_per_rack").toInt() == 4);
    CHECK(json.value("binding_constraint").toString() == "space");
    CHECK(json.value("racks").toInt() == 1);
    CHECK(json.value("it_kw_max").toDouble() == Approx(40.8));
    CHECK(json.value("it_kw_avg").toDouble() == Approx(32.64));   // x 0.8 load factor
    CHECK(json.value("facility_kw").toDouble() == Approx(53.04)); // x PUE 1.3
    CHECK(json.value("btu_per_h").toDouble() == Approx(139215.0).margin(0.5));
    CHECK(json.value("cooling_tons").toDouble() == Approx(11.6).margin(0.005));
    CHECK(json.value("cfm").toDouble() == Approx(6446.0).margin(0.5));
    CHECK(json.value("amps_per_feed_phase").toDouble() == Approx(56.8).margin(0.05));
    CHECK(json.value("breaker_amps_needed").toDouble() == Approx(71.0).margin(0.05));
    CHECK(json.value("cooling_method").toString() == "rear-door");
    CHECK(json.value("feed_loss_throttled").toBool()); // 4+2 PSUs
    CHECK_FALSE(json.contains("fits"));                // no facility, no verdict
}

TEST_CASE("rack --json: one DGX H100 and the breaker limit", "[cli][rack]")
{
    const RackCli cli;
    CliRun run = cli.run({"--server", "dgx-h100", "--servers", "1", "--json"});
    REQUIRE(run.exitCode == 0);
    CHECK(run.json().value("btu_per_h").toDouble() == Approx(34804.0).margin(0.5));
    CHECK(run.json().value("cooling_tons").toDouble() == Approx(2.90).margin(0.005));
    // 415 V 3-phase 63 A, 80%, PF 0.95 = 34,416 W per feed: 3 servers per rack; 10 servers -> 4 racks.
    run = cli.run({"--server", "dgx-h100", "--servers", "10", "--voltage", "415", "--phases", "3", "--breaker-amps",
                   "63", "--json"});
    REQUIRE(run.exitCode == 0);
    CHECK(run.json().value("servers_per_rack").toInt() == 3);
    CHECK(run.json().value("binding_constraint").toString() == "feed-power");
    CHECK(run.json().value("racks").toInt() == 4);
}

TEST_CASE("rack --facility: a metro retail 220 V 32 A cabinet refuses DGX racks with reasons", "[cli][rack][facility]")
{
    // Built-in cn-shanghai-tier3-metro: 220 V x 32 A x 0.8 x 0.95 = 5.35 kW per feed, contained air 15 kW.
    // Asked for by the id of the example site it replaced (example-tier1-bgp-edge): old ids keep working.
    const RackCli cli;
    const CliRun run = cli.run({"--server", "dgx-h100", "--servers", "4", "--servers-per-rack", "4", "--facility",
                                "example-tier1-bgp-edge", "--json"});
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    CHECK_FALSE(json.value("fits").toBool());
    CHECK(json.value("reasons").toArray().size() == 2);
    CHECK(hasCode(json, "rack-power"));
    CHECK(hasCode(json, "cooling-capacity"));
    CHECK(json.value("reasons").toArray().at(0).toString().contains("40.8 kW per rack"));
    CHECK(json.value("yearly_cost").toObject().value("currency").toString() == "CNY");
}

TEST_CASE("rack --facility: the high-density hall takes them, cooling binds", "[cli][rack][facility]")
{
    // Built-in cn-wuhu-hub-liquid: air-cooled DGX racks get its 25 kW contained air (its direct-liquid loops do
    // not serve air-cooled servers): 2 per rack, 16 servers in 8 racks.
    const RackCli cli;
    const CliRun run =
        cli.run({"--server", "dgx-h100", "--servers", "16", "--facility", "cn-wuhu-hub-liquid", "--json"});
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    CHECK(json.value("fits").toBool());
    CHECK(json.value("reasons").toArray().isEmpty());
    CHECK(json.value("servers_per_rack").toInt() == 2);
    CHECK(json.value("binding_constraint").toString() == "cooling");
    CHECK(json.value("racks").toInt() == 8);
    CHECK(json.value("warnings").toArray().size() == 1); // 4+2 PSUs throttle on one feed
}

TEST_CASE("rack --facility with ticked requirements", "[cli][rack][facility]")
{
    const RackCli cli;
    const CliRun run = cli.run({"--server", "example-pcie-4x-l4-2u", "--servers", "2", "--facility", "hk-overseas-node",
                                "--icp", "filing-regime", "--min-tier", "4", "--require", "idc-licence,dual-feeds",
                                "--certification", "ISO 27001", "--json"});
    REQUIRE(run.exitCode == 0);
    const QJsonObject json = run.json();
    CHECK_FALSE(json.value("fits").toBool());
    CHECK(hasCode(json, "icp-filing"));          // Hong Kong: outside the filing regime
    CHECK(hasCode(json, "uptime-tier"));         // Tier III < IV
    CHECK(hasCode(json, "licence"));             // no licences listed
    CHECK_FALSE(hasCode(json, "certification")); // ISO/IEC 27001 held
    CHECK_FALSE(hasCode(json, "dual-feeds"));
}

TEST_CASE("rack: bad options and unknown ids exit 2 and name the option", "[cli][rack]")
{
    const RackCli cli;
    CliRun run = cli.run({"--server", "no-such-server", "--servers", "1"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--server"));
    run = cli.run({"--server", "dgx-h100"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--servers"));
    run = cli.run({"--server", "dgx-h100", "--servers", "1", "--phases", "2"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--phases"));
    run = cli.run({"--server", "dgx-h100", "--servers", "1", "--facility", "nowhere"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--facility"));
    run = cli.run({"--server", "dgx-h100", "--servers", "1", "--require", "gold-plating"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--require"));
}

TEST_CASE("rack without --json prints a readable summary", "[cli][rack]")
{
    const RackCli cli;
    const CliRun run = cli.run({"--server", "dgx-h100", "--servers", "2"});
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains("Servers per rack: 5 (bound by space), racks: 1"));
    CHECK(run.out.contains("69608 BTU/h")); // 2 x 10,200 W x 3.41214 = 69,607.7
}
