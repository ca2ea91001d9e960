#include "power/EnergyCost.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

ElectricityResult bill(double watts, Duration period, int count, double pue, double price,
                       std::optional<double> carbon = std::nullopt)
{
    ElectricityInputs in;
    in.itPowerEach = Watts::of(watts);
    in.count = count;
    in.period = period;
    in.pue = pue;
    in.tariff = Tariff::flat(Money::amount(price));
    in.carbonKgPerKwh = carbon;
    auto r = electricityCost(in);
    REQUIRE(r);
    return *r;
}

} // namespace

TEST_CASE("Seed article worked examples come out exactly", "[energy][published]")
{
    // shared/seeds/002 (AI硬件11), sec. 4: "500W x 24 小时 x 90 天 = 1080 度; 电费约 540 元" at 0.5 元/度.
    const auto training = bill(500, Duration::days(90), 1, 1.0, 0.5);
    CHECK(training.itEnergy.inKilowattHours() == 1080.0);
    CHECK(training.facilityEnergy.inKilowattHours() == 1080.0);
    CHECK(training.cost.inCurrencyUnits() == 540.0);

    // "100W x 24 小时 x 365 天 = 876 度; 电费约 438 元/年".
    const auto inference = bill(100, Duration::days(365), 1, 1.0, 0.5);
    CHECK(inference.itEnergy.inKilowattHours() == 876.0);
    CHECK(inference.cost.inCurrencyUnits() == 438.0);
    CHECK(bill(100, Duration::years(1), 1, 1.0, 0.5).cost.inCurrencyUnits() == 438.0);

    // "一万张 100W 的推理卡，一年电费就是 438 万元" and "降到 50W，一年就省 200 多万" (2.19 million).
    const auto fleet = bill(100, Duration::years(1), 10'000, 1.0, 0.5);
    CHECK(fleet.itEnergy.inKilowattHours() == 8'760'000.0);
    CHECK(fleet.cost.inCurrencyUnits() == 4'380'000.0);
    const auto halved = bill(50, Duration::years(1), 10'000, 1.0, 0.5);
    CHECK((fleet.cost - halved.cost).inCurrencyUnits() == 2'190'000.0);
}

TEST_CASE("PUE multiplies facility energy: cost and CO2 are charged on it", "[energy]")
{
    // datacenter.md sec. 5.2 worked example: 16 DGX H100 at 0.76 x 10.2 kW = 124.032 kW IT for a year
    // = 1,086,520.32 kWh; x PUE 1.3 = 1,412,476.4 kWh; x 0.38 CNY (Hohhot) = 536,741 CNY;
    // x 0.5366 kg/kWh (China 2022 grid factor) = 757.9 t CO2.
    const auto r = bill(124'032, Duration::years(1), 1, 1.3, 0.38, 0.5366);
    CHECK(r.itEnergy.inKilowattHours() == Approx(1'086'520.32).epsilon(1e-12));
    CHECK(r.facilityEnergy.inKilowattHours() == Approx(1'412'476.416).epsilon(1e-12));
    CHECK(r.cost.roundedToMinorUnit() == Approx(536'741.04).epsilon(1e-12));
    REQUIRE(r.co2Kg);
    CHECK(*r.co2Kg / 1000.0 == Approx(757.9).epsilon(1e-4));
}

TEST_CASE("Without a grid factor emissions are unknown", "[energy]")
{
    CHECK_FALSE(bill(500, Duration::hours(1), 1, 1.0, 0.5).co2Kg);
}

TEST_CASE("Time-of-use tariffs average by share of hours", "[energy]")
{
    // 8 h peak at 1.0, 8 h flat at 0.6, 8 h valley at 0.3: (1.0 + 0.6 + 0.3) / 3 = 0.6333... per kWh.
    Tariff tou;
    tou.bands = {{"peak", 1.0 / 3.0, Money::amount(1.0)},
                 {"flat", 1.0 / 3.0, Money::amount(0.6)},
                 {"valley", 1.0 / 3.0, Money::amount(0.3)}};
    CHECK(averagePricePerKwh(tou).inCurrencyUnits() == Approx(1.9 / 3.0).epsilon(1e-12));
    ElectricityInputs in;
    in.itPowerEach = Watts::kilowatts(1.0);
    in.period = Duration::hours(24);
    in.tariff = tou;
    CHECK(electricityCost(in)->cost.inCurrencyUnits() == Approx(24 * 1.9 / 3.0).epsilon(1e-12));
    tou.bands.pop_back(); // shares now add up to 2/3
    in.tariff = tou;
    CHECK(electricityCost(in).error().field == "price");
}

TEST_CASE("Bad electricity inputs name the field", "[energy]")
{
    ElectricityInputs in;
    in.itPowerEach = Watts::of(-1);
    in.period = Duration::hours(1);
    CHECK(electricityCost(in).error().field == "power-w");
    in.itPowerEach = Watts::of(100);
    in.pue = 0.9;
    CHECK(electricityCost(in).error().field == "pue");
    in.pue = 1.2;
    in.count = -1;
    CHECK(electricityCost(in).error().field == "count");
    in.count = 1;
    in.carbonKgPerKwh = -0.1;
    CHECK(electricityCost(in).error().field == "carbon");
    in.carbonKgPerKwh.reset();
    in.period = Duration::hours(-1);
    CHECK(electricityCost(in).error().field == "hours");
}
