#include "uncertainty/MonteCarlo.h"

#include "uncertainty/DeterministicRandom.h"
#include "uncertainty/Triangular.h"

namespace gputco {

namespace {

double multipleAt(double u, const RelativeRange& band) { return triangularQuantile(u, band.low, 1.0, band.high); }

} // namespace

MonteCarloResult runMonteCarlo(const UncertaintyModel& model, const MonteCarloOptions& options)
{
    MonteCarloResult result;
    result.cheapestByUnitCost = model.cheapestByUnitCost.value_or(!model.cards.empty() && model.cards.front().training);
    const std::size_t n = model.cards.size();
    const std::size_t samples = options.samples > 0 ? static_cast<std::size_t>(options.samples) : 0;
    std::vector<std::vector<double>> tco(n);
    std::vector<std::vector<double>> unit(n);
    std::vector<int> cheapest(n, 0);
    for (std::size_t c = 0; c < n; ++c) {
        tco[c].reserve(samples);
        unit[c].reserve(samples);
    }

    DeterministicRandom random(options.seed);
    InputMultiples shared{};
    std::vector<InputMultiples> drawn(n); // each entry's uniform draws of this sample, for sharesCardDrawsWith
    std::vector<double> figure(n);
    std::vector<bool> has(n);
    for (std::size_t s = 0; s < samples; ++s) {
        if (options.cancelled && options.cancelled()) {
            result.cancelled = true;
            break;
        }
        for (UncertainInput input : kAllUncertainInputs)
            if (isSharedInput(input))
                shared[indexOf(input)] = random.nextUnit();
        for (std::size_t c = 0; c < n; ++c) {
            const CardMoneyBase& base = model.cards[c];
            // A linked entry still takes its own draws from the stream (and drops them), so adding a link
            // never changes another entry's draws.
            const std::optional<std::size_t> link =
                base.sharesCardDrawsWith && *base.sharesCardDrawsWith < c ? base.sharesCardDrawsWith : std::nullopt;
            InputMultiples m;
            for (UncertainInput input : kAllUncertainInputs) {
                const std::size_t i = indexOf(input);
                double u = isSharedInput(input) ? shared[i] : random.nextUnit();
                if (link && !isSharedInput(input))
                    u = drawn[*link][i];
                drawn[c][i] = u;
                m[i] = multipleAt(u, base.bands[i]);
            }
            has[c] = false;
            const auto money = costCardAt(base, m);
            if (!money)
                continue;
            tco[c].push_back(money->lifetimeTco.inCurrencyUnits());
            if (money->unitCost)
                unit[c].push_back(money->unitCost->inCurrencyUnits());
            const std::optional<Money> compared =
                result.cheapestByUnitCost ? money->unitCost : std::optional<Money>(money->lifetimeTco);
            if (compared && base.priced) {
                figure[c] = compared->inCurrencyUnits();
                has[c] = true;
            }
        }
        std::optional<std::size_t> best;
        for (std::size_t c = 0; c < n; ++c)
            if (has[c] && (!best || figure[c] < figure[*best]))
                best = c;
        if (best) {
            ++cheapest[*best];
            ++result.comparedSamples;
        }
        ++result.samples;
    }

    for (std::size_t c = 0; c < n; ++c) {
        CardBand band;
        band.cardId = model.cards[c].cardId;
        band.costedSamples = static_cast<int>(tco[c].size());
        if (!tco[c].empty())
            band.lifetimeTco = moneyPercentiles(tco[c]);
        if (!unit[c].empty())
            band.unitCost = moneyPercentiles(unit[c]);
        if (result.comparedSamples > 0)
            band.probabilityCheapest = static_cast<double>(cheapest[c]) / result.comparedSamples;
        result.cards.push_back(std::move(band));
    }
    return result;
}

} // namespace gputco
