#include "rack/HeatLoad.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Heat of one DGX H100 at its 10.2 kW maximum", "[rack][heat]")
{
    // datacenter.md 1.1 worked example: 10,200 W x 3.41214 = 34,804 BTU/h; 10.2 / 3.517 = 2.90 RT.
    const Watts dgx = Watts::kilowatts(10.2);
    CHECK(btuPerHour(dgx) == Approx(34804.0).margin(0.5));
    CHECK(refrigerationTons(dgx) == Approx(2.90).margin(0.005));
}

TEST_CASE("Heat of four DGX H100 in one rack and of a GB200 NVL72 rack", "[rack][heat]")
{
    // datacenter.md 1.1: 40.8 kW -> 139,215 BTU/h, 11.6 RT; 120 kW -> 409,457 BTU/h, 34.1 RT.
    CHECK(btuPerHour(Watts::kilowatts(40.8)) == Approx(139215.0).margin(0.5));
    CHECK(refrigerationTons(Watts::kilowatts(40.8)) == Approx(11.6).margin(0.005));
    CHECK(btuPerHour(Watts::kilowatts(120)) == Approx(409457.0).margin(0.5));
    CHECK(refrigerationTons(Watts::kilowatts(120)) == Approx(34.1).margin(0.05));
    // One ton is 12,000 BTU/h by definition: the two constants must agree.
    CHECK(btuPerHour(Watts::of(kWattsPerRefrigerationTon)) == Approx(12000.0).margin(0.1));
}

TEST_CASE("Airflow at a chosen temperature rise", "[rack][heat]")
{
    // datacenter.md 3.3 table: CFM = 3.16 x W / dT[F].
    CHECK(airflowCfm(Watts::kilowatts(10.2), 20.0) == Approx(1612.0).margin(0.5)); // 3.16 x 10,200 / 20 = 1,611.6
    CHECK(airflowCfm(Watts::kilowatts(10.2), 25.0) == Approx(1289.0).margin(0.5)); // 1,289.3
    CHECK(airflowCfm(Watts::kilowatts(40.8), 20.0) == Approx(6446.0).margin(0.5)); // 6,446.4
    CHECK(airflowCfm(Watts::kilowatts(120), 20.0) == Approx(18960.0));
    // Rule of thumb in the same section: ~158 CFM per kW at 20 F.
    CHECK(airflowCfm(Watts::kilowatts(1), 20.0) == Approx(158.0));
}
