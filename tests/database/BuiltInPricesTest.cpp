#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include <QSet>

#include <set>

using namespace gputco;

// Every figure below is a row of ../shared/reference/prices.md (named in each comment): the catalogue must carry
// it as printed there, in its own currency, with its date, source and tag (P list, P* list-copy, S press, W weak).

TEST_CASE("Built-in card prices carry the reference's range, date, source and tag", "[builtin][prices]")
{
    auto db = openMemoryCatalogue();

    // Section 1, row "H100 SXM 80GB": 25,000 / 30,000 / 40,000 USD, 2023-08 to 2024-02, Raymond James and Citi [S].
    const auto h100 = db.cards().find("h100-sxm-80gb");
    REQUIRE(h100);
    REQUIRE(h100->price);
    CHECK(h100->price->amount.inCurrencyUnits() == 30000.0);
    CHECK(h100->price->low->inCurrencyUnits() == 25000.0);
    CHECK(h100->price->high->inCurrencyUnits() == 40000.0);
    CHECK(h100->price->currency == "USD");
    CHECK(h100->price->date == "2023-08");
    CHECK(h100->price->confidence == PriceConfidence::Press);
    CHECK(h100->price->source.find("Raymond James") != std::string::npos);
    CHECK_FALSE(h100->price->outsideRange());

    // Section 1, row "H20": 10,000 / 12,000 / 15,000 USD from 2023-11, typical the SemiAnalysis ASP [S].
    const auto h20 = db.cards().find("h20");
    REQUIRE(h20);
    REQUIRE(h20->price);
    CHECK(h20->price->amount.inCurrencyUnits() == 12000.0);
    CHECK(h20->price->low->inCurrencyUnits() == 10000.0);
    CHECK(h20->price->high->inCurrencyUnits() == 15000.0);
    CHECK(h20->price->date == "2023-11");
    CHECK(h20->price->source.find("SemiAnalysis") != std::string::npos);

    // Section 1, row "Huawei Ascend 910B": CNY 120,000, ~2024-01, Reuters [S]; stays CNY, no range given.
    const auto ascend = db.cards().find("ascend-910b");
    REQUIRE(ascend);
    REQUIRE(ascend->price);
    CHECK(ascend->price->amount.inCurrencyUnits() == 120000.0);
    CHECK(ascend->price->currency == "CNY");
    CHECK(ascend->price->date == "2024-01");
    // The update's newer, weaker figure is the low end: CNY 90,000 (expert-call minutes, about 2025-04/05) [W].
    CHECK(ascend->price->low->inCurrencyUnits() == 90000.0);
    CHECK(ascend->price->high->inCurrencyUnits() == 120000.0);
    CHECK(ascend->price->confidence == PriceConfidence::Press);
    CHECK(ascend->price->source.find("dunyanews.tv/amp/english/788751.php") != std::string::npos);

    // Section 1, row "H200 SXM 141GB": 27,000 / 33,821 / 39,083 USD tagged "S (low) / W": the weaker tag is kept.
    const auto h200 = db.cards().find("h200-sxm-141gb");
    REQUIRE(h200);
    REQUIRE(h200->price);
    CHECK(h200->price->amount.inCurrencyUnits() == 33821.0);
    CHECK(h200->price->low->inCurrencyUnits() == 27000.0);
    CHECK(h200->price->high->inCurrencyUnits() == 39083.0);
    CHECK(h200->price->confidence == PriceConfidence::Weak);
    CHECK(h200->notes.find("weaker tag") != std::string::npos);

    // Section 1, row "GeForce RTX 4090": MSRP 1,599 USD 2022-09-20 [P]; the EUR 1,949 high is another currency.
    const auto rtx = db.cards().find("rtx-4090");
    REQUIRE(rtx);
    REQUIRE(rtx->price);
    CHECK(rtx->price->amount.inCurrencyUnits() == 1599.0);
    CHECK(rtx->price->confidence == PriceConfidence::List);
    CHECK_FALSE(rtx->price->high);

    // Section 1, rows "A10" (none found) and "AMD Instinct MI325X" (none found): empty, and the notes say so.
    for (const char* id : {"a10", "mi325x", "gb200", "a30"}) {
        INFO(id);
        const auto card = db.cards().find(id);
        REQUIRE(card);
        CHECK_FALSE(card->price);
        CHECK(card->notes.find("Price:") != std::string::npos);
    }
}

TEST_CASE("Built-in servers carry the system price where one exists, else a derived host share", "[builtin][prices]")
{
    auto db = openMemoryCatalogue();

    // Section 2, row "NVIDIA DGX H100": 270,000 / 329,580 / 375,000 USD from 2023-05, tagged "S (low) / W".
    const auto dgx = db.servers().find("dgx-h100");
    REQUIRE(dgx);
    REQUIRE(dgx->price);
    CHECK(dgx->price->amount.inCurrencyUnits() == 329580.0);
    CHECK(dgx->price->low->inCurrencyUnits() == 270000.0);
    CHECK(dgx->price->high->inCurrencyUnits() == 375000.0);
    CHECK(dgx->price->date == "2023-05");
    CHECK(dgx->price->confidence == PriceConfidence::Weak);

    // Section 2 has no Dell XE9680 price: the host share comes from the HGX H100 server row,
    // 296,644 / (8 x 30,000) - 1 = 0.236, rounded to 0.24.
    const auto dell = db.servers().find("dell-xe9680-h100");
    REQUIRE(dell);
    CHECK_FALSE(dell->price);
    REQUIRE(dell->hostShare);
    CHECK(*dell->hostShare == 0.24);
    CHECK(dell->notes.find("296,644") != std::string::npos);

    // Every server has either a system price or a host share, or its notes say why neither.
    for (const Server& s : db.servers().all()) {
        INFO(s.id);
        CHECK((s.price || s.hostShare || s.notes.find("host_share is left empty") != std::string::npos));
    }
}

TEST_CASE("Built-in cloud offers: every row of prices.md section 3, CNY rentals included", "[builtin][prices]")
{
    auto db = openMemoryCatalogue();
    const auto offers = db.cloudOffers().all();
    std::set<std::string> cards;
    int cny = 0;
    for (const CloudOffer& o : offers) {
        INFO(o.id);
        cards.insert(o.cardId);
        cny += o.currency == "CNY" ? 1 : 0;
        CHECK(o.confidence); // every built-in offer carries its tag
        REQUIRE(db.cards().find(o.cardId));
    }
    CHECK(offers.size() >= 25);
    CHECK(cards.size() >= 12);
    CHECK(cny >= 3); // AutoDL RTX 4090, the A100 80GB market rate and university rate, 8x L40S

    // Section 3, row "H100 · AWS p5.48xlarge, after the June 2025 cut": 6.88 USD per GPU-hour [P*], spot
    // 30.24 / 8 = 3.78; the 2023 price of 12.29 is kept in the notes.
    const auto p5 = db.cloudOffers().find("aws-p5-h100-on-demand-2023");
    REQUIRE(p5);
    CHECK(p5->onDemandPerGpuHour->inCurrencyUnits() == 6.88);
    CHECK(p5->spotPerGpuHour->inCurrencyUnits() == 3.78);
    CHECK(p5->confidence == PriceConfidence::ListCopy);
    CHECK(p5->notes.find("12.29") != std::string::npos);

    // Section 3, row "H100 · GCP a3-highgpu · us-central1": 4.86 (3y) / 7.67 (1y) / 11.06 (OD), 2025-03-17 [P].
    const auto gcp = db.cloudOffers().find("gcp-a3-highgpu-h100");
    REQUIRE(gcp);
    CHECK(gcp->onDemandPerGpuHour->inCurrencyUnits() == 11.06);
    CHECK(gcp->oneYearPerGpuHour->inCurrencyUnits() == 7.67);
    CHECK(gcp->threeYearPerGpuHour->inCurrencyUnits() == 4.86);
    CHECK(gcp->date == "2025-03-17");
    CHECK(gcp->region == "us-central1");
    CHECK(gcp->confidence == PriceConfidence::List);

    // Section 3, row "China · RTX 4090 · AutoDL": CNY 2.18 per GPU-hour on 2026-08-30 [W], not converted.
    const auto autodl = db.cloudOffers().find("autodl-rtx-4090");
    REQUIRE(autodl);
    CHECK(autodl->currency == "CNY");
    CHECK(autodl->onDemandPerGpuHour->inCurrencyUnits() == 2.18);
    CHECK(autodl->date == "2026-08-30");
    CHECK(autodl->confidence == PriceConfidence::Weak);
}
