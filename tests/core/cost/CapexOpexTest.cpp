#include "cost/Capex.h"
#include "cost/Opex.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Capex adds cards, servers, network and installation", "[capex]")
{
    // 20 GPUs in 8-GPU servers: 3 servers. 20 x 25,000 + 3 x 60,000 + 3 x 15,000 + 10,000 = 735,000.
    CapexInputs in;
    in.gpus = 20;
    in.gpusPerServer = 8;
    in.pricePerGpu = Money::amount(25'000);
    in.serverPriceWithoutGpus = Money::amount(60'000);
    in.networkPerServer = Money::amount(15'000);
    in.installation = Money::amount(10'000);
    auto c = computeCapex(in);
    REQUIRE(c);
    CHECK(c->servers == 3);
    CHECK(c->gpus.inCurrencyUnits() == 500'000.0);
    CHECK(c->serverChassis.inCurrencyUnits() == 180'000.0);
    CHECK(c->network.inCurrencyUnits() == 45'000.0);
    CHECK(c->total().inCurrencyUnits() == 735'000.0);
    in.pricePerGpu = Money::amount(-1);
    CHECK(computeCapex(in).error().field == "gpu-price");
}

TEST_CASE("Straight-line depreciation", "[capex]")
{
    // A $30k accelerator over 3 years is $10k a year (datacenter.md sec. 7.1): 833.33 a month.
    CHECK(monthlyDepreciation(Money::amount(30'000), 36, Money::amount(0)).inCurrencyUnits() == Approx(30'000.0 / 36));
    // With 30% residual: (30,000 - 9,000) / 36 = 583.33.
    CHECK(monthlyDepreciation(Money::amount(30'000), 36, Money::amount(9'000)).inCurrencyUnits()
          == Approx(21'000.0 / 36));
}

TEST_CASE("Monthly opex by item", "[opex]")
{
    // 10 kW IT, PUE 1.25, 0.6 per kWh: 10 x 1.25 x 730 = 9,125 kWh -> 5,475.
    // 4 racks x 8,000 per rack-month = 32,000; 100 Mbps x 50 = 5,000; 3% of 1,000,000 a year = 2,500 a month.
    OpexInputs in;
    in.itAveragePower = Watts::kilowatts(10);
    in.pue = 1.25;
    in.tariff = Tariff::flat(Money::amount(0.6));
    in.colocation = ColocationPricing::PerRackMonth;
    in.racks = 4;
    in.pricePerRackMonth = Money::amount(8'000);
    in.bandwidthMbps = 100;
    in.pricePerMbpsMonth = Money::amount(50);
    in.maintenanceShareOfCapexPerYear = 0.03;
    auto m = monthlyOpex(in, Money::amount(1'000'000));
    REQUIRE(m);
    CHECK(m->facilityEnergy.inKilowattHours() == Approx(9'125.0));
    CHECK(m->electricity.inCurrencyUnits() == Approx(5'475.0));
    CHECK(m->colocation.inCurrencyUnits() == 32'000.0);
    CHECK(m->bandwidth.inCurrencyUnits() == 5'000.0);
    CHECK(m->maintenance.inCurrencyUnits() == Approx(2'500.0));
    CHECK(m->total().inCurrencyUnits() == Approx(5'475.0 + 32'000 + 5'000 + 2'500));

    // Power bundled in the rack price: no separate electricity line.
    in.powerIncludedInColocation = true;
    CHECK(monthlyOpex(in, Money::amount(0))->electricity.inCurrencyUnits() == 0.0);
    in.pue = 0.5;
    CHECK(monthlyOpex(in, Money::amount(0)).error().field == "pue");
}
