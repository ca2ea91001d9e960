#include "../performance/CardFixtures.h"

#include "model/ModelPresets.h"
#include "recommend/Recommender.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace gputco;

namespace {

// T4 (gpu_specs.csv, Turing): 16 GB, 320 GB/s, 70 W; FP16 65, INT8 130, INT4 260 dense; no BF16, no FP8.
Accelerator t4()
{
    Accelerator a = fixtures::card("t4", "T4", 16, 320, 70, PeakThroughput{8.1, {}, {}, 65, {}, 130, 260},
                                   InterconnectKind::None, 0, 3, "PCIe low-profile");
    a.price = PriceQuote{Money::amount(15000), "CNY", "2026-01-01", "test"};
    return a;
}

Accelerator pricedH100()
{
    Accelerator a = fixtures::h100();
    a.price = PriceQuote{Money::amount(200000), "CNY", "2026-01-01", "test"};
    return a;
}

// The "Energy by hand" case of RecommenderTest: one L4-like card in a 1-GPU server of 100 W, utilisation 0.5, one
// year: 55.4 W IT on average, 485.304 kWh a year at PUE 1.
RecommendInputs oneSmallServer()
{
    RecommendInputs in;
    in.arch = *findModelPreset("llama-2-7b");
    Accelerator small = fixtures::l4();
    small.id = "small";
    small.price = PriceQuote{Money::amount(3000), "CNY", "2026-01-01", "test"};
    in.cards = {small};
    in.search.precisions = {Precision::BF16};
    in.search.maxTensorParallel = 1;
    Server box;
    box.id = "one-small";
    box.cardId = "small";
    box.gpusPerServer = 1;
    box.systemMaxPower = Watts::of(100);
    in.servers = {box};
    in.economics.currency = "CNY";
    in.economics.pricePerKwh = 1.0;
    in.economics.pue = 1.0;
    in.economics.years = 1;
    in.economics.utilisation = 0.5;
    return in;
}

} // namespace

TEST_CASE("One rule for energy: the scenario's price and PUE cost an option in any facility", "[recommend][rule]")
{
    RecommendInputs in = oneSmallServer();
    Facility hall;
    hall.id = "hall";
    hall.currency = "CNY";
    hall.rack.voltage = 415;
    hall.rack.phases = 3;
    hall.rack.breakerAmps = 125;
    hall.electricityPricePerKwh = 0.25;
    hall.pue = 2.0;
    in.facilities = {hall};

    // The rule: 485.304 kWh x PUE 1.0 x 1.0 per kWh = 485.304 a year, whatever the hall's own figures. Before it,
    // the hall's 0.25 x PUE 2.0 gave 242.652 here (the "recommend stays at 828,706 at any price" finding).
    auto result = recommend(in);
    REQUIRE(result);
    REQUIRE(result->ranked.size() == 1);
    CHECK(result->ranked.front().facilityId == std::optional<std::string>("hall"));
    CHECK(result->ranked.front().monthlyOpex.inCurrencyUnits() * 12 == Approx(485.304));
    CHECK(result->ranked.front().totalCost->inCurrencyUnits() == Approx(3000.0 + 485.304));

    // The same price moves the option: at 2.0 per kWh, 970.608 a year.
    in.economics.pricePerKwh = 2.0;
    result = recommend(in);
    CHECK(result->ranked.front().monthlyOpex.inCurrencyUnits() * 12 == Approx(970.608));

    // "Use each facility's own prices": 485.304 kWh x PUE 2.0 x 0.25 = 242.652 a year.
    in.economics.facilityOwnPrices = true;
    result = recommend(in);
    CHECK(result->ranked.front().monthlyOpex.inCurrencyUnits() * 12 == Approx(242.652));
}

TEST_CASE("Only possible precisions: T4 is never offered at FP8: BF16 on it is marked emulated",
          "[recommend][precision]")
{
    RecommendInputs in;
    in.arch = *findModelPreset("llama-2-7b");
    in.cards = {t4()};
    in.economics.currency = "CNY";
    in.constraints.outputTokensPerSecond = 100.0;
    in.constraints.maxTpot = Duration::seconds(0.2);
    // The default inference list: BF16, FP8, INT8, INT4. Before the rule, FP8 was offered at the FP16 fallback.
    const auto result = recommend(in);
    REQUIRE(result);
    REQUIRE_FALSE(result->ranked.empty());
    CHECK(std::none_of(result->ranked.begin(), result->ranked.end(),
                       [](const RecommendOption& o) { return o.precision == Precision::FP8; }));
    for (const RecommendOption& o : result->ranked) {
        // BF16 computes at FP16 and INT4 is dequantised: emulated; INT8 has its own 130 TOPS figure: native.
        CHECK(o.emulatedPrecision == (o.precision != Precision::INT8));
    }
    CHECK(std::any_of(result->ranked.begin(), result->ranked.end(),
                      [](const RecommendOption& o) { return o.precision == Precision::INT8; }));
    CHECK(std::find(result->excluded.begin(), result->excluded.end(),
                    "t4: NVIDIA T4 has no published dense FP8 figure: FP8 is not supported")
          != result->excluded.end());
}

TEST_CASE("A run longer than a year is never recommended without a deadline", "[recommend][training][rule]")
{
    // Llama-2-7B LoRA (timed as full training, 6N FLOPs per token) on one H100. 1e12 tokens (the old default in
    // every mode) need 6 x 6.74e9 x 1e12 = 4.04e22 FLOPs: even at the full 989.5 TFLOPS dense BF16 peak that is
    // 4.09e7 s = 1.3 years, so the run is left out with the deadline reason. Before the rule it was ranked.
    RecommendInputs in;
    in.arch = *findModelPreset("llama-2-7b");
    in.training = true;
    in.trainingMode = WorkloadMode::Lora;
    in.trainingRun.tokens = 1e12;
    in.cards = {pricedH100()};
    in.search.precisions = {Precision::BF16};
    in.search.maxGpus = 1;
    in.economics.currency = "CNY";
    in.rankBy = RankMetric::CostPerRun;
    auto result = recommend(in);
    REQUIRE(result);
    CHECK(result->ranked.empty());
    REQUIRE(result->leftOut.size() == 1);
    CHECK(result->leftOut.front().reason == LeftOutReason::Deadline);
    CHECK(result->leftOut.front().detail == "no GPU count up to 1 finishes within a year (no deadline given)");

    // A fine-tuning set of 100 M tokens (the new LoRA default) is 1/10,000 of that: hours, ranked by the run's
    // cost (GPU-hours x the owned cost per GPU-hour, 200,000 / (3 years x 8,760 h) = 7.61 CNY).
    in.trainingRun.tokens = 100e6;
    result = recommend(in);
    REQUIRE(result);
    REQUIRE(result->ranked.size() == 1);
    const RecommendOption& run = result->ranked.front();
    CHECK(run.runTime->inHours() < 24.0);
    CHECK(run.rankValue == Approx(run.costPerRun->inCurrencyUnits()));
}

TEST_CASE("Runs of equal cost rank the smaller purchase first, not the fastest", "[recommend][training][rule]")
{
    // With free electricity an owned run costs GPU-hours x price / (3 years x 8,760 h): the same on 1 or 2 GPUs
    // when the run scales perfectly. Before, the tie went to the faster, bigger purchase (a 7B LoRA of 200 M tokens
    // on 256 Gaudi 3 for 31 M CNY in the example); now to the smaller total.
    RecommendInputs in;
    in.arch = *findModelPreset("llama-2-7b");
    in.training = true;
    in.trainingMode = WorkloadMode::Lora;
    in.trainingRun.tokens = 100e6;
    in.cards = {pricedH100()};
    in.search.precisions = {Precision::BF16};
    // Whole 8-GPU servers (a part-filled server pays its whole host, docs/MODEL.md): 8, 16, 32 and 64 GPUs cost the
    // same per GPU-hour.
    in.search.maxGpus = 64;
    in.economics.currency = "CNY";
    in.rankBy = RankMetric::CostPerRun;
    const auto result = recommend(in);
    REQUIRE(result);
    REQUIRE(result->ranked.size() >= 2);
    // LoRA's gradients are tiny, so data parallelism costs nothing here: whole servers tie on the run's cost.
    const auto cents = [](const RecommendOption& o) { return std::llround(o.rankValue * 100.0); };
    const auto ties = std::count_if(result->ranked.begin(), result->ranked.end(),
                                    [&](const RecommendOption& o) { return cents(o) == cents(result->ranked[0]); });
    REQUIRE(ties >= 2);
    for (const RecommendOption& o : result->ranked)
        if (cents(o) == cents(result->ranked[0]))
            CHECK(result->ranked[0].gpus <= o.gpus);
    for (std::size_t i = 1; i < result->ranked.size(); ++i) {
        const RecommendOption& a = result->ranked[i - 1];
        const RecommendOption& b = result->ranked[i];
        const bool tie = std::llround(a.rankValue * 100.0) == std::llround(b.rankValue * 100.0);
        if (tie)
            CHECK(a.totalCost->inCurrencyUnits() <= b.totalCost->inCurrencyUnits());
        else
            CHECK(a.rankValue < b.rankValue);
    }
}
