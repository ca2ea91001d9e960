#include "recommend/Recommender.h"

#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// The same two round-figure cards as RecommenderTest.cpp: "big" H100-like, "small" L4-like (gpu_specs.csv).
Accelerator card(const char* id, double memoryGb, double bandwidthGbs, double tdpW, double bf16, double price)
{
    Accelerator c;
    c.id = id;
    c.memory = Bytes::gigabytes(memoryGb);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(bandwidthGbs);
    c.tdp = Watts::of(tdpW);
    c.peak.bf16Tflops = bf16;
    c.interconnect = InterconnectKind::PCIe;
    c.pcieGeneration = 4;
    c.price = PriceQuote{Money::amount(price), "CNY", "2026-01-01", "test"};
    return c;
}

RecommendInputs serving(std::vector<Accelerator> cards)
{
    RecommendInputs in;
    in.arch = *findModelPreset("llama-2-7b");
    in.cards = std::move(cards);
    in.search.precisions = {Precision::BF16};
    in.search.maxTensorParallel = 1;
    in.economics.currency = "CNY";
    in.economics.pricePerKwh = 0.0;
    return in;
}

const CardLeftOut* leftOut(const RecommendResult& r, const std::string& id)
{
    for (const CardLeftOut& c : r.leftOut)
        if (c.cardId == id)
            return &c;
    return nullptr;
}

} // namespace

TEST_CASE("A card too small for the weights is left out for memory", "[recommend]")
{
    // Llama-2-7B in BF16 is 6.74e9 x 2 bytes = 13.5 GB of weights: an 8 GB card holds none of it at TP 1.
    const auto result =
        recommend(serving({card("tiny", 8, 300, 72, 121, 1000), card("small", 24, 300, 72, 121, 3000)}));
    REQUIRE(result);
    REQUIRE(result->leftOut.size() == 1);
    CHECK(result->leftOut.front().cardId == "tiny");
    CHECK(result->leftOut.front().reason == LeftOutReason::Memory);
    CHECK(result->ranked.front().cardId == "small");
}

TEST_CASE("A card that holds the model but decodes too slowly is left out for latency", "[recommend]")
{
    // 13.5 GB read per token at 300 GB/s x 0.7 efficiency = 64 ms > 10 ms; at 3,350 GB/s it is 5.7 ms.
    RecommendInputs in = serving({card("small", 24, 300, 72, 121, 3000), card("big", 80, 3350, 700, 989.5, 20000)});
    in.constraints.maxTpot = Duration::seconds(0.010);
    const auto result = recommend(in);
    REQUIRE(result);
    const CardLeftOut* small = leftOut(*result, "small");
    REQUIRE(small);
    CHECK(small->reason == LeftOutReason::Latency);
    CHECK_FALSE(leftOut(*result, "big"));
}

TEST_CASE("Unknown bandwidth, no price and the budget are told apart", "[recommend]")
{
    Accelerator noBandwidth = card("nobw", 80, 1000, 400, 300, 5000);
    noBandwidth.memoryBandwidth.reset();
    Accelerator noPrice = card("noprice", 24, 300, 72, 121, 0);
    noPrice.price.reset();
    RecommendInputs in = serving(
        {noBandwidth, noPrice, card("dear", 80, 3350, 700, 989.5, 20000), card("small", 24, 300, 72, 121, 3000)});
    in.constraints.budget = Money::amount(10000); // one small card (3,000) passes, one dear card (20,000) not
    const auto result = recommend(in);
    REQUIRE(result);
    REQUIRE(result->leftOut.size() == 3);
    CHECK(leftOut(*result, "nobw")->reason == LeftOutReason::UnknownFigure);
    CHECK(leftOut(*result, "noprice")->reason == LeftOutReason::NoPrice);
    CHECK(leftOut(*result, "dear")->reason == LeftOutReason::Budget);
    CHECK(result->ranked.front().cardId == "small");
}

TEST_CASE("Left-out reasons have stable spellings", "[recommend]")
{
    CHECK(leftOutReasonName(LeftOutReason::UnknownFigure) == "unknown-figure");
    CHECK(leftOutReasonName(LeftOutReason::NoPrice) == "no-price");
    CHECK(leftOutReasonName(LeftOutReason::Footprint) == "footprint");
    CHECK(parseLeftOutReason("no-offer") == LeftOutReason::NoOffer);
    // A card hosted but too big for the site got further than one no facility hosts.
    CHECK(LeftOutReason::Footprint > LeftOutReason::Facility);
    CHECK(parseLeftOutReason("throughput") == LeftOutReason::Throughput);
    // The licence is checked before any facility: a consumer card no facility hosts was refused for the licence.
    CHECK(parseLeftOutReason("licence") == LeftOutReason::Licence);
    CHECK(LeftOutReason::Licence < LeftOutReason::Facility);
    // The export control is checked per facility before its fit: a card refused in China and too big for the US
    // site got further (the facility's reason); one refused for export everywhere was never fitted.
    CHECK(parseLeftOutReason("export") == LeftOutReason::Export);
    CHECK(leftOutReasonName(LeftOutReason::Export) == "export");
    CHECK(LeftOutReason::Licence < LeftOutReason::Export);
    CHECK(LeftOutReason::Export < LeftOutReason::Facility);
    CHECK_FALSE(parseLeftOutReason("Memory"));
}
