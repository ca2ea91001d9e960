// Google Benchmark of core/serving (docs/PERFORMANCE.md): one simulated load of 5,000 requests (goal 2 ms CPU) and
// one capacity search (goal 30 ms). The deployment is prepared once; each iteration generates and simulates.
#include "ServingBenchmarks.h"

#include "model/ModelPresets.h"
#include "performance/ServingLayoutSearch.h"
#include "serving/ServingCapacity.h"
#include "serving/ServingSetup.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <stdexcept>

namespace gputco::bench {
namespace {

ServingReplica llama70bReplica(const BenchCatalogue& catalogue)
{
    const auto card = std::find_if(catalogue.cards.begin(), catalogue.cards.end(),
                                   [](const Accelerator& a) { return a.id == "h100-sxm-80gb"; });
    if (card == catalogue.cards.end())
        throw std::runtime_error("the catalogue has no h100-sxm-80gb for the serving benchmarks");
    InferenceInputs in;
    in.weights = Precision::FP8;
    in.kvCache = Precision::FP8;
    in.tensorParallel = 8;
    in.inputTokens = 300;
    in.outputTokens = 292;
    const auto d = prepareServing(*findModelPreset("llama-2-70b"), *card, in, ServingScheduler{});
    if (!d)
        throw std::runtime_error(d.error().describe());
    return d->replica;
}

// MLPerf's mean lengths (../shared/reference/mlperf.md) with a spread, Poisson arrivals.
ServingTraffic traffic(int requests)
{
    ServingTraffic t;
    t.input = {300, 0.6};
    t.output = {292, 0.6};
    t.requests = requests;
    return t;
}

void countRequests(benchmark::State& state, double requests)
{
    state.counters["requests"] = requests;
    state.counters["evals_per_s"] = benchmark::Counter(requests, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["s_per_eval"] =
        benchmark::Counter(requests, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void simulateLoad(benchmark::State& state, const ServingReplica& replica, const ServingTraffic& load)
{
    for (auto _ : state) {
        const auto trace = simulateServing(replica, generateServingRequests(load));
        benchmark::DoNotOptimize(trace->passes);
    }
    countRequests(state, load.requests);
}

void searchCapacity(benchmark::State& state, const ServingReplica& replica, const ServingTraffic& load)
{
    ServingTargets targets; // MLPerf Llama-2-70B Server limits
    targets.ttftP99 = Duration::seconds(2.0);
    targets.tpotP99 = Duration::seconds(0.2);
    for (auto _ : state) {
        const auto capacity = servingCapacity(replica, load, targets);
        benchmark::DoNotOptimize(capacity->requestsPerSecond);
    }
    countRequests(state, load.requests);
}

// The serving layout search for one card (issue 30, goal 20 ms): DeepSeek-V3 in FP8 on an H100, 2,000 prompt and
// 1,000 output tokens, every layout (TP, EP with DP or TP attention, co-located and disaggregated) tried.
void searchMoeLayout(benchmark::State& state, const Accelerator& card)
{
    ServingSearchInputs search;
    search.run.weights = Precision::FP8;
    search.run.kvCache = Precision::FP8;
    search.run.inputTokens = 2000;
    search.run.outputTokens = 1000;
    int candidates = 0;
    for (auto _ : state) {
        const auto plan = searchServingLayout(*findModelPreset("deepseek-v3"), card, search);
        candidates = plan ? plan->candidatesEvaluated : 0;
        benchmark::DoNotOptimize(candidates);
    }
    countRequests(state, candidates);
}

} // namespace

void registerServingBenchmarks(const BenchCatalogue& catalogue)
{
    const ServingReplica replica = llama70bReplica(catalogue);
    ServingTraffic load = traffic(5000);
    const auto service = servingServiceRate(replica, load);
    if (!service)
        throw std::runtime_error(service.error().describe());
    load.arrivals.requestsPerSecond = 0.7 * *service;
    auto configure = [](benchmark::internal::Benchmark* b) {
        b->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);
    };
    configure(benchmark::RegisterBenchmark("serving/simulate-5000", simulateLoad, replica, load));
    configure(benchmark::RegisterBenchmark("serving/capacity", searchCapacity, replica, traffic(2000)));
    const auto h100 = std::find_if(catalogue.cards.begin(), catalogue.cards.end(),
                                   [](const Accelerator& a) { return a.id == "h100-sxm-80gb"; });
    configure(benchmark::RegisterBenchmark("serving/moe-layout-search", searchMoeLayout, *h100));
}

} // namespace gputco::bench
