// Google Benchmark of core: one full scenario (memory fit, performance, power, cost, rack) for every card of the
// default catalogue and of a generated 1,000-card catalogue, the recommender's search, and the uncertainty analyses
// (UncertaintyBenchmarks.cpp). Not a test: timings depend on the machine. Run it through bench/run, or:
// gpu-tco-core-benchmark [--benchmark_* flags]
#include "BenchCatalogue.h"
#include "ScenarioPipeline.h"
#include "ServingBenchmarks.h"
#include "UncertaintyBenchmarks.h"

#include "recommend/Recommender.h"
#include "serving/ServingSizingCache.h"

#include <QCoreApplication>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <exception>
#include <string>

using namespace gputco;
using namespace gputco::bench;

namespace {

// Per evaluation (seconds, shown inverted) and evaluations per second, from the count done per iteration.
void countEvaluations(benchmark::State& state, double evaluations)
{
    state.counters["evals_per_s"] = benchmark::Counter(evaluations, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["s_per_eval"] =
        benchmark::Counter(evaluations, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// One iteration = the scenario over every card: the fit planner is built once, then each card runs the pipeline.
void scenarioOverCatalogue(benchmark::State& state, const BenchCatalogue& catalogue, const BenchScenario& scenario)
{
    int refused = 0;
    for (auto _ : state) {
        const FitPlanner planner(scenario.model, scenario.memory);
        double checksum = 0.0;
        refused = 0;
        for (const Accelerator& card : catalogue.cards) {
            const CardOutcome out = evaluateCard(scenario, planner, catalogue, card);
            checksum += out.lifetimeCost + out.latencySeconds + out.racks;
            refused += out.problem ? 1 : 0;
        }
        benchmark::DoNotOptimize(checksum);
    }
    countEvaluations(state, static_cast<double>(catalogue.cards.size()));
    state.counters["cards"] = static_cast<double>(catalogue.cards.size());
    state.counters["refused"] = refused; // cards a model turned down (too small, unknown figures): still timed
}

RecommendInputs recommendInputs(const BenchCatalogue& catalogue, bool training, bool facilities)
{
    RecommendInputs in;
    const BenchScenario s = training ? BenchScenario::training70b() : BenchScenario::inference();
    in.arch = s.model;
    in.training = training;
    in.inference.outputTokens = s.outputTokens;
    in.inference.inputTokens = s.memory.contextTokens - s.outputTokens;
    in.trainingRun.tokens = s.trainingTokens;
    in.trainingRun.sequence = s.memory.contextTokens;
    in.cards = catalogue.cards;
    in.servers = catalogue.servers;
    if (facilities)
        in.facilities = catalogue.facilities;
    // The catalogue quotes its card prices in USD; the recommender never converts, so the scenario is in USD.
    in.economics.currency = "USD";
    in.economics.pricePerKwh = s.pricePerKwh / 7.2;
    in.economics.pue = s.pue;
    in.economics.years = s.years;
    if (!training) {
        in.constraints.outputTokensPerSecond = s.targetTokensPerSecond;
        in.constraints.maxTpot = Duration::seconds(s.maxTpotSeconds);
    }
    return in;
}

// One iteration = one whole search; an evaluation is one performance candidate (card x precision x split).
// `cold`: the sizings at P99 targets the last search remembered are forgotten first (a search after a change of the
// workload); otherwise they are reused (a search after a change of a price, as the window's economics sliders make).
void recommenderSearch(benchmark::State& state, const RecommendInputs& inputs, bool cold)
{
    int evaluated = 0;
    std::size_t ranked = 0;
    for (auto _ : state) {
        if (cold)
            forgetServingSizings();
        auto result = recommend(inputs);
        if (!result) {
            state.SkipWithError(result.error().describe().c_str());
            return;
        }
        evaluated = result->evaluated;
        ranked = result->ranked.size();
        benchmark::DoNotOptimize(result->ranked.data());
    }
    countEvaluations(state, evaluated);
    state.counters["searches_per_s"] = benchmark::Counter(1.0, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["candidates"] = evaluated;
    state.counters["ranked"] = static_cast<double>(ranked);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv); // Qt Sql's driver plugins, for the built-in catalogue
    benchmark::Initialize(&argc, argv);

    BenchCatalogue defaults;
    try {
        defaults = loadDefaultCatalogue();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gpu-tco-core-benchmark: %s\n", e.what());
        return 1;
    }
    const BenchCatalogue thousand = generateCatalogue(defaults, 1000);
    const BenchScenario inference = BenchScenario::inference();
    const BenchScenario training = BenchScenario::training70b();

    // Repetitions and the median: the machines these run on are shared and noisy.
    auto configure = [](benchmark::internal::Benchmark* b) {
        b->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);
    };
    configure(benchmark::RegisterBenchmark("scenario/default/inference", scenarioOverCatalogue, defaults, inference));
    configure(benchmark::RegisterBenchmark("scenario/default/training", scenarioOverCatalogue, defaults, training));
    configure(benchmark::RegisterBenchmark("scenario/1000/inference", scenarioOverCatalogue, thousand, inference));
    configure(benchmark::RegisterBenchmark("scenario/1000/training", scenarioOverCatalogue, thousand, training));

    const RecommendInputs serve = recommendInputs(defaults, false, false);
    const RecommendInputs serveFacilities = recommendInputs(defaults, false, true);
    const RecommendInputs train = recommendInputs(defaults, true, false);
    const RecommendInputs serveThousand = recommendInputs(thousand, false, false);
    // Sized at P99 targets (issue 27): the built-in catalogue, each card x precision x split by its simulated
    // capacity. The targets and peak of the CLI's P99 test on the 70B example: P99 TTFT 3 s, TPOT 60 ms, 4 req/s.
    RecommendInputs serveP99 = serve;
    serveP99.constraints.maxTpot.reset();
    ServingSlo slo;
    slo.ttftP99 = Duration::seconds(3.0);
    slo.tpotP99 = Duration::seconds(0.060);
    slo.peakRequestsPerSecond = 4.0;
    serveP99.constraints.serving = slo;
    configure(benchmark::RegisterBenchmark("recommend/default/inference", recommenderSearch, serve, true));
    configure(benchmark::RegisterBenchmark("recommend/default/inference+facilities", recommenderSearch, serveFacilities,
                                           true));
    configure(benchmark::RegisterBenchmark("recommend/default/training", recommenderSearch, train, true));
    configure(benchmark::RegisterBenchmark("recommend/1000/inference", recommenderSearch, serveThousand, true));
    configure(benchmark::RegisterBenchmark("recommend/default/inference+p99", recommenderSearch, serveP99, true));
    configure(
        benchmark::RegisterBenchmark("recommend/default/inference+p99-sized", recommenderSearch, serveP99, false));

    try {
        registerUncertaintyBenchmarks(defaults);
        registerServingBenchmarks(defaults);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gpu-tco-core-benchmark: %s\n", e.what());
        return 1;
    }

    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
