#include "facilityfit/FacilityFit.h"

#include "FacilityFixtures.h"

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::test;

TEST_CASE("A year of 16 DGX H100 in Hohhot: energy, cost and CO2", "[facilityfit][cost]")
{
    // datacenter.md 5.2 worked example: average IT 16 x 10.2 x 0.76 = 124.0 kW; x 8,760 h = 1,086,520 kWh;
    // x PUE 1.3 = 1,412,476 kWh; x 0.38 CNY = 536,741 CNY; x 0.5366 kg/kWh (China 2022) = 758 t.
    DeploymentLoad load = dgxLoad(16, 4);
    load.loadFactor = 0.76;
    Facility f = highDensityHall();
    const auto fit = checkFacility(load, FitRequirements{}, f);
    REQUIRE(fit);
    CHECK(fit->yearly.itEnergy.inKilowattHours() == Approx(1086520.0).margin(1.0));
    CHECK(fit->yearly.facilityEnergy.inKilowattHours() == Approx(1412476.0).margin(1.0));
    CHECK(fit->yearly.energy.inCurrencyUnits() == Approx(536741.0).margin(1.0));
    CHECK(fit->yearly.co2Kg / 1000.0 == Approx(758.0).margin(0.5));
    CHECK(fit->yearly.currency == "CNY");
    // No rack or kW price in the profile: the total is the energy bill.
    CHECK(fit->yearly.total.inCurrencyUnits() == Approx(fit->yearly.energy.inCurrencyUnits()));

    f.rackPricePerMonth = Money::amount(8000); // 4 racks x 8,000 x 12 = 384,000
    const auto priced = checkFacility(load, FitRequirements{}, f);
    CHECK(priced->yearly.space.inCurrencyUnits() == Approx(384000.0));
    CHECK(priced->yearly.total.inCurrencyUnits() == Approx(536741.0 + 384000.0).margin(1.0));
}

TEST_CASE("One DGX H100 in US colocation priced per kW-month", "[facilityfit][cost]")
{
    // datacenter.md 7.2: colo 10.2 kW x $184.06 x 12 = $22,529; energy 7.75 kW x 1.3 x 8,760 x $0.08 = $7,062.
    DeploymentLoad load = dgxLoad(1);
    load.loadFactor = 0.76;
    Facility f = highDensityHall();
    f.currency = "USD";
    f.electricityPricePerKwh = 0.08;
    f.pricePerKwMonth = Money::amount(184.06);
    f.bandwidthPricePerMbpsMonth = Money::amount(2.0);
    load.bandwidthMbps = 100; // 100 x 2 x 12 = 2,400
    const auto fit = checkFacility(load, FitRequirements{}, f);
    REQUIRE(fit);
    CHECK(fit->yearly.powerCapacity.inCurrencyUnits() == Approx(22529.0).margin(0.5));
    CHECK(fit->yearly.energy.inCurrencyUnits() == Approx(7062.0).margin(0.5));
    CHECK(fit->yearly.bandwidth.inCurrencyUnits() == Approx(2400.0));
    CHECK(fit->yearly.total.inCurrencyUnits() == Approx(22529.0 + 7062.0 + 2400.0).margin(1.0));
    CHECK(fit->yearly.perMonth().inCurrencyUnits() == Approx((22529.0 + 7062.0 + 2400.0) / 12).margin(0.1));
}
