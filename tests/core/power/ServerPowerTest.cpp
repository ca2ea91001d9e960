#include "power/ServerPower.h"
#include "../performance/CardFixtures.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

Server dgxH100()
{
    // NVIDIA DGX H100 user guide: 8 x H100 SXM, 10.2 kW system maximum, 6 x 3.3 kW PSUs (4+2).
    Server s;
    s.id = "dgx-h100";
    s.name = "DGX H100";
    s.gpusPerServer = 8;
    s.systemMaxPower = Watts::kilowatts(10.2);
    return s;
}

} // namespace

TEST_CASE("DGX H100 averages 80% of its system maximum in training", "[power][published]")
{
    // Measured: 76% (Newkirk et al. 2025) to 82% (Latif et al. 2025) of 10.2 kW. Model: GPUs 8 x 640.5 W
    // = 5,124 W; host (10.2 - 5.6 kW) x (0.3 + 0.4 x 0.9) = 4,600 x 0.66 = 3,036 W; total 8,160 W = 0.8 x 10.2 kW.
    const auto p = serverPowerProfile(fixtures::h100(), dgxH100());
    REQUIRE(p);
    CHECK(p->systemMax.inWatts() == 10'200.0);
    CHECK(p->hostMax.inWatts() == Approx(4'600.0));
    CHECK(serverAveragePower(*p, PowerWorkload::Training, 0.0).inWatts() == Approx(8'160.0));
    // Idle: 8 x 105 + 4,600 x 0.3 = 2,220 W, 21.8% of the maximum (datacenter.md: 20-25%).
    CHECK(serverAveragePower(*p, PowerWorkload::Idle, 0.0).inWatts() == Approx(2'220.0));
}

TEST_CASE("Without a vendor maximum: 1.8 x TDP for SXM, 1.4 x + 1 kW for PCIe", "[power]")
{
    // 8 x 700 W x 1.8 = 10,080 W (datacenter.md sec. 4.1 heuristic, DGX H100 10.2 / 5.6 = 1.82).
    CHECK(serverPowerProfile(fixtures::h100(), std::nullopt)->systemMax.inWatts() == Approx(10'080.0));
    // 8 x L4 72 W: 576 x 1.4 + 1,000 = 1,806.4 W.
    CHECK(serverPowerProfile(fixtures::l4(), std::nullopt)->systemMax.inWatts() == Approx(1'806.4));
}

TEST_CASE("A host overhead adds to the GPUs: DC parts go over the PSU efficiency", "[power]")
{
    // The catalogue's example 4 x L40S PCIe box: host overhead 0.4 x 1,400 W + 1,000 W = 1,560 W, a wall figure,
    // so system max = 4 x 350 + 1,560 = 2,960 W (serverMaxPower gives the same).
    Server s;
    s.name = "4 x L40S box";
    s.gpusPerServer = 4;
    s.hostOverhead = Watts::of(1'560);
    const auto wall = serverPowerProfile(fixtures::l40s(), s);
    REQUIRE(wall);
    CHECK(wall->systemMax.inWatts() == Approx(2'960.0));
    CHECK(wall->psuEfficiency == 1.0);

    // A host measured as DC parts (600 W): (4 x 350 + 600) / 0.94 = 2,127.66 W at the wall.
    s.hostOverhead = Watts::of(600);
    const auto dc = serverPowerProfile(fixtures::l40s(), s, kTypicalPsuEfficiency);
    CHECK(dc->systemMax.inWatts() == Approx(2000.0 / 0.94));
    // Idle: (4 x 52.5 + 600 x 0.3) / 0.94 = 390 / 0.94.
    CHECK(serverAveragePower(*dc, PowerWorkload::Idle, 0.0).inWatts() == Approx(390.0 / 0.94));
}

TEST_CASE("A cluster rounds servers up and multiplies by PUE", "[power]")
{
    const auto p = *serverPowerProfile(fixtures::h100(), dgxH100());
    // 20 GPUs -> 3 servers: peak = 3 x 4,600 + 20 x 700 = 27,800 W; training average
    // = 20 x 640.5 + 3 x 3,036 = 21,918 W; facility x 1.3.
    const auto c = clusterPower(p, 20, PowerWorkload::Training, 0.0, 1.3);
    CHECK(c.servers == 3);
    CHECK(c.itPeak.inWatts() == Approx(27'800.0));
    CHECK(c.itAverage.inWatts() == Approx(21'918.0));
    CHECK(c.facilityAverage.inWatts() == Approx(21'918.0 * 1.3));
    CHECK(c.facilityPeak.inWatts() == Approx(27'800.0 * 1.3));
}

TEST_CASE("No TDP and no vendor maximum: power unknown", "[power]")
{
    Accelerator unknown;
    CHECK_FALSE(serverPowerProfile(unknown, std::nullopt));
}
