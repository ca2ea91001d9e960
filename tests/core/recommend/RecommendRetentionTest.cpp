#include "SameOption.h"
#include "recommend/Recommender.h"

#include "model/ModelPresets.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;

namespace {

// An L4-like card (gpu_specs.csv figures, priced by hand at 3,000 CNY), under any id.
Accelerator smallCard(const char* id)
{
    Accelerator c;
    c.id = id;
    c.memory = Bytes::gigabytes(24);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(300);
    c.tdp = Watts::of(72);
    c.peak.bf16Tflops = 121;
    c.interconnect = InterconnectKind::PCIe;
    c.pcieGeneration = 4;
    c.price = PriceQuote{Money::amount(3000), "CNY", "2026-01-01", "test"};
    return c;
}

// An H100-like card at 20,000 CNY.
Accelerator bigCard()
{
    Accelerator c = smallCard("big");
    c.memory = Bytes::gigabytes(80);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(3350);
    c.tdp = Watts::of(700);
    c.peak.bf16Tflops = 989.5;
    c.interconnect = InterconnectKind::NVLink;
    c.interconnectBandwidth = BytesPerSecond::gigabytesPerSecond(900);
    c.price = PriceQuote{Money::amount(20000), "CNY", "2026-01-01", "test"};
    return c;
}

// Llama-2-7B in BF16 with free electricity: each option costs GPUs x card price. "small" and "twin" are the same
// card under two ids, so every option of one ties with the other's (the ranking keeps the order they were found
// in: small first); "unpriced" is the same card again without a price.
RecommendInputs withTies()
{
    RecommendInputs in;
    in.arch = *findModelPreset("llama-2-7b");
    Accelerator unpriced = smallCard("unpriced");
    unpriced.price.reset();
    in.cards = {smallCard("small"), bigCard(), smallCard("twin"), unpriced};
    in.search.precisions = {Precision::BF16};
    in.economics.currency = "CNY";
    in.economics.pricePerKwh = 0.0;
    return in;
}

const auto checkSame = fixtures::checkSameOption;

} // namespace

TEST_CASE("Keeping only the first options gives the same first options, front and counts", "[recommend]")
{
    const auto all = recommend(withTies());
    REQUIRE(all);
    const auto firstThree = recommend(withTies(), RecommendRetention{3, 1});
    REQUIRE(firstThree);

    // By hand: small x 1 and twin x 1 at 3,000 (a tie: small was found first), then small x 2 at 6,000.
    REQUIRE(firstThree->ranked.size() == 3);
    CHECK(firstThree->ranked[0].cardId == "small");
    CHECK(firstThree->ranked[0].gpus == 1);
    CHECK(firstThree->ranked[1].cardId == "twin");
    CHECK(firstThree->ranked[1].gpus == 1);
    CHECK(firstThree->ranked[2].cardId == "small");
    CHECK(firstThree->ranked[2].gpus == 2);
    CHECK(firstThree->ranked[2].totalCost->inCurrencyUnits() == Approx(6000.0));

    // The same as the first three of the whole ranking, option for option.
    REQUIRE(all->ranked.size() > 3);
    for (std::size_t i = 0; i < 3; ++i)
        checkSame(firstThree->ranked[i], all->ranked[i]);
    CHECK(firstThree->rankedCount == all->ranked.size());
    CHECK(all->rankedCount == all->ranked.size());

    // The whole front, whatever was kept.
    REQUIRE(firstThree->front.size() == all->front.size());
    REQUIRE(all->front.size() >= 2);
    for (std::size_t i = 0; i < all->front.size(); ++i)
        checkSame(firstThree->front[i], all->front[i]);
    CHECK(firstThree->front.front().cardId == "small"); // not twin, its equal found later

    // Unpriced: one kept, the fastest (the first of the whole list), all counted.
    REQUIRE(all->unpriced.size() >= 2);
    REQUIRE(firstThree->unpriced.size() == 1);
    checkSame(firstThree->unpriced.front(), all->unpriced.front());
    CHECK(firstThree->unpricedCount == all->unpriced.size());

    // What was left out and why is the same.
    CHECK(firstThree->excluded == all->excluded);
    REQUIRE(firstThree->leftOut.size() == all->leftOut.size());
    REQUIRE(all->leftOut.size() == 1);
    CHECK(all->leftOut.front().cardId == "unpriced");
    CHECK(firstThree->leftOut.front().cardId == "unpriced");
    CHECK(firstThree->leftOut.front().reason == LeftOutReason::NoPrice);
    CHECK(firstThree->evaluated == all->evaluated);
}

TEST_CASE("A search without exclusion lines gives the same answer, the cards left out included", "[recommend]")
{
    // The window's search: it shows each card left out with its reason, never the lines. A card without a TDP is
    // logged ("no-tdp: TDP unknown, ...") and left out as an unknown figure either way.
    RecommendInputs in = withTies();
    Accelerator noTdp = smallCard("no-tdp");
    noTdp.tdp.reset();
    in.cards.push_back(noTdp);
    const auto all = recommend(in);
    RecommendRetention withoutLines;
    withoutLines.exclusionLines = false;
    const auto quiet = recommend(in, withoutLines);
    REQUIRE(all);
    REQUIRE(quiet);

    CHECK(quiet->excluded.empty());
    CHECK(std::find(all->excluded.begin(), all->excluded.end(),
                    "no-tdp: TDP unknown, so power and cost cannot be computed")
          != all->excluded.end());
    REQUIRE(quiet->ranked.size() == all->ranked.size());
    for (std::size_t i = 0; i < all->ranked.size(); ++i)
        checkSame(quiet->ranked[i], all->ranked[i]);
    REQUIRE(quiet->front.size() == all->front.size());
    CHECK(quiet->evaluated == all->evaluated);
    REQUIRE(quiet->leftOut.size() == 2);
    REQUIRE(all->leftOut.size() == 2);
    for (std::size_t i = 0; i < 2; ++i) {
        CHECK(quiet->leftOut[i].cardId == all->leftOut[i].cardId);
        CHECK(quiet->leftOut[i].reason == all->leftOut[i].reason);
        CHECK(quiet->leftOut[i].detail == all->leftOut[i].detail);
    }
    CHECK(all->leftOut[1].cardId == "no-tdp");
    CHECK(all->leftOut[1].reason == LeftOutReason::UnknownFigure);
}
