#include "rack/RackPlanner.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
// DGX H100: 10.2 kW maximum, 8U, air cooled (datacenter.md 3.4).
RackPlanInputs dgxH100(int servers)
{
    RackPlanInputs in;
    in.serverMaxPower = Watts::kilowatts(10.2);
    in.serverUnits = 8;
    in.servers = servers;
    in.rack.usableUnits = 42;
    in.rack.voltage = 415;
    in.rack.phases = 3;
    in.rack.breakerAmps = 63;
    in.rack.derating = 0.8;
    in.rack.powerFactor = 0.95;
    in.breakerLimitsRack = false;
    return in;
}
} // namespace

TEST_CASE("Four DGX H100 in one rack: 40.8 kW", "[rack][planner]")
{
    // datacenter.md 3.4 (NVIDIA SuperPOD H100 planning): 4 systems per rack = 40.8 kW, 4 x 8U = 32U of 42U.
    RackPlanInputs in = dgxH100(4);
    in.serversPerRack = 4;
    const auto plan = planRacks(in);
    REQUIRE(plan);
    CHECK(plan->serversPerRack == 4);
    CHECK(plan->racks == 1);
    CHECK(plan->maxServersBySpace == 5); // 42 / 8
    CHECK(plan->fits());
    CHECK(plan->rackMax.inKilowatts() == Approx(40.8));
    CHECK(plan->itMax.inKilowatts() == Approx(40.8));
    CHECK(plan->btuPerHour == Approx(139215.0).margin(0.5));
    CHECK(plan->coolingTons == Approx(11.6).margin(0.005));
    CHECK(plan->airflowCfm == Approx(6446.0).margin(0.5));
    CHECK(plan->coolingMethod == CoolingMethod::RearDoorHeatExchanger);
    CHECK(plan->inletClass == AshraeClass::H1);
    // 40,800 / (sqrt(3) x 415 x 0.95) = 59.75 A per phase on each of the A and B feeds.
    CHECK(plan->feed.ampsPerPhase == Approx(59.75).margin(0.01));
    CHECK(plan->feed.feeds == 2);
}

TEST_CASE("A SuperPOD scalable unit: 32 DGX H100 in 8 racks", "[rack][planner]")
{
    // datacenter.md 3.4: SU = 32 systems = 8 compute racks of 4.
    RackPlanInputs in = dgxH100(32);
    in.serversPerRack = 4;
    const auto plan = planRacks(in);
    REQUIRE(plan);
    CHECK(plan->racks == 8);
    CHECK(plan->itMax.inKilowatts() == Approx(326.4));
    CHECK(plan->rackAverage.inKilowatts() == Approx(40.8));
}

TEST_CASE("Sixteen DGX H100: IT and facility power of the reference's worked example", "[rack][planner]")
{
    // datacenter.md 5.2: IT max 16 x 10.2 = 163.2 kW; facility peak at PUE 1.3 = 212.2 kW; average IT at load
    // factor 0.76 = 124.0 kW.
    RackPlanInputs in = dgxH100(16);
    in.loadFactor = 0.76;
    in.pue = 1.3;
    const auto plan = planRacks(in);
    REQUIRE(plan);
    CHECK(plan->itMax.inKilowatts() == Approx(163.2));
    CHECK(plan->facilityMax.inKilowatts() == Approx(212.16));
    CHECK(plan->itAverage.inKilowatts() == Approx(124.032));
    CHECK(plan->facilityAverage.inKilowatts() == Approx(161.2416));
    // Space alone: 5 per rack, 4 racks (5 + 5 + 5 + 1); fullest rack 51 kW, average 40.8 kW.
    CHECK(plan->binding == RackConstraint::Space);
    CHECK(plan->serversPerRack == 5);
    CHECK(plan->racks == 4);
    CHECK(plan->rackMax.inKilowatts() == Approx(51.0));
    CHECK(plan->rackAverage.inKilowatts() == Approx(40.8));
    CHECK(plan->coolingMethod == CoolingMethod::DirectLiquid); // 51 kW > 45 kW rear-door limit
}

TEST_CASE("The feed binds: 415 V three-phase 63 A holds three DGX H100", "[rack][planner]")
{
    // 415 x 63 x sqrt(3) x 0.8 x 0.95 = 34,416 W per feed; 34,416 / 10,200 = 3.37 -> 3 servers.
    RackPlanInputs in = dgxH100(16);
    in.breakerLimitsRack = true;
    const auto plan = planRacks(in);
    REQUIRE(plan);
    REQUIRE(plan->maxServersByFeed);
    CHECK(*plan->maxServersByFeed == 3);
    CHECK(plan->binding == RackConstraint::FeedPower);
    CHECK(plan->serversPerRack == 3);
    CHECK(plan->racks == 6); // ceil(16 / 3)
    CHECK(plan->rackMax.inKilowatts() == Approx(30.6));
    // Switches drawing 4.5 kW per rack leave 29,916 W: 2 servers.
    in.otherEquipmentPerRack = Watts::kilowatts(4.5);
    CHECK(planRacks(in)->serversPerRack == 2);
}

TEST_CASE("The hall's cooling binds", "[rack][planner]")
{
    RackPlanInputs in = dgxH100(16);
    in.coolingLimitPerRack = Watts::kilowatts(25); // contained air: 25 / 10.2 = 2.45 -> 2
    const auto plan = planRacks(in);
    REQUIRE(plan);
    CHECK(plan->binding == RackConstraint::Cooling);
    CHECK(plan->serversPerRack == 2);
    CHECK(plan->racks == 8);
    CHECK(plan->rackMax.inKilowatts() == Approx(20.4));
    CHECK(plan->coolingMethod == CoolingMethod::ContainedAir);
}

TEST_CASE("Reserved units and ties", "[rack][planner]")
{
    RackPlanInputs in = dgxH100(4);
    in.reservedUnits = 12; // 30 U left: 3 servers of 8U
    CHECK(planRacks(in)->serversPerRack == 3);
    // Space and cooling both allow 5: the tie reports space.
    in.reservedUnits = 0;
    in.coolingLimitPerRack = Watts::kilowatts(51);
    const auto plan = planRacks(in);
    CHECK(plan->serversPerRack == 5);
    CHECK(plan->binding == RackConstraint::Space);
}

TEST_CASE("A server bigger than the feed: nothing fits, the plan says why", "[rack][planner]")
{
    // 208 V 3-phase 30 A: 8,646 VA x 0.95 = 8,214 W < 10.2 kW.
    RackPlanInputs in = dgxH100(2);
    in.rack.voltage = 208;
    in.rack.breakerAmps = 30;
    in.breakerLimitsRack = true;
    const auto plan = planRacks(in);
    REQUIRE(plan);
    CHECK(plan->serversPerRack == 0);
    CHECK(plan->racks == 0);
    CHECK(plan->binding == RackConstraint::FeedPower);
    CHECK_FALSE(plan->fits());
    CHECK(plan->rackMax.inKilowatts() == Approx(10.2)); // the refused one-server rack
    CHECK(plan->itMax.inKilowatts() == Approx(20.4));
}

TEST_CASE("A requested density that breaks the limits is reported", "[rack][planner]")
{
    RackPlanInputs in = dgxH100(8);
    in.serversPerRack = 4;
    in.coolingLimitPerRack = Watts::kilowatts(7); // "this IDC sells 7 kW racks with air cooling"
    const auto plan = planRacks(in);
    REQUIRE(plan);
    CHECK(plan->serversPerRack == 4);
    CHECK(plan->racks == 2);
    REQUIRE(plan->exceeded.size() == 1);
    CHECK(plan->exceeded.front() == RackConstraint::Cooling);
    CHECK_FALSE(plan->fits());
    CHECK(plan->rackMax.inKilowatts() == Approx(40.8));
}

TEST_CASE("Bad planner inputs name the field", "[rack][planner]")
{
    RackPlanInputs in = dgxH100(0);
    CHECK(planRacks(in).error().field == "servers");
    in = dgxH100(1);
    in.pue = 0.9;
    CHECK(planRacks(in).error().field == "pue");
    in = dgxH100(1);
    in.serverUnits = 0;
    CHECK(planRacks(in).error().field == "server units");
    in = dgxH100(1);
    in.loadFactor = 0;
    CHECK(planRacks(in).error().field == "load factor");
    in = dgxH100(1);
    in.rack.phases = 2;
    CHECK(planRacks(in).error().field == "phases");
    CHECK(rackConstraintName(RackConstraint::FeedPower) == "feed-power");
}
