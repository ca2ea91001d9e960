#include "cost/UnitCosts.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Cost per million output tokens", "[unit-costs]")
{
    // 10,000 a month serving 1,000 tokens/s half the time: 1,000 x 3,600 x 730 x 0.5 = 1.314e9 tokens
    // -> 10,000 / 1,314 = 7.61 per million.
    CHECK(costPerMillionTokens(Money::amount(10'000), 1'000, 0.5)->inCurrencyUnits() == Approx(10'000.0 / 1'314.0));
    CHECK(costPerMillionTokens(Money::amount(10'000), 0, 0.5).error().field == "throughput");
    CHECK(costPerMillionTokens(Money::amount(10'000), 100, 1.5).error().field == "utilisation");
}

TEST_CASE("Cost of a training run", "[unit-costs]")
{
    // DeepSeek-V3's own sum (tech report, Table 1): 2.788M H800 GPU-hours at $2 per GPU-hour = $5.576M.
    CHECK(trainingRunCost(2'788'000, Money::amount(2.0)).inCurrencyUnits() == 5'576'000.0);
}

TEST_CASE("Cost per million output tokens when renting", "[unit-costs]")
{
    // 8 GPUs at 2.00 per GPU-hour serving 4,000 tokens/s: 16 per hour / 14.4 M tokens per hour = 1.111 per M,
    // whatever the share of the month it serves (only those hours are rented).
    CHECK(rentedCostPerMillionTokens(Money::amount(2.0), 8, 4'000)->inCurrencyUnits() == Approx(16.0 / 14.4));
    CHECK(rentedCostPerMillionTokens(Money::amount(2.0), 0, 4'000).error().field == "gpus");
    CHECK(rentedCostPerMillionTokens(Money::amount(0.0), 8, 4'000).error().field == "cloud-price");
    CHECK(rentedCostPerMillionTokens(Money::amount(2.0), 8, 0).error().field == "throughput");
}
