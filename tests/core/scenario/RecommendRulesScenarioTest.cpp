#include "../performance/CardFixtures.h"

#include "scenario/RecommendInputsFor.h"
#include "scenario/ScenarioEvaluator.h"
#include "scenario/WorkloadInputs.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;

namespace {

Accelerator priced(Accelerator a, double cny)
{
    a.price = PriceQuote{Money::amount(cny), "CNY", "2026-01-01", "test"};
    return a;
}

std::shared_ptr<CatalogueSnapshot> catalogue()
{
    auto c = std::make_shared<CatalogueSnapshot>();
    c->cards = {priced(fixtures::h100(), 200000), priced(fixtures::l4(), 18000), priced(fixtures::l40s(), 60000),
                priced(fixtures::a100(), 100000)};
    return c;
}

// The first ranked option of a card: what the Recommend view shows for it.
const RecommendOption* firstOf(const ScenarioRecommendation& r, const std::string& cardId)
{
    for (const RecommendOption& o : r.result.ranked)
        if (o.cardId == cardId)
            return &o;
    return nullptr;
}

} // namespace

TEST_CASE("Users drive the recommender's throughput need", "[scenario][recommend][demand]")
{
    ScenarioState s; // Llama-3.1-70B inference, throughput target 2,000 tokens/s
    s.workload.concurrentUsers = 500;
    s.workload.tokensPerSecondPerUser = 20.0;
    auto in = recommendInputsFor(s, *catalogue());
    REQUIRE(in);
    // 500 users x 20 tokens/s = 10,000 tokens/s, more than the target: the users size the search (before: 2,000).
    CHECK(*in->constraints.outputTokensPerSecond == 10000.0);
    // Two users ask for 40 tokens/s: the target's 2,000 sizes (and the views say the two disagree).
    s.workload.concurrentUsers = 2;
    in = recommendInputsFor(s, *catalogue());
    CHECK(*in->constraints.outputTokensPerSecond == 2000.0);
    CHECK(serviceDemandFor(s.workload).usersDisagreeWithTarget);
    // The recommendation's own throughput constraint replaces the workload's target, still against the users.
    s.workload.concurrentUsers = 500;
    s.constraints.outputTokensPerSecond = 4000.0;
    in = recommendInputsFor(s, *catalogue());
    CHECK(*in->constraints.outputTokensPerSecond == 10000.0);
}

TEST_CASE("Training defaults by mode: tokens, ranking by the run, the price rule", "[scenario][recommend][rule]")
{
    ScenarioState s;
    s.workload.modelPresetId = "llama-2-7b";
    s.workload.mode = TaskMode::Lora;
    auto in = recommendInputsFor(s, *catalogue());
    REQUIRE(in);
    // A fine-tuning set of 100 M tokens (before: 1e12 in every mode, the 9.08-year LoRA run).
    CHECK(in->trainingRun.tokens == 100e6);
    // A training job ranks by the cost of the run unless the user asks for the cost of owning.
    CHECK(in->rankBy == RankMetric::CostPerRun);
    s.constraints.rankBy = RankMetric::TotalCost;
    CHECK(recommendInputsFor(s, *catalogue())->rankBy == RankMetric::TotalCost);
    // Pre-training: 20 tokens per parameter (Chinchilla): Llama-2-7B's 6.74e9 parameters -> 1.35e11 tokens.
    s.workload.mode = TaskMode::PreTraining;
    in = recommendInputsFor(s, *catalogue());
    CHECK(in->trainingRun.tokens == Approx(20.0 * 6.738e9).epsilon(1e-3));
    // The user's own count wins.
    s.workload.trainingTokens = 2e9;
    CHECK(recommendInputsFor(s, *catalogue())->trainingRun.tokens == 2e9);
    // Serving ranks by total cost; the rule for energy comes from the scenario (off: its price and PUE).
    ScenarioState serving;
    CHECK(recommendInputsFor(serving, *catalogue())->rankBy == RankMetric::TotalCost);
    CHECK_FALSE(recommendInputsFor(serving, *catalogue())->economics.facilityOwnPrices);
    serving.economics.facilityOwnPrices = true;
    CHECK(recommendInputsFor(serving, *catalogue())->economics.facilityOwnPrices);
}

TEST_CASE("One sizing: Training vs inference shows the recommendation's GPUs and run time for the scenario's mode",
          "[scenario][comparison][sizing]")
{
    ScenarioEvaluator evaluator;
    ScenarioState s;
    s.workload.modelPresetId = "llama-3.1-8b";
    s.workload.contextTokens = 4096;
    s.workload.weights = Precision::BF16;
    s.workload.targetTokensPerSecond = 2000.0;
    s.workload.targetLatencyMs = 50.0;
    EvaluationPtr e = evaluator.evaluate(s, catalogue());
    const ScenarioRecommendation& r = e->recommendation->get();
    REQUIRE_FALSE(r.result.ranked.empty());
    REQUIRE(e->comparison->result());
    const ModeFigures& serving = e->comparison->result()->inference;
    CHECK(serving.sizedByRecommendation);
    CHECK_FALSE(e->comparison->result()->training.sizedByRecommendation);
    // Before, the comparison gave each card the fewest GPUs that hold 8B (one L4), whatever the 2,000 tokens/s
    // target; now each card shows the GPUs Recommend gives it, and a card it leaves out is not suitable.
    int compared = 0;
    for (const CardModeFit& fit : serving.cards) {
        const RecommendOption* option = firstOf(r, fit.cardId);
        if (!option) {
            CHECK_FALSE(fit.suitable);
            continue;
        }
        CHECK(fit.gpus == option->gpus);
        CHECK(fit.parallel.tensor == option->parallel.tensor);
        ++compared;
    }
    CHECK(compared >= 2);
    const RecommendOption* l4 = firstOf(r, "l4");
    REQUIRE(l4);
    CHECK(l4->gpus > 1); // 2,000 tokens/s is more than one L4 serves within 50 ms per token

    // A LoRA run: the training side takes the recommendation's GPUs and run time, card by card.
    s.workload.mode = TaskMode::Lora;
    s.workload.modelPresetId = "llama-2-7b";
    e = evaluator.evaluate(s, catalogue());
    const ScenarioRecommendation& rt = e->recommendation->get();
    REQUIRE_FALSE(rt.result.ranked.empty());
    const ModeFigures& training = e->comparison->result()->training;
    CHECK(training.sizedByRecommendation);
    for (const CardModeFit& fit : training.cards) {
        const RecommendOption* option = firstOf(rt, fit.cardId);
        if (!option || !fit.fits)
            continue;
        CHECK(fit.gpus == option->gpus);
        REQUIRE(fit.runTime);
        CHECK(fit.runTime->inSeconds() == Approx(option->runTime->inSeconds()));
    }
}
