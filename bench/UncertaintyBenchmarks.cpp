// Google Benchmark of core/uncertainty (issue 16): the tornado (inside a slider step) and 2,000 Monte Carlo samples
// over 8 cards (the window's goal: within 250 ms of the last change). The evaluation is made once: the analyses
// re-cost only the money, as the window does.
#include "UncertaintyBenchmarks.h"

#include "scenario/ScenarioEvaluator.h"
#include "uncertainty/MonteCarlo.h"
#include "uncertainty/Tornado.h"
#include "uncertainty/UncertaintyModel.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>

namespace gputco::bench {

namespace {

constexpr std::size_t kCards = 8;
constexpr int kSamples = 2000;

std::shared_ptr<const CatalogueSnapshot> snapshotOf(const BenchCatalogue& c)
{
    auto s = std::make_shared<CatalogueSnapshot>();
    s->cards = c.cards;
    s->servers = c.servers;
    s->facilities = c.facilities;
    s->cloudOffers = c.cloudOffers;
    return s;
}

// The default scenario on every card, then on the first 8 whose TCO includes a price.
struct UncertaintyFixture {
    EvaluationPtr evaluation;
    UncertaintyModel model;
};

UncertaintyFixture makeFixture(const BenchCatalogue& catalogue)
{
    const auto snapshot = snapshotOf(catalogue);
    ScenarioState state;
    for (const Accelerator& card : snapshot->cards)
        state.selectedCardIds.push_back(card.id);
    ScenarioEvaluator all;
    const EvaluationPtr every = all.evaluate(state, snapshot);
    state.selectedCardIds.clear();
    for (std::size_t i : every->selected)
        if (state.selectedCardIds.size() < kCards && every->cards[i].economics.tco
            && every->cards[i].economics.capexKnown())
            state.selectedCardIds.push_back(every->cards[i].card->id);
    if (state.selectedCardIds.size() < kCards)
        throw std::runtime_error("fewer than 8 priced cards serve the default scenario");
    ScenarioEvaluator evaluator;
    UncertaintyFixture f;
    f.evaluation = evaluator.evaluate(state, snapshot);
    f.model = uncertaintyModelFor(*f.evaluation, state.uncertainty);
    return f;
}

void counters(benchmark::State& state, double costings, std::size_t cards)
{
    state.counters["evals_per_s"] = benchmark::Counter(costings, benchmark::Counter::kIsIterationInvariantRate);
    state.counters["s_per_eval"] =
        benchmark::Counter(costings, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["cards"] = static_cast<double>(cards);
}

// One iteration = the model built from the evaluation and every card's tornado (what a slider step pays).
void tornado(benchmark::State& state, const UncertaintyFixture& f)
{
    std::size_t bars = 0;
    for (auto _ : state) {
        const UncertaintyModel model = uncertaintyModelFor(*f.evaluation, f.evaluation->state.uncertainty);
        const auto t = tornadoOf(model);
        bars = 0;
        for (const CardTornado& card : t)
            bars += card.bars.size();
        benchmark::DoNotOptimize(t.data());
    }
    counters(state, static_cast<double>(2 * bars + f.model.cards.size()), f.model.cards.size());
}

// One iteration = 2,000 samples over the 8 cards.
void monteCarlo(benchmark::State& state, const UncertaintyFixture& f)
{
    MonteCarloOptions options;
    options.samples = kSamples;
    for (auto _ : state) {
        const MonteCarloResult r = runMonteCarlo(f.model, options);
        benchmark::DoNotOptimize(r.cards.data());
    }
    counters(state, static_cast<double>(kSamples) * static_cast<double>(f.model.cards.size()), f.model.cards.size());
}

} // namespace

void registerUncertaintyBenchmarks(const BenchCatalogue& catalogue)
{
    static const UncertaintyFixture fixture = makeFixture(catalogue);
    auto configure = [](benchmark::internal::Benchmark* b) {
        b->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);
    };
    configure(benchmark::RegisterBenchmark("uncertainty/tornado", tornado, fixture));
    configure(benchmark::RegisterBenchmark("uncertainty/monte-carlo-2000x8", monteCarlo, fixture));
}

} // namespace gputco::bench
