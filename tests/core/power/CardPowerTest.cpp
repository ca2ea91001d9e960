#include "power/CardPower.h"
#include "../performance/CardFixtures.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Idle defaults to 15% of TDP when the card has no idle figure", "[power]")
{
    // H100 700 W: idle 105 W (measured Hopper idle is about 70-100 W, datacenter.md sec. 4.3).
    const auto p = cardPowerProfile(fixtures::h100());
    REQUIRE(p);
    CHECK(p->idle.inWatts() == Approx(105.0));
    CHECK(p->idleEstimated);

    Accelerator withIdle = fixtures::h100();
    withIdle.idlePower = Watts::of(80);
    CHECK(cardPowerProfile(withIdle)->idle.inWatts() == 80.0);
    CHECK_FALSE(cardPowerProfile(withIdle)->idleEstimated);
}

TEST_CASE("Card draw moves from idle towards TDP with the workload", "[power]")
{
    const auto p = *cardPowerProfile(fixtures::h100());
    // Training: 105 + 0.9 x 595 = 640.5 W; inference at 50% utilisation: 105 + 0.5 x 595 = 402.5 W.
    CHECK(cardAveragePower(p, PowerWorkload::Training, 0.0).inWatts() == Approx(640.5));
    CHECK(cardAveragePower(p, PowerWorkload::Inference, 0.5).inWatts() == Approx(402.5));
    CHECK(cardAveragePower(p, PowerWorkload::Idle, 1.0).inWatts() == Approx(105.0));
    // Utilisation is clamped to 0..1.
    CHECK(cardAveragePower(p, PowerWorkload::Inference, 2.0).inWatts() == Approx(700.0));
}

TEST_CASE("A card without a TDP has no power profile", "[power]")
{
    Accelerator unknown;
    CHECK_FALSE(cardPowerProfile(unknown));
}

TEST_CASE("Workload names round-trip", "[power]")
{
    for (auto w : {PowerWorkload::Idle, PowerWorkload::Training, PowerWorkload::Inference})
        CHECK(parsePowerWorkload(powerWorkloadName(w)) == w);
    CHECK_FALSE(parsePowerWorkload("mining"));
}
