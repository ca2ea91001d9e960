#include "recommend/OptionGroups.h"

#include "model/ModelPresets.h"
#include "recommend/Recommender.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

RecommendOption option(const char* card, Precision precision, double cost, double latencyMs, int tensor = 1)
{
    RecommendOption o;
    o.cardId = card;
    o.precision = precision;
    o.parallel.tensor = tensor;
    o.gpus = tensor;
    o.replicas = 1;
    o.servers = 1;
    o.totalCost = Money::amount(cost);
    o.rankValue = cost;
    o.latencySeconds = latencyMs / 1000.0;
    return o;
}

RecommendOption rented(RecommendOption o)
{
    o.rented = true;
    o.cloudOfferId = "cloud-" + o.cardId;
    return o;
}

RecommendOption at(RecommendOption o, const char* facility)
{
    o.facilityId = facility;
    return o;
}

} // namespace

TEST_CASE("Ranked options group by card and ownership: identical figures collapse across precisions",
          "[recommend][groups]")
{
    // Worked by hand, cheapest first. Ranks 2 and 3 differ only in FP8 against INT8 (same GPUs, split, site, cost
    // and speed): one row. Rank 6 costs the same as rank 2 but sits in another facility: its own row. Ranks 4 and
    // 5 collapse too; rank 7 splits over two GPUs: its own row.
    std::vector<RecommendOption> ranked{
        option("small", Precision::BF16, 3000, 20),               // 0
        rented(option("small", Precision::BF16, 3200, 20)),       // 1
        option("small", Precision::FP8, 3500, 15),                // 2
        option("small", Precision::INT8, 3500, 15),               // 3
        option("big", Precision::FP8, 20000, 8),                  // 4
        option("big", Precision::INT8, 20000, 8),                 // 5
        at(option("small", Precision::FP8, 3500, 15), "west"),    // 6
        option("big", Precision::INT8, 40000, 5, 2),              // 7
        option("small", Precision::INT8, 3500, 15 * (1 + 1e-12)), // 8: equal to the last bit: as 2
    };
    ranked[8].totalCost = Money::amount(3500.004); // and equal to the fen
    const std::vector<OptionGroup> groups = groupOptions(ranked);
    REQUIRE(groups.size() == 3);

    const OptionGroup& smallOwned = groups[0];
    CHECK(smallOwned.cardId == "small");
    CHECK_FALSE(smallOwned.rented);
    CHECK(smallOwned.best() == 0);
    REQUIRE(smallOwned.variants.size() == 3);
    CHECK(smallOwned.variants[1].rank == 2);
    CHECK(smallOwned.variants[1].collapsed == std::vector<std::size_t>{3, 8});
    CHECK(smallOwned.variants[1].precisions == std::vector<Precision>{Precision::FP8, Precision::INT8});
    CHECK(smallOwned.variants[2].rank == 6);
    CHECK(smallOwned.variants[2].collapsed.empty());
    CHECK(smallOwned.optionCount() == 5);

    CHECK(groups[1].cardId == "small");
    CHECK(groups[1].rented);
    CHECK(groups[1].best() == 1);
    CHECK(groups[1].optionCount() == 1);

    const OptionGroup& bigOwned = groups[2];
    CHECK(bigOwned.cardId == "big");
    CHECK(bigOwned.best() == 4);
    REQUIRE(bigOwned.variants.size() == 2);
    CHECK(bigOwned.variants[0].collapsed == std::vector<std::size_t>{5});
    CHECK(bigOwned.variants[1].rank == 7);

    CHECK(firstGroupOf(groups, false) == std::optional<std::size_t>(0));
    CHECK(firstGroupOf(groups, true) == std::optional<std::size_t>(1));
    CHECK_FALSE(firstGroupOf({groups[0], groups[2]}, true));
    CHECK(groupOptions({}).empty());
}

TEST_CASE("A card whose FP8 and INT8 peaks are equal gives one row for both", "[recommend][groups]")
{
    // H100-like round figures (gpu_specs.csv: 1,979 TFLOPS FP8 and 1,979 TOPS INT8 dense-equivalent): one byte per
    // weight either way, so the search finds each split twice with the same cost and speed.
    Accelerator c;
    c.id = "h";
    c.memory = Bytes::gigabytes(80);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(3350);
    c.tdp = Watts::of(700);
    c.peak.bf16Tflops = 989.5;
    c.peak.fp8Tflops = 1979;
    c.peak.int8Tops = 1979;
    c.interconnect = InterconnectKind::NVLink;
    c.interconnectBandwidth = BytesPerSecond::gigabytesPerSecond(900);
    c.price = PriceQuote{Money::amount(20000), "CNY", "2026-01-01", "test"};
    RecommendInputs in;
    in.arch = *findModelPreset("llama-2-7b");
    in.cards = {c};
    in.search.precisions = {Precision::FP8, Precision::INT8};
    in.search.maxTensorParallel = 2;
    in.economics.pricePerKwh = 0.5;
    const auto result = recommend(in);
    REQUIRE(result);
    REQUIRE(result->ranked.size() == 4); // TP1 and TP2 at each precision
    const std::vector<OptionGroup> groups = groupOptions(result->ranked);
    REQUIRE(groups.size() == 1);
    REQUIRE(groups[0].variants.size() == 2); // TP1 and TP2, each FP8 and INT8 in one row
    for (const OptionVariant& v : groups[0].variants) {
        CHECK(v.collapsed.size() == 1);
        CHECK(v.precisions.size() == 2);
    }
    CHECK(groups[0].optionCount() == 4);
}
