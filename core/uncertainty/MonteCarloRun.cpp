#include "uncertainty/MonteCarloRun.h"

#include "uncertainty/Triangular.h"
#include "util/VectorRegisterState.h"

#include <algorithm>
#include <utility>

namespace gputco {

namespace {

double multipleAt(double u, const RelativeRange& band) { return triangularQuantile(u, band.low, 1.0, band.high); }

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
    , random_(seed)
    , samples_(model_.cards.size())
    , cheapestByUnitCost_(model_.cheapestByUnitCost.value_or(!model_.cards.empty() && model_.cards.front().training))
    , drawnThisSample_(model_.cards.size())
{
    for (std::size_t c = 0; c < model_.cards.size() && cumulative; ++c) {
        samples_[c].months = cumulativeBandMonths(model_.cards[c].typical.lifeMonths);
        samples_[c].cashBy.resize(samples_[c].months.size());
    }
}

bool MonteCarloRun::drawUpTo(int total, const std::function<bool()>& cancelled)
{
    clearUpperVectorState(); // the draws' exp and log at full speed on whichever thread runs them
    for (CardSamples& s : samples_) {
        s.tco.reserve(static_cast<std::size_t>(std::max(total, 0)));
        s.unitCost.reserve(static_cast<std::size_t>(std::max(total, 0)));
    }
    while (drawn_ < total) {
        if (cancelled && cancelled())
            return false;
        drawOne();
    }
    return true;
}

void MonteCarloRun::drawOne()
{
    // Per sample: every input's shared draw, then each card's own draws (see runMonteCarlo).
    InputMultiples shared{};
    for (UncertainInput input : kAllUncertainInputs)
        if (isSharedInput(input))
            shared[indexOf(input)] = random_.nextUnit();
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
            double u = isSharedInput(input) ? shared[i] : random_.nextUnit();
            if (link && !isSharedInput(input))
                u = drawnThisSample_[*link][i];
            // How well the card's software runs is one draw: the memory-bound efficiency takes the compute draw, so
            // options on one card that differ in what bounds them still share it (the stream is unchanged).
            if (input == UncertainInput::MemoryEfficiency)
                u = drawnThisSample_[c][indexOf(UncertainInput::ComputeEfficiency)];
            drawnThisSample_[c][i] = u;
            m[i] = multipleAt(u, base.bands[i]);
        }
        const auto money = costCardAt(base, m);
        if (!money)
            continue;
        CardSamples& s = samples_[c];
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
        ++samples_[*best].cheapest;
        ++compared_;
    }
    ++drawn_;
}

MonteCarloResult MonteCarloRun::result() const
{
    MonteCarloResult result;
    result.cheapestByUnitCost = cheapestByUnitCost_;
    result.samples = drawn_;
    result.comparedSamples = compared_;
    for (std::size_t c = 0; c < samples_.size(); ++c) {
        const CardSamples& s = samples_[c];
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
        if (compared_ > 0)
            band.probabilityCheapest = static_cast<double>(s.cheapest) / compared_;
        result.cards.push_back(std::move(band));
    }
    return result;
}

} // namespace gputco
