#include "recommend/PerformanceCandidate.h"
#include "recommend/Recommender.h"

#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <string>
#include <vector>

using namespace gputco;

namespace {

// An L4-like card (gpu_specs.csv figures, priced by hand at 3,000 CNY). It has no FP8 figure, so each copy logs
// one "FP8 is not supported" line while its candidates are made.
Accelerator smallCard(const std::string& id)
{
    Accelerator c;
    c.id = id;
    c.model = "Small";
    c.memory = Bytes::gigabytes(24);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(300);
    c.tdp = Watts::of(72);
    c.peak.bf16Tflops = 121;
    c.interconnect = InterconnectKind::PCIe;
    c.pcieGeneration = 4;
    c.price = PriceQuote{Money::amount(3000), "CNY", "2026-01-01", "test"};
    return c;
}

// An H100-like card, priced at 30,000 CNY: over the 25,000 budget below, so each copy logs one budget line while
// priced.
Accelerator bigCard(const std::string& id)
{
    Accelerator c = smallCard(id);
    c.model = "Big";
    c.memory = Bytes::gigabytes(80);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(3350);
    c.tdp = Watts::of(700);
    c.peak.bf16Tflops = 989.5;
    c.interconnect = InterconnectKind::NVLink;
    c.interconnectBandwidth = BytesPerSecond::gigabytesPerSecond(900);
    c.price = PriceQuote{Money::amount(30000), "CNY", "2026-01-01", "test"};
    return c;
}

// Llama-2-7B in BF16 and FP8 with free electricity, a budget of 25,000 CNY (every split of the small card, up to 8 x
// 3,000, and none of the big one), and `copies` of each of three cards (small, big, small without a price) in turn,
// each under its own id: every small copy's options tie with every other's (same cost and latency), so the ranking and
// the front break the ties by the order they were found in, across any boundary the cards are split at.
RecommendInputs catalogue(int copies)
{
    RecommendInputs in;
    in.arch = *findModelPreset("llama-2-7b");
    for (int i = 0; i < copies; ++i) {
        char suffix[8];
        std::snprintf(suffix, sizeof suffix, "-%03d", i);
        Accelerator unpriced = smallCard(std::string("unpriced") + suffix);
        unpriced.price.reset();
        in.cards.push_back(smallCard(std::string("small") + suffix));
        in.cards.push_back(bigCard(std::string("big") + suffix));
        in.cards.push_back(unpriced);
    }
    in.search.precisions = {Precision::BF16, Precision::FP8};
    in.constraints.budget = Money::amount(25000);
    in.economics.currency = "CNY";
    in.economics.pricePerKwh = 0.0;
    return in;
}

std::string describe(const RecommendOption& o)
{
    return o.cardId + " " + std::string(precisionName(o.precision)) + " x" + std::to_string(o.gpus) + " tp"
           + std::to_string(o.parallel.tensor) + " dp" + std::to_string(o.parallel.data) + " c"
           + std::to_string(o.concurrencyPerReplica) + " lat " + std::to_string(o.latencySeconds) + " rank "
           + std::to_string(o.rankValue) + " total "
           + (o.totalCost ? std::to_string(o.totalCost->inCurrencyUnits()) : std::string("none"))
           + (o.onParetoFront ? " front" : "");
}

std::vector<std::string> describe(const std::vector<RecommendOption>& options)
{
    std::vector<std::string> out;
    for (const RecommendOption& o : options)
        out.push_back(describe(o));
    return out;
}

std::vector<std::string> describe(const std::vector<CardLeftOut>& cards)
{
    std::vector<std::string> out;
    for (const CardLeftOut& c : cards)
        out.push_back(c.cardId + " " + std::to_string(static_cast<int>(c.reason)) + " " + c.detail);
    return out;
}

void checkSame(const RecommendResult& serial, const RecommendResult& split)
{
    CHECK(split.evaluated == serial.evaluated);
    CHECK(split.rankedCount == serial.rankedCount);
    CHECK(split.unpricedCount == serial.unpricedCount);
    CHECK(describe(split.ranked) == describe(serial.ranked));
    CHECK(describe(split.front) == describe(serial.front));
    CHECK(describe(split.unpriced) == describe(serial.unpriced));
    CHECK(split.excluded == serial.excluded);
    CHECK(describe(split.leftOut) == describe(serial.leftOut));
}

} // namespace

TEST_CASE("The search split across threads gives exactly the one-thread answer", "[recommend][threads]")
{
    // 100 copies of each card: 300 cards, split into 16 runs of 18 or 19 cards on 2 threads and 24 on 3 (8 runs a
    // thread), taken by whichever thread is free: every small copy's options tie with those of the copies in the
    // runs before.
    const RecommendInputs in = catalogue(100);
    const auto serial = recommendOnThreads(in, RecommendRetention{}, 1);
    REQUIRE(serial);
    // What the cases below compare is there to compare: ties among the small copies ranked first (the first found
    // first), unpriced options, lines from making candidates and from pricing them, and cards left out.
    REQUIRE(serial->ranked.size() >= 3);
    CHECK(serial->ranked[0].cardId == "small-000");
    CHECK(serial->ranked[1].cardId == "small-001");
    CHECK(serial->ranked[0].totalCost == serial->ranked[1].totalCost);
    CHECK(serial->front.front().cardId == "small-000");
    CHECK_FALSE(serial->unpriced.empty());
    // Every candidate line (each card's FP8 line) comes before every pricing line (the big copies' budget lines),
    // as when every card's candidates were made before any was priced.
    REQUIRE(serial->excluded.size() == 300 + 100);
    CHECK(serial->excluded[299].find("unpriced-099: ") == 0);
    CHECK(serial->excluded[300] == "big-000: options over the budget dropped");
    CHECK(serial->excluded[399] == "big-099: options over the budget dropped");
    REQUIRE(serial->leftOut.size() == 200); // the big copies (budget) and the unpriced ones
    CHECK(serial->leftOut[0].cardId == "big-000");
    CHECK(serial->leftOut[0].reason == LeftOutReason::Budget);

    // As many threads as the processor has (one when it has one), then two and three.
    const auto automatic = recommend(in);
    REQUIRE(automatic);
    checkSame(*serial, *automatic);
    for (std::size_t threads : {2, 3}) {
        const auto split = recommendOnThreads(in, RecommendRetention{}, threads);
        REQUIRE(split);
        checkSame(*serial, *split);
    }
}

TEST_CASE("Split across threads and keeping the first few: the ties are cut where one thread cuts them",
          "[recommend][threads]")
{
    const RecommendInputs in = catalogue(100);
    const RecommendRetention firstFew{5, 2};
    const auto serial = recommendOnThreads(in, firstFew, 1);
    const auto split = recommendOnThreads(in, firstFew, 2);
    REQUIRE(serial);
    REQUIRE(split);
    // The first five are the single small cards of small-000 to small-004, in the order they were found.
    REQUIRE(split->ranked.size() == 5);
    CHECK(split->ranked[4].cardId == "small-004");
    CHECK(split->ranked[4].gpus == 1);
    CHECK(split->unpriced.size() == 2);
    checkSame(*serial, *split);
}

TEST_CASE("Each card's candidates are priced as they are made: the counts add up card by card", "[recommend][threads]")
{
    // The counts of one search are the sum of each card's: 40 copies of the three cards give 40 times the counts
    // of one copy of each.
    const auto one = recommendOnThreads(catalogue(1), RecommendRetention{}, 1);
    const auto forty = recommendOnThreads(catalogue(40), RecommendRetention{2, 2}, 2);
    REQUIRE(one);
    REQUIRE(forty);
    REQUIRE(one->evaluated > 0);
    REQUIRE(one->rankedCount > 0);
    REQUIRE(one->unpricedCount > 0);
    CHECK(forty->evaluated == 40 * one->evaluated);
    CHECK(forty->rankedCount == 40 * one->rankedCount);
    CHECK(forty->unpricedCount == 40 * one->unpricedCount);
    // An unpriced copy's options are the small copy's: the same candidates, no price.
    CHECK(one->unpricedCount == one->rankedCount);
}

TEST_CASE("Joining two exclusion logs is logging the second's after the first's", "[recommend][threads]")
{
    ExclusionLog first;
    first.add("a: one");
    first.add("b: two");
    first.add("a: one"); // a repeat: kept once
    first.reached("a", LeftOutReason::Memory, "first memory");
    first.reached("b", LeftOutReason::Budget, "first budget");
    ExclusionLog second;
    second.add("b: two"); // already in the first: stays at its first place
    second.add("c: three");
    second.reached("a", LeftOutReason::Memory, "second memory");   // the same stage: the first detail stays
    second.reached("b", LeftOutReason::Memory, "second memory");   // an earlier stage: budget stays
    second.reached("a", LeftOutReason::Latency, "second latency"); // further: replaces
    second.reached("c", LeftOutReason::Footprint, "second footprint");
    first.append(second);
    CHECK(first.lines() == std::vector<std::string>{"a: one", "b: two", "c: three"});
    CHECK(second.lines().empty());
    REQUIRE(first.furthest("a"));
    CHECK(first.furthest("a")->reason == LeftOutReason::Latency);
    CHECK(first.furthest("a")->detail == "second latency");
    CHECK(first.furthest("b")->reason == LeftOutReason::Budget);
    CHECK(first.furthest("b")->detail == "first budget");
    CHECK(first.furthest("c")->detail == "second footprint");
    CHECK_FALSE(second.furthest("c"));
    // Many lines (past the table's first size of 1,024 slots), each once, in order.
    ExclusionLog many;
    for (int i = 0; i < 3000; ++i)
        many.add("card-" + std::to_string(i % 2000));
    REQUIRE(many.lines().size() == 2000);
    CHECK(many.lines()[1999] == "card-1999");
}
