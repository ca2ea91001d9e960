#include "facilityfit/OwnSite.h"
#include "rack/RackElectrical.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

Facility electricalDefaults()
{
    Facility f; // datacenter.md 1.3-1.6: 380 V three-phase, A+B, derated to 80%, power factor 0.95
    f.id = "our-site";
    f.rack.voltage = 380.0;
    f.rack.phases = 3;
    f.rack.derating = 0.8;
    f.rack.powerFactor = 0.95;
    return f;
}

} // namespace

TEST_CASE("Our site: 2 racks x 12 kW of air becomes a facility row with a breaker that carries it", "[facility][site]")
{
    OwnSite site;
    site.racks = 2;
    site.kwPerRack = 12.0;
    site.rentPerRackMonth = 6840.0;
    site.electricityPricePerKwh = 0.4;
    site.pue = 1.3;
    const auto f = withOwnSite(electricalDefaults(), site);
    REQUIRE(f);
    CHECK(f->availableRacks == 2);
    REQUIRE(f->cooling.size() == 1);
    CHECK(f->cooling[0].method == CoolingMethod::ContainedAir);
    CHECK(f->cooling[0].maxPerRack.inKilowatts() == 12.0);
    // sqrt 3 x 380 V x 25 A x 0.8 x 0.95 = 12.5 kW >= 12 kW; 20 A would give 10.0 kW.
    CHECK(f->rack.breakerAmps == 25.0);
    CHECK(usableFeedPower(f->rack).inKilowatts() == Approx(12.50).margin(0.01));
    CHECK(f->rackPricePerMonth->inCurrencyUnits() == 6840.0);
    CHECK_FALSE(f->pricePerKwMonth);
    CHECK(f->electricityPricePerKwh == 0.4);
    CHECK(f->pue == 1.3);
    // Read back, the six fields are the ones set.
    const OwnSite back = ownSiteOf(*f);
    CHECK(back.racks == 2);
    CHECK(back.kwPerRack == 12.0);
    CHECK_FALSE(back.liquid);
    CHECK(back.rentPerRackMonth == 6840.0);

    // 120 kW of direct liquid: sqrt 3 x 380 x 250 x 0.76 = 125.1 kW, 200 A gives 100.1 kW.
    site.kwPerRack = 120.0;
    site.liquid = true;
    const auto liquid = withOwnSite(electricalDefaults(), site);
    REQUIRE(liquid);
    CHECK(liquid->cooling[0].method == CoolingMethod::DirectLiquid);
    CHECK(liquid->rack.breakerAmps == 250.0);
    CHECK(ownSiteOf(*liquid).liquid);
}

TEST_CASE("Our site refuses no racks, kW outside 1-200, a negative rent, PUE outside 1-3 or a negative price",
          "[facility][site][hostile]")
{
    const auto refused = [](auto change) {
        OwnSite site;
        site.electricityPricePerKwh = 0.4;
        change(site);
        const auto error = validateOwnSite(site);
        REQUIRE(error);
        CHECK_FALSE(withOwnSite(electricalDefaults(), site)); // nothing is built
        return *error;
    };
    CHECK(refused([](OwnSite& s) { s.racks = 0; }).field == "racks");
    const Error kw = refused([](OwnSite& s) { s.kwPerRack = 0.5; });
    CHECK(kw.field == "kw-per-rack");
    CHECK(kw.message.find("1 to 200") != std::string::npos);
    CHECK(refused([](OwnSite& s) { s.kwPerRack = 201.0; }).field == "kw-per-rack");
    CHECK(refused([](OwnSite& s) { s.rentPerRackMonth = -1.0; }).field == "rent");
    const Error pue = refused([](OwnSite& s) { s.pue = 3.5; });
    CHECK(pue.field == "pue");
    CHECK(pue.message.find("1 to 3") != std::string::npos);
    CHECK(refused([](OwnSite& s) { s.pue = 0.9; }).field == "pue");
    CHECK(refused([](OwnSite& s) { s.electricityPricePerKwh = -0.01; }).field == "electricity-price");
    // The edges are accepted.
    OwnSite edge;
    edge.racks = 1;
    edge.kwPerRack = 200.0;
    edge.pue = 3.0;
    CHECK_FALSE(validateOwnSite(edge));
}
