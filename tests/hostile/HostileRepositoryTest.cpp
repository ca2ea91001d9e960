// Catalogue edits through the repositories (the GUI's catalogue view writes through these) with hostile values:
// each is refused with an Error naming the column, and the catalogue file is byte-identical afterwards.
#include "HostileSupport.h"

#include "database/CatalogueDatabase.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

using namespace gputco;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

/// A price with every member set, so -Wmissing-field-initializers stays quiet as PriceQuote grows.
PriceQuote priceOf(double amount, const char* currency, const char* date, std::optional<double> low = std::nullopt,
                   std::optional<double> high = std::nullopt)
{
    PriceQuote q;
    q.amount = Money::amount(amount);
    q.currency = currency;
    q.date = date;
    if (low)
        q.low = Money::amount(*low);
    if (high)
        q.high = Money::amount(*high);
    return q;
}

Accelerator validCard()
{
    Accelerator c;
    c.id = "my-card";
    c.vendor = "Vendor";
    c.model = "Model";
    c.source = "test";
    c.memory = Bytes::gigabytes(80);
    c.tdp = Watts::of(700);
    return c;
}

struct CardEdit {
    const char* label;
    const char* column; ///< the column the refusal must name
    std::function<void(Accelerator&)> edit;
};

std::vector<CardEdit> hostileCardEdits()
{
    const std::string longText(100'000, 'x');
    const std::string notUtf8("\x80\xC0\xAF\xFF", 4);
    return {
        {"negative memory", "memory_gb", [](Accelerator& c) { c.memory = Bytes::gigabytes(-80); }},
        {"zero memory", "memory_gb", [](Accelerator& c) { c.memory = Bytes::of(0); }},
        {"NaN memory", "memory_gb", [](Accelerator& c) { c.memory = Bytes::of(kNaN); }},
        {"infinite memory", "memory_gb", [](Accelerator& c) { c.memory = Bytes::of(kInf); }},
        {"huge memory", "memory_gb", [](Accelerator& c) { c.memory = Bytes::gigabytes(1e30); }},
        {"NaN bandwidth", "memory_bandwidth_gbs",
         [](Accelerator& c) { c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(kNaN); }},
        {"negative TDP", "tdp_w", [](Accelerator& c) { c.tdp = Watts::of(-1); }},
        {"infinite TDP", "tdp_w", [](Accelerator& c) { c.tdp = Watts::of(kInf); }},
        {"idle above TDP", "idle_w", [](Accelerator& c) { c.idlePower = Watts::of(701); }},
        {"NaN idle", "idle_w", [](Accelerator& c) { c.idlePower = Watts::of(kNaN); }},
        {"negative peak", "bf16_tflops", [](Accelerator& c) { c.peak.bf16Tflops = -1.0; }},
        {"NaN peak", "fp8_tflops", [](Accelerator& c) { c.peak.fp8Tflops = kNaN; }},
        {"huge peak", "int4_tops", [](Accelerator& c) { c.peak.int4Tops = 1e30; }},
        {"zero PCIe generation", "pcie_gen", [](Accelerator& c) { c.pcieGeneration = 0; }},
        {"negative launch year", "launch_year", [](Accelerator& c) { c.launchYear = -2024; }},
        {"NaN price", "price", [](Accelerator& c) { c.price = priceOf(kNaN, "USD", "2024-01-01"); }},
        {"negative price", "price", [](Accelerator& c) { c.price = priceOf(-1, "USD", "2024-01-01"); }},
        {"price without currency", "price_currency", [](Accelerator& c) { c.price = priceOf(100, "", ""); }},
        {"bad currency", "price_currency", [](Accelerator& c) { c.price = priceOf(100, "dollars", ""); }},
        {"bad date", "price_date", [](Accelerator& c) { c.price = priceOf(100, "USD", "2024-13-01"); }},
        {"negative low price", "price_low", [](Accelerator& c) { c.price = priceOf(100, "USD", "2024", -5); }},
        {"NaN high price", "price_high",
         [](Accelerator& c) { c.price = priceOf(100, "USD", "2024", std::nullopt, kNaN); }},
        {"low above high", "price_low", [](Accelerator& c) { c.price = priceOf(100, "USD", "2024", 120, 110); }},
        {"lower-case currency", "price_currency", [](Accelerator& c) { c.price = priceOf(100, "usd", "2024"); }},
        {"date that does not parse", "price_date", [](Accelerator& c) { c.price = priceOf(100, "CNY", "2024-02-30"); }},
        {"empty id", "id", [](Accelerator& c) { c.id.clear(); }},
        {"id with spaces", "id", [](Accelerator& c) { c.id = "my card"; }},
        {"SQL in the id", "id", [](Accelerator& c) { c.id = "x'; DROP TABLE cards; --"; }},
        {"very long id", "id", [longText](Accelerator& c) { c.id = longText; }},
        {"non-UTF-8 id", "id", [notUtf8](Accelerator& c) { c.id = "card" + notUtf8; }},
        {"empty vendor", "vendor", [](Accelerator& c) { c.vendor.clear(); }},
        {"very long model", "model", [longText](Accelerator& c) { c.model = longText; }},
        {"non-UTF-8 model", "model", [notUtf8](Accelerator& c) { c.model = "H" + notUtf8; }},
        {"very long notes", "notes", [longText](Accelerator& c) { c.notes = longText; }},
        {"non-UTF-8 source", "source", [notUtf8](Accelerator& c) { c.source = notUtf8; }},
    };
}

} // namespace

TEST_CASE("CardRepository refuses hostile values by column and leaves the file byte-identical", "[hostile][repository]")
{
    ensureHostileApplication();
    CatalogueSandbox sandbox;
    {
        auto db = CatalogueDatabase::open(sandbox.databasePath());
        REQUIRE(db);
        REQUIRE_FALSE(db->isInMemory());
        REQUIRE(db->cards().upsert(validCard())); // the base card is valid: only the edit is to blame
        REQUIRE(db->cards().remove("my-card"));
    }
    CatalogueSandbox fresh; // a file the valid write above never touched
    {
        auto db = CatalogueDatabase::open(fresh.databasePath());
        REQUIRE(db);
        for (const CardEdit& edit : hostileCardEdits()) {
            INFO(edit.label);
            Accelerator card = validCard();
            edit.edit(card);
            const WriteResult written = db->cards().upsert(card);
            REQUIRE_FALSE(written);
            CHECK(written.error().field == edit.column);
            CHECK(written.error().describe().size() < 1000);
        }
        // Editing a built-in card with a hostile value leaves the built-in row as it was.
        auto h100 = db->cards().find("h100-sxm-80gb");
        REQUIRE(h100);
        Accelerator edited = *h100;
        edited.tdp = Watts::of(kNaN);
        REQUIRE_FALSE(db->cards().upsert(edited));
        CHECK(db->cards().find("h100-sxm-80gb")->tdp->inWatts() == h100->tdp->inWatts());
        // Unknown ids: nothing to remove, said by name.
        const WriteResult removed = db->cards().remove("no-such-card");
        REQUIRE_FALSE(removed);
        CHECK(removed.error().field == "id");
        CHECK(db->cards().all().size() == 65);
    }
    QString why;
    const bool same = fresh.unchanged(why);
    INFO(why.toStdString());
    CHECK(same);
}

TEST_CASE("ServerRepository, FacilityRepository and CloudOfferRepository refuse hostile values by column",
          "[hostile][repository]")
{
    ensureHostileApplication();
    CatalogueSandbox sandbox;
    {
        auto db = CatalogueDatabase::open(sandbox.databasePath());
        REQUIRE(db);
        Server server;
        server.id = "my-server";
        server.name = "Server";
        server.cardId = "h100-sxm-80gb";
        server.source = "test";
        const std::vector<std::tuple<const char*, const char*, std::function<void(Server&)>>> serverEdits{
            {"unknown card", "card_id", [](Server& s) { s.cardId = "no-such-card"; }},
            {"zero GPUs", "gpus_per_server", [](Server& s) { s.gpusPerServer = 0; }},
            {"negative GPUs", "gpus_per_server", [](Server& s) { s.gpusPerServer = -8; }},
            {"NaN system maximum", "system_max_w", [](Server& s) { s.systemMaxPower = Watts::of(kNaN); }},
            {"infinite host overhead", "host_overhead_w", [](Server& s) { s.hostOverhead = Watts::of(kInf); }},
            {"zero rack units", "rack_units", [](Server& s) { s.rackUnits = 0; }},
            {"negative PSUs", "psu_count", [](Server& s) { s.psuCount = -1; }},
            {"negative host share", "host_share", [](Server& s) { s.hostShare = -0.1; }},
            {"host share above 10", "host_share", [](Server& s) { s.hostShare = 11.0; }},
            {"NaN host share", "host_share", [](Server& s) { s.hostShare = kNaN; }},
            {"network above 3,200 Gb/s per GPU", "network_gbps_per_gpu",
             [](Server& s) { s.networkGbpsPerGpu = 5000.0; }},
            {"network below 1 Gb/s per GPU", "network_gbps_per_gpu", [](Server& s) { s.networkGbpsPerGpu = 0.5; }},
            {"NaN network", "network_gbps_per_gpu", [](Server& s) { s.networkGbpsPerGpu = kNaN; }},
            {"system price low above high", "price_low",
             [](Server& s) { s.price = priceOf(300000, "USD", "2024", 400000, 350000); }},
            {"system price in no ISO currency", "price_currency",
             [](Server& s) { s.price = priceOf(300000, "RMB1", ""); }},
        };
        for (const auto& [label, column, edit] : serverEdits) {
            INFO(label);
            Server s = server;
            edit(s);
            const WriteResult written = db->servers().upsert(s);
            REQUIRE_FALSE(written);
            CHECK(written.error().field == column);
        }
        Facility facility;
        facility.id = "my-idc";
        facility.name = "IDC";
        facility.source = "test";
        const std::vector<std::tuple<const char*, const char*, std::function<void(Facility&)>>> facilityEdits{
            {"NaN PUE", "pue", [](Facility& f) { f.pue = kNaN; }},
            {"PUE below 1", "pue", [](Facility& f) { f.pue = 0.5; }},
            {"negative price", "electricity_price_per_kwh", [](Facility& f) { f.electricityPricePerKwh = -1; }},
            {"infinite price", "electricity_price_per_kwh", [](Facility& f) { f.electricityPricePerKwh = kInf; }},
            {"huge carbon factor", "carbon_kg_per_kwh", [](Facility& f) { f.carbonKgPerKwh = 1e30; }},
            {"bad currency", "currency", [](Facility& f) { f.currency = "yuan"; }},
            {"two phases", "phases", [](Facility& f) { f.rack.phases = 2; }},
            {"NaN voltage", "voltage", [](Facility& f) { f.rack.voltage = kNaN; }},
        };
        for (const auto& [label, column, edit] : facilityEdits) {
            INFO(label);
            Facility f = facility;
            edit(f);
            const WriteResult written = db->facilities().upsert(f);
            REQUIRE_FALSE(written);
            CHECK(written.error().field == column);
        }
        CloudOffer offer;
        offer.id = "my-rental";
        offer.provider = "Broker";
        offer.cardId = "h100-sxm-80gb";
        offer.onDemandPerGpuHour = Money::amount(2);
        offer.date = "2026-11";
        offer.source = "test";
        const std::vector<std::tuple<const char*, const char*, std::function<void(CloudOffer&)>>> offerEdits{
            {"no price at all", "on_demand_per_gpu_hour", [](CloudOffer& o) { o.onDemandPerGpuHour.reset(); }},
            {"negative spot", "spot_per_gpu_hour", [](CloudOffer& o) { o.spotPerGpuHour = Money::amount(-1); }},
            {"zero 1-year", "one_year_per_gpu_hour", [](CloudOffer& o) { o.oneYearPerGpuHour = Money::amount(0); }},
            {"NaN 3-year", "three_year_per_gpu_hour",
             [](CloudOffer& o) { o.threeYearPerGpuHour = Money::amount(kNaN); }},
            {"currency not ISO 4217", "currency", [](CloudOffer& o) { o.currency = "$"; }},
            {"date that does not parse", "date", [](CloudOffer& o) { o.date = "last week"; }},
        };
        for (const auto& [label, column, edit] : offerEdits) {
            INFO(label);
            CloudOffer o = offer;
            edit(o);
            const WriteResult written = db->cloudOffers().upsert(o);
            REQUIRE_FALSE(written);
            CHECK(written.error().field == column);
        }
    }
    QString why;
    const bool same = sandbox.unchanged(why);
    INFO(why.toStdString());
    CHECK(same);
}
