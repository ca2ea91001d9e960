#include "recommend/Recommender.h"

#include "hardware/ExportControl.h"
#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;

namespace {

// An H100-like card with round figures (as RecommenderTest's "big"), under a control that needs a licence for China,
// Hong Kong and Macau (US EAR ECCN 3A090, 88 FR 73458: docs/DATABASE.md, "cards").
Accelerator controlled()
{
    Accelerator c;
    c.id = "big";
    c.memory = Bytes::gigabytes(80);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(3350);
    c.tdp = Watts::of(700);
    c.peak.bf16Tflops = 989.5;
    c.interconnect = InterconnectKind::NVLink;
    c.interconnectBandwidth = BytesPerSecond::gigabytesPerSecond(900);
    c.price = PriceQuote{Money::amount(20000), "CNY", "2026-01-01", "test"};
    c.exportControl = "US EAR ECCN 3A090";
    c.exportRestrictedIn = {"CN", "HK", "MO"};
    return c;
}

// A 415 V x 125 A x 3-phase hall at 1,000 a rack-month (RecommenderTest's), in `country`.
Facility hallIn(const char* id, const char* country)
{
    Facility hall;
    hall.id = id;
    hall.country = country;
    hall.currency = "CNY";
    hall.rack.voltage = 415;
    hall.rack.phases = 3;
    hall.rack.breakerAmps = 125;
    hall.rackPricePerMonth = Money::amount(1000);
    return hall;
}

// Serve Llama-2-7B in BF16 for 3 years with free electricity: an owned option costs GPUs x 20,000 + racks x 36,000.
RecommendInputs serving()
{
    RecommendInputs in;
    in.arch = *findModelPreset("llama-2-7b");
    in.cards = {controlled()};
    in.search.precisions = {Precision::BF16};
    in.economics.currency = "CNY";
    in.economics.pricePerKwh = 0.0;
    return in;
}

bool mentions(const RecommendResult& r, const std::string& text)
{
    return std::any_of(r.excluded.begin(), r.excluded.end(),
                       [&](const std::string& line) { return line.find(text) != std::string::npos; });
}

} // namespace

TEST_CASE("Country codes parse from the catalogue's text and the check needs a stated country", "[export]")
{
    CHECK(parseCountryCodes("CN HK MO") == std::vector<std::string>{"CN", "HK", "MO"});
    CHECK(parseCountryCodes("cn;hk, CN") == std::vector<std::string>{"CN", "HK"}); // upper-cased, each once
    CHECK(parseCountryCodes("")->empty());
    CHECK_FALSE(parseCountryCodes("China"));
    CHECK_FALSE(parseCountryCodes("CN H"));
    CHECK(countryCodesText({"CN", "HK", "MO"}) == "CN HK MO");
    const Accelerator card = controlled();
    CHECK(isExportRestricted(card, "CN"));
    CHECK(isExportRestricted(card, "HK")); // the US rules treat Hong Kong as China (85 FR 83765)
    CHECK_FALSE(isExportRestricted(card, "US"));
    CHECK_FALSE(isExportRestricted(card, "")); // a site of unstated country: the app cannot tell
    CHECK_FALSE(isExportRestricted(Accelerator{}, "CN"));
}

TEST_CASE("An export-controlled card is not owned in a facility in China, and is kept elsewhere", "[recommend][export]")
{
    RecommendInputs in = serving();
    in.facilities = {hallIn("cn-hall", "CN"), hallIn("us-hall", "US"), hallIn("unstated-hall", "")};
    auto result = recommend(in);
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    for (const RecommendOption& o : result->ranked) {
        INFO(*o.facilityId);
        CHECK(o.facilityId != std::optional<std::string>("cn-hall"));
        // Free electricity: 1 GPU x 20,000 + 1 rack x 1,000 x 36 months = 56,000 for the cheapest, as in
        // RecommenderTest's "Facilities" case.
        CHECK(o.totalCost->inCurrencyUnits() == Approx(o.gpus * 20000.0 + 36000.0));
    }
    CHECK(result->ranked.front().totalCost->inCurrencyUnits() == Approx(56000.0));
    CHECK(mentions(*result, "big at cn-hall (CN): export-controlled there, a licence is required: US EAR ECCN 3A090"));
    CHECK(result->leftOut.empty()); // hosted in the US (and the unstated) hall, so not left out

    // Only the Chinese hall: the card is left out, for the export control.
    in.facilities = {hallIn("cn-hall", "CN")};
    result = recommend(in);
    REQUIRE(result);
    CHECK(result->ranked.empty());
    REQUIRE(result->leftOut.size() == 1);
    CHECK(result->leftOut[0].reason == LeftOutReason::Export);
    CHECK(result->leftOut[0].detail.find("licence required for CN (at cn-hall)") != std::string::npos);

    // Allowed (the buyer holds a licence): the same 56,000 in the Chinese hall.
    in.constraints.allowExportControlled = true;
    result = recommend(in);
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    CHECK(result->ranked.front().facilityId == std::optional<std::string>("cn-hall"));
    CHECK(result->ranked.front().totalCost->inCurrencyUnits() == Approx(56000.0));
    CHECK(result->leftOut.empty());
}

TEST_CASE("Renting an export-controlled card: an offer located in China is left out, one elsewhere is kept",
          "[recommend][export][rent]")
{
    RecommendInputs in = serving(); // 3 years, utilisation 0.7
    in.search.ownership = Ownership::Rented;
    in.rentals = {RentalRate{"big", "cloud-cn", CloudTerm::OnDemand, Money::amount(2.0), "CNY", "CN"}};
    auto result = recommend(in);
    REQUIRE(result);
    CHECK(result->ranked.empty());
    REQUIRE(result->leftOut.size() == 1);
    CHECK(result->leftOut[0].reason == LeftOutReason::Export);
    CHECK(mentions(*result, "big rented at cloud-cn (CN): export-controlled there, a licence is required"));

    // The same rate from an offer in the US: 2.0 x 1 GPU x 730 h x 0.7 x 36 months = 36,792.
    in.rentals[0].offerId = "cloud-us";
    in.rentals[0].country = "US";
    result = recommend(in);
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    CHECK(result->ranked.front().cloudOfferId == std::optional<std::string>("cloud-us"));
    CHECK(result->ranked.front().totalCost->inCurrencyUnits() == Approx(36792.0));

    // Allowed, the Chinese offer is costed the same way.
    in.rentals[0].offerId = "cloud-cn";
    in.rentals[0].country = "CN";
    in.constraints.allowExportControlled = true;
    result = recommend(in);
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    CHECK(result->ranked.front().totalCost->inCurrencyUnits() == Approx(36792.0));
}

TEST_CASE("Refused for export in China and too small in the US: the furthest reason is the facility's",
          "[recommend][export]")
{
    RecommendInputs in = serving();
    Facility tiny = hallIn("us-tiny", "US");
    tiny.rack.voltage = 220;
    tiny.rack.phases = 1;
    tiny.rack.breakerAmps = 4; // 220 x 4 x 0.8 x 0.95 = 669 W per feed: not one 8-GPU server of about 10 kW
    in.facilities = {hallIn("cn-hall", "CN"), tiny};
    const auto result = recommend(in);
    REQUIRE(result);
    CHECK(result->ranked.empty());
    REQUIRE(result->leftOut.size() == 1);
    CHECK(result->leftOut[0].reason == LeftOutReason::Facility);
    CHECK(mentions(*result, "big at cn-hall (CN): export-controlled there, a licence is required: US EAR ECCN 3A090"));
}

TEST_CASE("A buyer headquartered in China owns a controlled card nowhere, and may still rent one in the US",
          "[recommend][export]")
{
    // The 2023 rule's headquarters test (docs/MODEL.md, "Export controls"): the licence follows the buyer.
    RecommendInputs in = serving();
    in.facilities = {hallIn("us-hall", "US"), hallIn("unstated-hall", "")};
    in.constraints.buyerCountry = "CN";
    in.search.ownership = Ownership::Either;
    in.rentals = {RentalRate{"big", "cloud-us", CloudTerm::OnDemand, Money::amount(2.0), "CNY", "US"}};
    auto result = recommend(in);
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    for (const RecommendOption& o : result->ranked)
        CHECK(o.cloudOfferId == std::optional<std::string>("cloud-us")); // no owned option at either hall
    // Rented from the US offer, as in the renting case: 2.0 x 730 h x 0.7 x 36 months = 36,792.
    CHECK(result->ranked.front().totalCost->inCurrencyUnits() == Approx(36792.0));
    CHECK(mentions(*result, "big owned by a buyer headquartered in CN: export-controlled, a licence is required"));

    // Owned only: the card is left out for export, naming the buyer's country.
    in.search.ownership = Ownership::Owned;
    result = recommend(in);
    REQUIRE(result);
    CHECK(result->ranked.empty());
    REQUIRE(result->leftOut.size() == 1);
    CHECK(result->leftOut[0].reason == LeftOutReason::Export);
    CHECK(result->leftOut[0].detail.find("buyer headquartered in CN") != std::string::npos);

    // A buyer headquartered in the US, or one holding a licence: the 56,000 owned option in the US hall again.
    in.constraints.buyerCountry = "US";
    result = recommend(in);
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    CHECK(result->ranked.front().totalCost->inCurrencyUnits() == Approx(56000.0));
    in.constraints.buyerCountry = "CN";
    in.constraints.allowExportControlled = true;
    result = recommend(in);
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    CHECK(result->ranked.front().totalCost->inCurrencyUnits() == Approx(56000.0));
}
