#include "power/ServerPower.h"
#include "rack/FeedLoss.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
Server dgx(double maxKw, double psuKw, int psus, int redundant)
{
    Server s;
    s.id = "dgx";
    s.systemMaxPower = Watts::kilowatts(maxKw);
    s.psuCount = psus;
    s.psuRating = Watts::kilowatts(psuKw);
    s.psuRedundant = redundant;
    return s;
}
} // namespace

TEST_CASE("The vendor's system maximum wins over the card sum", "[rack][power]")
{
    // DGX H100: 8 x 700 W = 5.6 kW of GPUs, 10.2 kW system maximum (datacenter.md 3.4).
    Accelerator h100;
    h100.tdp = Watts::of(700);
    const auto power = serverMaxPower(dgx(10.2, 3.3, 6, 2), &h100);
    REQUIRE(power);
    CHECK(power->inKilowatts() == Approx(10.2));
}

TEST_CASE("Without a system maximum: GPUs x TDP + host overhead", "[rack][power]")
{
    // 4 x 72 W (L4) + 1,000 W host = 1,288 W.
    Accelerator l4;
    l4.tdp = Watts::of(72);
    Server box;
    box.gpusPerServer = 4;
    box.hostOverhead = Watts::of(1000);
    const auto power = serverMaxPower(box, &l4);
    REQUIRE(power);
    CHECK(power->inWatts() == Approx(1288.0));

    l4.tdp.reset();
    const auto unknown = serverMaxPower(box, &l4);
    REQUIRE_FALSE(unknown);
    CHECK(unknown.error().field == "system max power");
    CHECK_FALSE(serverMaxPower(box, nullptr));
}

TEST_CASE("Feed loss on a 4+2 DGX H100 throttles it", "[rack][power][feeds]")
{
    // NVIDIA DGX H100 user guide (via datacenter.md 1.6): 6 x 3.3 kW, 4+2; one feed keeps 3 x 3.3 = 9.9 kW < 10.2.
    const Server h100 = dgx(10.2, 3.3, 6, 2);
    const FeedLossCheck check = checkFeedLoss(h100, *h100.systemMaxPower);
    CHECK(check.known);
    CHECK(check.psusOnOneFeed == 3);
    CHECK(check.capacityOnOneFeed.inKilowatts() == Approx(9.9));
    CHECK(check.throttled);
    // DGX B200: 6 x 3.3 kW, 5+1, 14.3 kW: one feed keeps 9.9 kW, throttled too.
    CHECK(checkFeedLoss(dgx(14.3, 3.3, 6, 1), Watts::kilowatts(14.3)).throttled);
    // A server whose half of the PSUs covers its maximum keeps full power: 4 x 3 kW, 2 per feed = 6 kW >= 5 kW.
    CHECK_FALSE(checkFeedLoss(dgx(5.0, 3.0, 4, 2), Watts::kilowatts(5)).throttled);
}

TEST_CASE("Feed loss without a PSU rating counts PSUs", "[rack][power][feeds]")
{
    Server s;
    s.psuCount = 6;
    s.psuRedundant = 3; // 3+3 (Dell XE9680 fault-tolerant redundancy): one feed keeps the 3 it needs
    CHECK_FALSE(checkFeedLoss(s, Watts::kilowatts(10)).throttled);
    s.psuRedundant = 2; // 4+2: 3 left, 4 needed
    CHECK(checkFeedLoss(s, Watts::kilowatts(10)).throttled);
    s.psuCount = 0; // unknown: no verdict
    CHECK_FALSE(checkFeedLoss(s, Watts::kilowatts(10)).known);
}

TEST_CASE("One server maximum for the rack, the facility and the energy model", "[rack][power]")
{
    // The rack planner's serverMaxPower and the power model's systemMax are one rule (issue 9 joined them).
    Accelerator h100;
    h100.tdp = Watts::of(700);
    h100.formFactor = "SXM5";
    Server dgxH100 = dgx(10.2, 3.3, 6, 2);
    CHECK(serverMaxPower(dgxH100, &h100)->inWatts() == serverPowerProfile(h100, dgxH100)->systemMax.inWatts());

    // No vendor maximum and no host overhead: the SXM heuristic, 1.8 x 8 x 700 W = 10,080 W (datacenter.md 4.1),
    // not the 5,600 W of the GPUs alone, which would undersize breakers and cooling.
    Server bare;
    bare.id = "bare";
    bare.gpusPerServer = 8;
    CHECK(serverMaxPower(bare, &h100)->inWatts() == Approx(10'080.0));

    // A vendor maximum below the GPUs' own TDP sum cannot be the system's: 5 kW < 5.6 kW, so the heuristic again.
    Server low = dgx(5.0, 3.3, 6, 2);
    CHECK(serverMaxPower(low, &h100)->inWatts() == Approx(10'080.0));

    // An edge module's TDP covers its CPU (the catalogue's Jetson AGX Orin box: one 60 W module, no host).
    Accelerator orin;
    orin.tdp = Watts::of(60);
    orin.segment = Segment::Edge;
    Server box;
    box.id = "edge";
    box.gpusPerServer = 1;
    CHECK(serverMaxPower(box, &orin)->inWatts() == Approx(60.0));
    CHECK(serverPowerProfile(orin, box)->systemMax.inWatts() == Approx(60.0));

    // A server without GPUs is its host; a vendor maximum stands in for an unknown TDP.
    Server storage;
    storage.gpusPerServer = 0;
    storage.hostOverhead = Watts::of(800);
    CHECK(serverMaxPower(storage, nullptr)->inWatts() == Approx(800.0));
    Accelerator unknown;
    CHECK(serverMaxPower(dgxH100, &unknown)->inKilowatts() == Approx(10.2));
}
