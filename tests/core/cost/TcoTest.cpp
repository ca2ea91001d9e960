#include "cost/Tco.h"
#include "cost/CloudComparison.h"
#include "cost/Opex.h"
#include "cost/ResidualCurve.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// datacenter.md sec. 7.2: one 8 x H100 server in US colocation. Capex $250,000 over 5 years, no salvage;
// 10.2 kW contracted at $184.06/kW/month (CBRE H2 2024); metered energy 0.76 x 10.2 kW x PUE 1.3 at $0.08/kWh.
TcoResult usColocationServer(double residualShare = 0.0, double discountRate = 0.0)
{
    OpexInputs in;
    in.itAveragePower = Watts::kilowatts(0.76 * 10.2);
    in.pue = 1.3;
    in.tariff = Tariff::flat(Money::amount(0.08));
    in.colocation = ColocationPricing::PerKwMonth;
    in.contractedPower = Watts::kilowatts(10.2);
    in.pricePerKwMonth = Money::amount(184.06);
    auto opex = monthlyOpex(in, Money::amount(250'000));
    REQUIRE(opex);
    auto tco =
        computeTco(TcoInputs{Money::amount(250'000), *opex, 60, Money::amount(250'000 * residualShare), discountRate});
    REQUIRE(tco);
    return *tco;
}

} // namespace

TEST_CASE("Worked TCO example: one 8 x H100 server in US colocation", "[tco][published]")
{
    const TcoResult tco = usColocationServer();
    // Depreciation 50,000/yr; colocation 10.2 x 184.06 x 12 = 22,528.94; energy 7.752 kW x 1.3 x 8,760 h x 0.08
    // = 7,062.38; total 79,591.33 per year (the reference table rounds to 79,591).
    CHECK(tco.monthlyDepreciation.inCurrencyUnits() * 12 == Approx(50'000.0));
    CHECK(tco.monthlyOpex.inCurrencyUnits() * 12 == Approx(22'528.944 + 7'062.38).epsilon(1e-6));
    CHECK(tco.annualOwnedCost.inCurrencyUnits() == Approx(79'591.3).epsilon(1e-5));

    // At a zero discount rate the present value is the cash and the equivalent annual cost the straight line.
    CHECK(tco.npv.inCurrencyUnits() == Approx(5 * 79'591.33).epsilon(1e-6));
    CHECK(tco.equivalentAnnualCost.inCurrencyUnits() == Approx(tco.annualOwnedCost.inCurrencyUnits()));

    // Per GPU-hour: 1.136 at 100% and 1.622 at 70% utilisation.
    CHECK(costPerGpuHour(tco, 8, 1.0)->inCurrencyUnits() == Approx(1.136).epsilon(1e-3));
    CHECK(costPerGpuHour(tco, 8, 0.7)->inCurrencyUnits() == Approx(1.622).epsilon(1e-3));
}

TEST_CASE("Break-even utilisation against cloud prices matches the reference table", "[tco][published]")
{
    // U* = 79,591 / (P x 70,080 GPU-h): 56.8% at $2, 45.4% at $2.5, 37.9% at $3, 28.4% at $4. The owned cost
    // these imply is the 7.2 total, 79,591 USD a year = 1.136 USD per GPU-hour at full use x 70,080 GPU-hours
    // (8 GPUs x 8,760 h): 5-year straight line with no salvage and no discounting.
    const TcoResult tco = usColocationServer();
    const double prices[] = {2.0, 2.5, 3.0, 4.0};
    const double expected[] = {0.568, 0.454, 0.379, 0.284};
    for (int i = 0; i < 4; ++i)
        CHECK(compareWithCloud(tco, 8, Money::amount(prices[i]), 1.0)->breakEvenUtilisation
              == Approx(expected[i]).margin(0.0006));
}

TEST_CASE("Worked TCO example with the default residual curve and an 8 % discount rate", "[tco][published]")
{
    // The 7.2 server, 5 years, with the default residual curve: 12.5 % of 250,000 = 31,250 back after year 5
    // (prices.md sec. 4). Opex 29,591.33 a year = 2,465.94 a month.
    const TcoResult resale = usColocationServer(residualShareAfterMonths(ResidualCurve::dataCentreDefault(), 60));
    // Straight line: (250,000 - 31,250) / 5 = 43,750 depreciation + 29,591.33 = 73,341.33 a year;
    // NPV at 0 % = 250,000 - 31,250 + 60 x 2,465.94 = 366,706.64.
    CHECK(resale.residualValue.inCurrencyUnits() == Approx(31'250.0));
    CHECK(resale.annualOwnedCost.inCurrencyUnits() == Approx(73'341.33).epsilon(1e-6));
    CHECK(resale.npv.inCurrencyUnits() == Approx(366'706.64).epsilon(1e-6));
    CHECK(resale.equivalentAnnualCost.inCurrencyUnits() == Approx(73'341.33).epsilon(1e-6));
    CHECK(resale.cumulativeByMonth.back().inCurrencyUnits() == Approx(366'706.64).epsilon(1e-6));

    // At 8 % a year, month m is discounted by 1.08^(-m/12). The annuity of months 1..60 is
    // (1 - 1.08^-5) / (1.08^(1/12) - 1) = (1 - 0.680583) / 0.0064340 = 49.6449.
    // NPV = 250,000 + 2,465.944 x 49.6449 - 31,250 x 0.680583 = 250,000 + 122,421.55 - 21,268.22 = 351,153.33.
    // Equivalent annual cost = 12 x 351,153.33 / 49.6449 = 84,879.61 (above 73,341: capital has a cost).
    const TcoResult discounted = usColocationServer(0.125, 0.08);
    CHECK(discounted.npv.inCurrencyUnits() == Approx(351'153.33).epsilon(1e-6));
    CHECK(discounted.equivalentAnnualCost.inCurrencyUnits() == Approx(84'879.61).epsilon(1e-6));
    // The straight-line figures and the cash curve do not move with the rate.
    CHECK(discounted.annualOwnedCost.inCurrencyUnits() == Approx(73'341.33).epsilon(1e-6));
    // Break-even at 2.00 USD per GPU-hour: 84,879.61 / 140,160 = 60.6 % (56.8 % without resale or discount).
    CHECK(compareWithCloud(discounted, 8, Money::amount(2.0), 1.0)->breakEvenUtilisation
          == Approx(84'879.61 / 140'160.0).epsilon(1e-6));
    CHECK(costPerGpuHour(discounted, 8, 1.0)->inCurrencyUnits() == Approx(84'879.61 / 70'080.0).epsilon(1e-6));
}

TEST_CASE("A discount rate outside 0-50 % is refused by name", "[tco]")
{
    CHECK(computeTco(TcoInputs{Money::amount(1'000), {}, 12, Money::amount(0), -0.01}).error().field
          == "discount-rate");
    CHECK(computeTco(TcoInputs{Money::amount(1'000), {}, 12, Money::amount(0), 0.51}).error().field == "discount-rate");
    CHECK(computeTco(TcoInputs{Money::amount(1'000), {}, 12, Money::amount(0), 0.5}));
}

TEST_CASE("Cumulative TCO: capex first, then opex each month, residual back at the end", "[tco]")
{
    MonthlyOpex opex;
    opex.electricity = Money::amount(1'000);
    opex.colocation = Money::amount(500);
    auto tco = computeTco(TcoInputs{Money::amount(36'000), opex, 36, Money::amount(9'000)});
    REQUIRE(tco);
    REQUIRE(tco->cumulativeByMonth.size() == 37);
    CHECK(tco->cumulativeByMonth[0].inCurrencyUnits() == 36'000.0);
    CHECK(tco->cumulativeByMonth[12].inCurrencyUnits() == 36'000.0 + 12 * 1'500.0);
    CHECK(tco->cumulativeByMonth[36].inCurrencyUnits() == 36'000.0 + 36 * 1'500.0 - 9'000.0);
    // (36,000 - 9,000) / 36 = 750 per month of depreciation.
    CHECK(tco->monthlyDepreciation.inCurrencyUnits() == 750.0);
    CHECK(tco->monthlyOwnedCost.inCurrencyUnits() == 2'250.0);
    CHECK(tco->lifetimeTotal.inCurrencyUnits() == 36'000.0 - 9'000.0 + 36 * 1'500.0);
    CHECK(tco->lifetimeTotal == tco->cumulativeByMonth.back());
}

TEST_CASE("Cloud break-even month: first month owning has cost no more than renting", "[tco]")
{
    // Owned: 100,000 up front + 2,000 a month. Cloud: 8 GPUs x 730 h x 50% x $4 = 11,680 a month.
    // 100,000 + 2,000 m <= 11,680 m  =>  m >= 10.33: month 11.
    MonthlyOpex opex;
    opex.other = Money::amount(2'000);
    auto tco = *computeTco(TcoInputs{Money::amount(100'000), opex, 48, Money::amount(0)});
    auto cloud = compareWithCloud(tco, 8, Money::amount(4.0), 0.5);
    REQUIRE(cloud);
    CHECK(cloud->cloudPerMonth.inCurrencyUnits() == Approx(11'680.0));
    REQUIRE(cloud->breakEvenMonth);
    CHECK(*cloud->breakEvenMonth == 11);
    CHECK(cloud->cloudCumulativeByMonth.size() == tco.cumulativeByMonth.size());
    // Never within the life when the cloud is cheap enough.
    CHECK_FALSE(compareWithCloud(tco, 8, Money::amount(0.5), 0.5)->breakEvenMonth);
}

TEST_CASE("Bad TCO inputs name the field", "[tco]")
{
    CHECK(computeTco(TcoInputs{Money::amount(1'000), {}, 0, Money::amount(0)}).error().field == "life");
    CHECK(computeTco(TcoInputs{Money::amount(1'000), {}, 12, Money::amount(2'000)}).error().field == "residual");
    auto tco = *computeTco(TcoInputs{Money::amount(1'000), {}, 12, Money::amount(0)});
    CHECK(costPerGpuHour(tco, 8, 0.0).error().field == "utilisation");
    CHECK(costPerGpuHour(tco, 0, 0.5).error().field == "gpus");
    CHECK(compareWithCloud(tco, 8, Money::amount(0), 0.5).error().field == "cloud-price");
}
