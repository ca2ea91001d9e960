#include "uncertainty/MonteCarloRun.h"

#include "uncertainty/Triangular.h"
#include "util/ThreadCount.h"
#include "util/VectorRegisterState.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <iterator>
#include <thread>
#include <utility>

namespace gputco {

namespace {

double multipleAt(double u, const RelativeRange& band) { return triangularQuantile(u, band.low, 1.0, band.high); }

// Below this many card samples a run stays on the calling thread: a thread's start costs more than its share.
constexpr std::size_t kCardSamplesPerThreadAtLeast = 100'000;

} // namespace

std::vector<int> cumulativeBandMonths(int lifeMonths)
{
    std::vector<int> months;
    for (int m = 0; m <= lifeMonths; m += 12)
        months.push_back(m);
    if (lifeMonths > 0 && lifeMonths % 12 != 0)
        months.push_back(lifeMonths);
    return months;
}

std::vector<int> progressiveSampleCounts(int finalSamples, int first)
{
    if (finalSamples <= 0)
        return {};
    if (first <= 0 || finalSamples <= first)
        return {finalSamples};
    return {first, finalSamples};
}

MonteCarloRun::MonteCarloRun(UncertaintyModel model, std::uint64_t seed, bool cumulative)
    : model_(std::move(model))
    , cheapestByUnitCost_(model_.cheapestByUnitCost.value_or(!model_.cards.empty() && model_.cards.front().training))
    , draws_{DeterministicRandom(seed), std::vector<CardSamples>(model_.cards.size()), 0, 0,
             std::vector<InputMultiples>(model_.cards.size())}
{
    for (std::size_t c = 0; c < model_.cards.size() && cumulative; ++c) {
        draws_.samples[c].months = cumulativeBandMonths(model_.cards[c].typical.lifeMonths);
        draws_.samples[c].cashBy.resize(draws_.samples[c].months.size());
    }
}

bool MonteCarloRun::drawUpTo(int total, const std::function<bool()>& cancelled)
{
    const auto samples = static_cast<std::size_t>(std::max(total - draws_.drawn, 0));
    return drawUpToOnThreads(total, threadsForWork(samples * model_.cards.size(), kCardSamplesPerThreadAtLeast),
                             cancelled);
}

bool MonteCarloRun::drawUpToOnThreads(int total, std::size_t threads, const std::function<bool()>& cancelled)
{
    clearUpperVectorState(); // the draws' exp and log at full speed on whichever thread runs them
    for (CardSamples& s : draws_.samples) {
        s.tco.reserve(static_cast<std::size_t>(std::max(total, 0)));
        s.unitCost.reserve(static_cast<std::size_t>(std::max(total, 0)));
    }
    threads = std::min<std::size_t>(threads, static_cast<std::size_t>(std::max(total - draws_.drawn, 1)));
    if (threads > 1)
        return drawOnThreads(total, threads, cancelled);
    while (draws_.drawn < total) {
        if (cancelled && cancelled())
            return false;
        drawOne(draws_);
    }
    return true;
}

std::uint64_t MonteCarloRun::drawsPerSample() const
{
    std::uint64_t shared = 0;
    for (UncertainInput input : kAllUncertainInputs)
        shared += isSharedInput(input) ? 1 : 0;
    return shared + model_.cards.size() * (std::size(kAllUncertainInputs) - shared);
}

MonteCarloRun::Draws MonteCarloRun::emptyDraws(const DeterministicRandom& from) const
{
    Draws run{from, std::vector<CardSamples>(draws_.samples.size()), 0, 0,
              std::vector<InputMultiples>(model_.cards.size())};
    for (std::size_t c = 0; c < run.samples.size(); ++c) {
        run.samples[c].months = draws_.samples[c].months;
        run.samples[c].cashBy.resize(run.samples[c].months.size());
    }
    return run;
}

void MonteCarloRun::append(const Draws& run)
{
    for (std::size_t c = 0; c < run.samples.size(); ++c) {
        CardSamples& to = draws_.samples[c];
        const CardSamples& from = run.samples[c];
        to.tco.insert(to.tco.end(), from.tco.begin(), from.tco.end());
        to.unitCost.insert(to.unitCost.end(), from.unitCost.begin(), from.unitCost.end());
        for (std::size_t k = 0; k < to.cashBy.size(); ++k)
            to.cashBy[k].insert(to.cashBy[k].end(), from.cashBy[k].begin(), from.cashBy[k].end());
        to.cheapest += from.cheapest;
    }
    draws_.random = run.random;
    draws_.drawn += run.drawn;
    draws_.compared += run.compared;
}

bool MonteCarloRun::drawOnThreads(int total, std::size_t threads, const std::function<bool()>& cancelled)
{
    // Each thread draws a contiguous run of the samples, as one thread would after skipping the stream to the run's
    // first sample (every sample takes drawsPerSample() draws); the runs joined in order are the one thread's.
    const int first = draws_.drawn;
    const int count = total - first;
    const auto runStart = [&](std::size_t t) {
        return first + static_cast<int>(count * static_cast<long long>(t) / static_cast<long long>(threads));
    };
    std::vector<Draws> runs;
    runs.reserve(threads);
    for (std::size_t t = 0; t < threads; ++t)
        runs.push_back(emptyDraws(draws_.random));
    // Only the calling thread asks `cancelled` (it may not be safe to call from another thread); the others stop at
    // its word, and their samples are dropped: a cancelled run keeps only the calling thread's run, which follows on
    // from the samples already drawn.
    std::atomic<bool> stop{false};
    std::vector<std::exception_ptr> failures(threads);
    const auto work = [&](std::size_t t) {
        try {
            clearUpperVectorState();
            Draws& run = runs[t];
            const std::uint64_t skip = static_cast<std::uint64_t>(runStart(t) - first) * drawsPerSample();
            for (std::uint64_t k = 0; k < skip; ++k)
                run.random.next();
            for (int sample = runStart(t); sample < runStart(t + 1); ++sample) {
                if (t == 0 && cancelled && cancelled())
                    stop = true;
                if (stop)
                    return;
                drawOne(run);
            }
        } catch (...) {
            failures[t] = std::current_exception();
            stop = true;
        }
    };
    {
        std::vector<std::jthread> workers;
        workers.reserve(threads - 1);
        for (std::size_t t = 1; t < threads; ++t)
            workers.emplace_back(work, t);
        work(0);
    }
    for (const std::exception_ptr& failure : failures)
        if (failure)
            std::rethrow_exception(failure);
    if (stop) {
        append(runs.front());
        return false;
    }
    for (const Draws& run : runs)
        append(run);
    return true;
}

void MonteCarloRun::drawOne(Draws& into) const
{
    // Per sample: every input's shared draw, then each card's own draws (see runMonteCarlo).
    InputMultiples shared{};
    for (UncertainInput input : kAllUncertainInputs)
        if (isSharedInput(input))
            shared[indexOf(input)] = into.random.nextUnit();
    std::optional<std::size_t> best;
    double bestFigure = 0.0;
    for (std::size_t c = 0; c < model_.cards.size(); ++c) {
        const CardMoneyBase& base = model_.cards[c];
        // A linked entry (the same card at another precision, split or facility) still takes its own draws from the
        // stream and drops them, so adding a link never changes another entry's draws.
        const std::optional<std::size_t> link =
            base.sharesCardDrawsWith && *base.sharesCardDrawsWith < c ? base.sharesCardDrawsWith : std::nullopt;
        InputMultiples m;
        for (UncertainInput input : kAllUncertainInputs) {
            const std::size_t i = indexOf(input);
            double u = isSharedInput(input) ? shared[i] : into.random.nextUnit();
            if (link && !isSharedInput(input))
                u = into.drawnThisSample[*link][i];
            // How well the card's software runs is one draw: the memory-bound efficiency takes the compute draw, so
            // options on one card that differ in what bounds them still share it (the stream is unchanged).
            if (input == UncertainInput::MemoryEfficiency)
                u = into.drawnThisSample[c][indexOf(UncertainInput::ComputeEfficiency)];
            into.drawnThisSample[c][i] = u;
            m[i] = multipleAt(u, base.bands[i]);
        }
        const auto money = costCardAt(base, m);
        if (!money)
            continue;
        CardSamples& s = into.samples[c];
        s.tco.push_back(money->lifetimeTco.inCurrencyUnits());
        if (money->unitCost)
            s.unitCost.push_back(money->unitCost->inCurrencyUnits());
        for (std::size_t k = 0; k < s.months.size(); ++k)
            s.cashBy[k].push_back(money->cashBeforeResaleBy(s.months[k]).inCurrencyUnits());
        const std::optional<Money> compared =
            cheapestByUnitCost_ ? money->unitCost : std::optional<Money>(money->lifetimeTco);
        // Ties go to the earlier card: only a strictly lower figure takes the lead.
        if (compared && base.priced && (!best || compared->inCurrencyUnits() < bestFigure)) {
            best = c;
            bestFigure = compared->inCurrencyUnits();
        }
    }
    if (best) {
        ++into.samples[*best].cheapest;
        ++into.compared;
    }
    ++into.drawn;
}

MonteCarloResult MonteCarloRun::result() const
{
    MonteCarloResult result;
    result.cheapestByUnitCost = cheapestByUnitCost_;
    result.samples = draws_.drawn;
    result.comparedSamples = draws_.compared;
    for (std::size_t c = 0; c < draws_.samples.size(); ++c) {
        const CardSamples& s = draws_.samples[c];
        CardBand band;
        band.cardId = model_.cards[c].cardId;
        band.costedSamples = static_cast<int>(s.tco.size());
        // Percentiles sort their values: copies, so the run can go on drawing.
        if (!s.tco.empty()) {
            std::vector<double> v = s.tco;
            band.lifetimeTco = moneyPercentiles(v);
            for (std::size_t k = 0; k < s.months.size(); ++k) {
                std::vector<double> cash = s.cashBy[k];
                band.cumulative.push_back({s.months[k], moneyPercentiles(cash)});
            }
        }
        if (!s.unitCost.empty()) {
            std::vector<double> v = s.unitCost;
            band.unitCost = moneyPercentiles(v);
        }
        if (draws_.compared > 0)
            band.probabilityCheapest = static_cast<double>(s.cheapest) / draws_.compared;
        result.cards.push_back(std::move(band));
    }
    return result;
}

} // namespace gputco
