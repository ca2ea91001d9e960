#include "rack/RackElectrical.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
RackOffer circuit(double volts, int phases, double amps, double derating = 0.8, double pf = 1.0)
{
    RackOffer rack;
    rack.voltage = volts;
    rack.phases = phases;
    rack.breakerAmps = amps;
    rack.derating = derating;
    rack.powerFactor = pf;
    return rack;
}
} // namespace

TEST_CASE("208 V three-phase 30 A at 80% carries 8,646 VA", "[rack][electrical]")
{
    // datacentermd.com via datacenter.md 1.3: 208 x 30 x sqrt(3) x 0.8 = 8,646 VA.
    const RackOffer us = circuit(208, 3, 30);
    CHECK(nameplateVoltAmperes(us) == Approx(10808.0).margin(0.5)); // table: 10.81 kVA
    CHECK(usableVoltAmperes(us) == Approx(8646.0).margin(0.5));
}

TEST_CASE("Circuit capacity table of the reference", "[rack][electrical]")
{
    // datacenter.md 1.3 table, nameplate kVA / 80% usable kVA.
    CHECK(nameplateVoltAmperes(circuit(220, 1, 16)) == Approx(3520.0));
    CHECK(usableVoltAmperes(circuit(220, 1, 16)) == Approx(2816.0));
    CHECK(usableVoltAmperes(circuit(220, 1, 32)) == Approx(5632.0));
    CHECK(nameplateVoltAmperes(circuit(380, 3, 32)) / 1000 == Approx(21.06).margin(0.005));
    CHECK(usableVoltAmperes(circuit(380, 3, 32)) / 1000 == Approx(16.85).margin(0.005));
    CHECK(nameplateVoltAmperes(circuit(400, 3, 63)) / 1000 == Approx(43.65).margin(0.005));
    CHECK(usableVoltAmperes(circuit(400, 3, 63)) / 1000 == Approx(34.92).margin(0.005));
    CHECK(usableVoltAmperes(circuit(415, 3, 32)) / 1000 == Approx(18.40).margin(0.005));
    CHECK(usableVoltAmperes(circuit(208, 3, 60)) / 1000 == Approx(17.29).margin(0.005));
}

TEST_CASE("Real power a feed carries includes the power factor", "[rack][electrical]")
{
    // 220 V x 16 A x 0.8 x 0.95 = 2,675.2 W.
    CHECK(usableFeedPower(circuit(220, 1, 16, 0.8, 0.95)).inWatts() == Approx(2675.2));
    // Derating 1.0: the contract says the full figure is usable.
    CHECK(usableFeedPower(circuit(220, 1, 16, 1.0, 1.0)).inWatts() == Approx(3520.0));
}

TEST_CASE("A+B feed currents for four DGX H100 (40.8 kW)", "[rack][electrical]")
{
    // datacenter.md 1.6: each feed carries the whole rack. At 415 V: 40,800 / (sqrt(3) x 415) = 56.8 A, 71.0 A
    // with the 80% rule; at 208 V: 113 A, 142 A. (The reference divides by V and sqrt(3) only: PF 1.)
    const Watts rack = Watts::kilowatts(40.8);
    RackOffer feed415 = circuit(415, 3, 32);
    const FeedLoad at415 = feedLoad(rack, feed415);
    CHECK(at415.ampsPerPhase == Approx(56.8).margin(0.05));
    CHECK(at415.breakerAmpsNeeded == Approx(71.0).margin(0.05));
    CHECK(at415.feeds == 2);
    // 40,800 VA over 18,401 VA usable per 415 V 32 A circuit = 2.2: "more than one ... PDU per side".
    CHECK(at415.circuitsPerFeed == 3);

    const FeedLoad at208 = feedLoad(rack, circuit(208, 3, 30));
    CHECK(at208.ampsPerPhase == Approx(113.25).margin(0.01));
    CHECK(at208.breakerAmpsNeeded == Approx(141.6).margin(0.05));
    // 40,800 / 8,646 = 4.7: "about five 208 V/30 A/3-phase circuits per side".
    CHECK(at208.circuitsPerFeed == 5);

    feed415.dualFeeds = false;
    CHECK(feedLoad(rack, feed415).feeds == 1);
}

TEST_CASE("Power factor raises apparent power and current", "[rack][electrical]")
{
    // datacenter.md 1.6: 40.8 kW at PF 0.95 is 42.9 kVA; current 56.76 / 0.95 = 59.75 A at 415 V.
    const FeedLoad load = feedLoad(Watts::kilowatts(40.8), circuit(415, 3, 63, 0.8, 0.95));
    CHECK(load.voltAmperes == Approx(42947.4).margin(0.1));
    CHECK(load.ampsPerPhase == Approx(59.75).margin(0.01));
    // Single phase: I = P / (V x PF) = 7,000 / 230 = 30.43 A.
    CHECK(lineCurrentAmps(Watts::kilowatts(7), circuit(230, 1, 32)) == Approx(30.4348).margin(1e-4));
}

TEST_CASE("An exact multiple of the circuit needs exactly that many circuits", "[rack][electrical]")
{
    const RackOffer c = circuit(230, 1, 32, 0.8, 1.0); // 5,888 VA usable
    CHECK(feedLoad(Watts::of(3 * 5888.0), c).circuitsPerFeed == 3);
    CHECK(feedLoad(Watts::of(3 * 5888.0 + 1.0), c).circuitsPerFeed == 4);
}

TEST_CASE("Bad rack offers name the field", "[rack][electrical]")
{
    CHECK(validateRackOffer(circuit(230, 2, 16))->field == "phases");
    CHECK(validateRackOffer(circuit(0, 1, 16))->field == "voltage");
    CHECK(validateRackOffer(circuit(230, 1, 0))->field == "breaker");
    CHECK(validateRackOffer(circuit(230, 1, 16, 1.2))->field == "derating");
    CHECK(validateRackOffer(circuit(230, 1, 16, 0.8, 0.0))->field == "power factor");
    CHECK_FALSE(validateRackOffer(circuit(230, 1, 16)).has_value());
}
