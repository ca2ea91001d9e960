#include "../performance/CardFixtures.h"
#include "performance/ComputePeak.h"
#include "power/CardPower.h"
#include "power/EnergyPerToken.h"
#include "power/PowerCap.h"
#include "power/ServerPower.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gputco;

// docs/MODEL.md, "Power under load": card draw = idle + (busy - idle) x load, busy = full load capped; host =
// host max x (0.3 + 0.4 x load); compute under a cap x (busy / full)^(1/3).

namespace {

Server dgxH100()
{
    // NVIDIA DGX H100 user guide: 8 x H100 SXM, 10.2 kW system maximum (datacenter.md sec. 4.1).
    Server s;
    s.id = "dgx-h100";
    s.name = "DGX H100";
    s.gpusPerServer = 8;
    s.systemMaxPower = Watts::kilowatts(10.2);
    return s;
}

Accelerator capped(Accelerator card, double watts)
{
    card.powerCap = Watts::of(watts);
    return card;
}

} // namespace

TEST_CASE("A DGX H100 at 0, 50 and 100 % load, worked by hand", "[power]")
{
    // No measured power for the fixture: idle 15 % of 700 W = 105 W, full load = TDP 700 W (assumed); host max
    // 10,200 - 8 x 700 = 4,600 W.
    // 0 %:   8 x 105 + 4,600 x 0.3 = 840 + 1,380 = 2,220 W
    // 50 %:  8 x (105 + 0.5 x 595) + 4,600 x 0.5 = 3,220 + 2,300 = 5,520 W
    // 100 %: 8 x 700 + 4,600 x 0.7 = 5,600 + 3,220 = 8,820 W
    const auto p = serverPowerProfile(fixtures::h100(), dgxH100());
    REQUIRE(p);
    CHECK(p->card.assumed());
    CHECK(serverPowerAtLoad(*p, 0.0).inWatts() == Approx(2'220.0));
    CHECK(serverPowerAtLoad(*p, 0.5).inWatts() == Approx(5'520.0));
    CHECK(serverPowerAtLoad(*p, 1.0).inWatts() == Approx(8'820.0));
    CHECK(p->systemMax.inWatts() == Approx(10'200.0));
}

TEST_CASE("A 400 W cap on the same server: power, maximum and compute, worked by hand", "[power]")
{
    // Busy = min(700, 400) = 400 W. Idle is below the cap, so 0 % is unchanged.
    // 0 %:   2,220 W
    // 50 %:  8 x (105 + 0.5 x 295) + 2,300 = 2,020 + 2,300 = 4,320 W
    // 100 %: 8 x 400 + 3,220 = 6,420 W
    // System maximum: 10,200 - 8 x (700 - 400) = 7,800 W. Compute: (400 / 700)^(1/3) = 0.8298 of the peak.
    const Accelerator h100 = capped(fixtures::h100(), 400.0);
    const auto p = serverPowerProfile(h100, dgxH100());
    REQUIRE(p);
    CHECK(serverPowerAtLoad(*p, 0.0).inWatts() == Approx(2'220.0));
    CHECK(serverPowerAtLoad(*p, 0.5).inWatts() == Approx(4'320.0));
    CHECK(serverPowerAtLoad(*p, 1.0).inWatts() == Approx(6'420.0));
    CHECK(p->systemMax.inWatts() == Approx(7'800.0));
    CHECK(*serverMaxPower(dgxH100(), &h100) == p->systemMax);
    CHECK(capComputeShare(h100) == Approx(0.8298).margin(1e-4));
    // The cluster's peak counts the capped cards: 2 servers' hosts + 12 x 400 W = 9,200 + 4,800 = 14,000 W.
    CHECK(clusterPower(*p, 12, PowerWorkload::Inference, 1.0, 1.0).itPeak.inWatts() == Approx(14'000.0));

    // The peak the performance model computes at falls by the same share, and says so.
    const ComputePeak peak = choosePeak(h100, Precision::FP8);
    REQUIRE(peak.perGpu);
    CHECK(peak.perGpu->inFlopsPerSecond() == Approx(1979e12 * std::cbrt(400.0 / 700.0)));
    REQUIRE_FALSE(peak.codedNotes.empty());
    CHECK(peak.codedNotes.back().code == PerformanceNoteCode::PowerCapped);
    CHECK(peak.codedNotes.back().count == 400);
}

TEST_CASE("A cap at or above the full-load draw changes nothing", "[power]")
{
    const auto free = serverPowerProfile(fixtures::h100(), dgxH100());
    const Accelerator high = capped(fixtures::h100(), 1'000.0);
    const auto p = serverPowerProfile(high, dgxH100());
    REQUIRE(p);
    CHECK(serverPowerAtLoad(*p, 0.7).inWatts() == Approx(serverPowerAtLoad(*free, 0.7).inWatts()));
    CHECK(p->systemMax.inWatts() == Approx(10'200.0));
    CHECK(capComputeShare(high) == 1.0);
    CHECK(choosePeak(high, Precision::BF16).perGpu->inFlopsPerSecond() == Approx(989.5e12));
}

TEST_CASE("A measured profile's idle and full-load power replace the TDP rule", "[power]")
{
    // Profile: idle 60 W, full load 620 W (measured-yours). At 50 %: 60 + 0.5 x 560 = 340 W; at 100 %: 620 W.
    // Capped at 500 W: busy 500 W, compute (500 / 620)^(1/3) = 0.9308.
    Accelerator card = fixtures::h100();
    EfficiencyProfile profile = assumedEfficiencyProfile(card.id);
    profile.evidence = EfficiencyEvidence::MeasuredYours;
    profile.idleWatts = 60.0;
    profile.fullLoadWatts = FigureRange{620.0, 600.0, 640.0};
    card.efficiency = profile;
    const auto p = cardPowerProfile(card);
    REQUIRE(p);
    CHECK_FALSE(p->assumed());
    CHECK(p->evidence == EfficiencyEvidence::MeasuredYours);
    CHECK(cardPowerAtLoad(*p, 0.0).inWatts() == Approx(60.0));
    CHECK(cardPowerAtLoad(*p, 0.5).inWatts() == Approx(340.0));
    CHECK(cardPowerAtLoad(*p, 1.0).inWatts() == Approx(620.0));
    CHECK(p->peak().inWatts() == Approx(700.0)); // sizing stays at the TDP

    card.powerCap = Watts::of(500.0);
    CHECK(cardPowerAtLoad(*cardPowerProfile(card), 1.0).inWatts() == Approx(500.0));
    CHECK(capComputeShare(card) == Approx(0.9308).margin(1e-4));
}

TEST_CASE("Without a cap or a measured profile the figures are the TDP rule's of before", "[power]")
{
    // The rule before power under load: idle + (TDP - idle) x utilisation. H100, u = 0.7: 105 + 0.7 x 595 = 521.5 W.
    const auto p = cardPowerProfile(fixtures::h100());
    REQUIRE(p);
    CHECK_FALSE(p->cap);
    CHECK(p->fullLoad.inWatts() == 700.0);
    CHECK(cardAveragePower(*p, PowerWorkload::Inference, 0.7).inWatts() == Approx(521.5));
    CHECK(choosePeak(fixtures::h100(), Precision::FP8).codedNotes.empty());
}

TEST_CASE("A cap must be above 0 W and at most 1.5 x TDP, and names its field", "[power]")
{
    const Accelerator h100 = fixtures::h100();
    CHECK_FALSE(checkPowerCap(h100, 350.0, "economics.power_caps.h100-sxm-80gb"));
    CHECK_FALSE(checkPowerCap(h100, 1'050.0, "x"));
    for (double bad : std::initializer_list<double>{0.0, -5.0, 1'050.5, std::nan("")}) {
        const auto e = checkPowerCap(h100, bad, "economics.power_caps.h100-sxm-80gb");
        REQUIRE(e);
        CHECK(e->field == "economics.power_caps.h100-sxm-80gb");
        CHECK(e->message.find("at most 1050 W") != std::string::npos);
    }
    Accelerator noTdp;
    noTdp.id = "mystery";
    CHECK(checkPowerCap(noTdp, 300.0, "--power-cap-w"));
}

TEST_CASE("Energy per output token is the average draw over the tokens served", "[power]")
{
    // 8,820 W serving 31,302.7 tokens/s at full use: 0.2818 J per token, 0.0783 kWh per million tokens.
    const auto full = energyPerOutputToken(Watts::of(8'820.0), 31'302.7, 1.0);
    REQUIRE(full);
    CHECK(full->joules == Approx(0.28176).margin(1e-5));
    CHECK(full->kwhPerMillionTokens == Approx(full->joules / 3.6));
    // At 50 % use the same deployment serves half the tokens on its average draw: 5,520 W / 15,651 tokens/s.
    CHECK(energyPerOutputToken(Watts::of(5'520.0), 31'302.7, 0.5)->joules == Approx(0.35268).margin(1e-5));
    CHECK_FALSE(energyPerOutputToken(Watts::of(100.0), 0.0, 1.0));
    CHECK_FALSE(energyPerOutputToken(Watts::of(100.0), 10.0, 0.0));
}

TEST_CASE("Setting caps twice gives the same cards", "[power]")
{
    std::vector<Accelerator> cards{fixtures::h100(), fixtures::l4()};
    applyPowerCaps(cards, {{"h100-sxm-80gb", 450.0}});
    applyPowerCaps(cards, {{"h100-sxm-80gb", 450.0}});
    REQUIRE(cards[0].powerCap);
    CHECK(cards[0].powerCap->inWatts() == 450.0);
    CHECK_FALSE(cards[1].powerCap);
    applyPowerCaps(cards, {});
    CHECK_FALSE(cards[0].powerCap);
}
