#include "cost/FleetCost.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// datacenter.md sec. 7.2's server, bought as 8 cards at 25,000 USD plus a 25 % host share = 250,000 USD;
// 10.2 kW at 184.06 USD/kW-month, 0.76 x 10.2 kW x PUE 1.3 at 0.08 USD/kWh; 5 years.
FleetCostInputs server72()
{
    FleetCostInputs in;
    in.gpus = 8;
    in.gpusPerServer = 8;
    in.prices.cardPrice = Money::amount(25'000);
    in.prices.hostShare = 0.25;
    in.opex.itAveragePower = Watts::kilowatts(0.76 * 10.2);
    in.opex.pue = 1.3;
    in.opex.tariff = Tariff::flat(Money::amount(0.08));
    in.opex.colocation = ColocationPricing::PerKwMonth;
    in.opex.contractedPower = Watts::kilowatts(10.2);
    in.opex.pricePerKwMonth = Money::amount(184.06);
    in.lifeMonths = 60;
    return in;
}

} // namespace

TEST_CASE("Fleet cost: the 7.2 server from card prices and a host share", "[fleet-cost][published]")
{
    auto cost = costFleet(server72());
    REQUIRE(cost);
    REQUIRE(cost->capexBasis == CapexBasis::CardPlusHostShare);
    // 8 x 25,000 = 200,000 for the GPUs + 50,000 host = 250,000: the reference's 79,591 USD a year.
    CHECK(cost->capex->total().inCurrencyUnits() == Approx(250'000.0));
    CHECK(cost->tco.annualOwnedCost.inCurrencyUnits() == Approx(79'591.33).epsilon(1e-6));
    CHECK(cost->costPerGpuHour->inCurrencyUnits() == Approx(1.136).epsilon(1e-3));
    CHECK_FALSE(cost->cloud);
}

TEST_CASE("Fleet cost with residual, discount and a cloud offer, by hand", "[fleet-cost]")
{
    FleetCostInputs in = server72();
    in.residual = ResidualCurve::dataCentreDefault(); // 12.5 % after 5 years
    in.discountRate = 0.08;
    in.outputTokensPerSecond = 4'000;
    CloudOffer offer;
    offer.id = "specialist";
    offer.onDemandPerGpuHour = Money::amount(2.0);
    in.cloud = ChosenCloudOffer{&offer, CloudTerm::OnDemand, Money::amount(2.0), Money::amount(2.0), false};
    auto cost = costFleet(in);
    REQUIRE(cost);
    // As TcoTest: residual 31,250; NPV 351,153.33; equivalent annual cost 84,879.61.
    CHECK(cost->tco.residualValue.inCurrencyUnits() == Approx(31'250.0));
    CHECK(cost->tco.npv.inCurrencyUnits() == Approx(351'153.33).epsilon(1e-6));
    REQUIRE(cost->cloud);
    CHECK(cost->cloud->breakEvenUtilisation == Approx(84'879.61 / 140'160.0).epsilon(1e-6));
    // Owned per million tokens: 84,879.61 / 12 = 7,073.30 a month over 4,000 x 3,600 x 730 = 10,512 M tokens
    // = 0.6729. Rented: 2.00 x 8 GPUs per hour / 14.4 M tokens per hour = 1.1111.
    CHECK(cost->costPerMillionTokens->inCurrencyUnits() == Approx(84'879.61 / 12.0 / 10'512.0).epsilon(1e-6));
    CHECK(cost->rentedCostPerMillionTokens->inCurrencyUnits() == Approx(16.0 / 14.4));
}

TEST_CASE("Fleet cost without a price: running cost only, no resale", "[fleet-cost]")
{
    FleetCostInputs in = server72();
    in.prices = PurchasePrices{};
    in.residual = ResidualCurve::dataCentreDefault();
    auto cost = costFleet(in);
    REQUIRE(cost);
    CHECK_FALSE(cost->capexBasis);
    CHECK_FALSE(cost->capex);
    CHECK(cost->tco.residualValue.inCurrencyUnits() == 0.0);
    // Opex only: 29,591.33 a year.
    CHECK(cost->tco.annualOwnedCost.inCurrencyUnits() == Approx(29'591.33).epsilon(1e-6));
    in.residual = ResidualCurve{{0.5, 0.9}};
    CHECK(costFleet(in).error().field == "residual-curve");
}
