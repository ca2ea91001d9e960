#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "database/OwnSiteStore.h"

using namespace gputco;

TEST_CASE("Our site is saved from its six fields, keeping the catalogue row's electrical details", "[site]")
{
    auto db = openMemoryCatalogue();
    OwnSite site; // "our own site: 2 racks x 12 kW", liquid, CNY 5,000 a rack-month, 0.40 per kWh, PUE 1.2
    site.racks = 2;
    site.kwPerRack = 12.0;
    site.liquid = true;
    site.rentPerRackMonth = 5000.0;
    site.electricityPricePerKwh = 0.40;
    site.pue = 1.2;
    REQUIRE(saveOwnSite(db.facilities(), site));
    const auto row = db.facilities().find("our-site");
    REQUIRE(row);
    CHECK_FALSE(row->builtIn); // the user's own now: a catalogue update keeps it
    CHECK(row->availableRacks == 2);
    CHECK(row->rackPricePerMonth->inCurrencyUnits() == 5000.0);
    CHECK(row->electricityPricePerKwh == 0.40);
    CHECK(row->pue == 1.2);
    CHECK(row->rack.voltage == 380.0); // the built-in row's electrical default (datacenter.md 1.3)
    REQUIRE(row->cooling.size() == 1);
    CHECK(row->cooling[0].method == CoolingMethod::DirectLiquid);
    CHECK(row->cooling[0].maxPerRack.inKilowatts() == 12.0);
}

TEST_CASE("Bad input for Our site is refused naming the field and range: nothing is written", "[site][hostile]")
{
    auto db = openMemoryCatalogue();
    const auto before = db.facilities().find("our-site");
    REQUIRE(before);
    struct Case {
        const char* field;
        void (*change)(OwnSite&);
    };
    const Case cases[] = {
        {"racks", [](OwnSite& s) { s.racks = 0; }},
        {"kw-per-rack", [](OwnSite& s) { s.kwPerRack = 250.0; }},
        {"rent", [](OwnSite& s) { s.rentPerRackMonth = -100.0; }},
        {"pue", [](OwnSite& s) { s.pue = 0.5; }},
        {"electricity-price", [](OwnSite& s) { s.electricityPricePerKwh = -0.1; }},
    };
    for (const Case& c : cases) {
        INFO(c.field);
        OwnSite site = ownSiteOf(*before);
        c.change(site);
        const WriteResult written = saveOwnSite(db.facilities(), site);
        REQUIRE_FALSE(written);
        CHECK(written.error().field == c.field);
        const auto after = db.facilities().find("our-site");
        CHECK(after->builtIn); // still the shipped row: nothing was written
        CHECK(after->availableRacks == before->availableRacks);
        CHECK(after->pue == before->pue);
    }
}
