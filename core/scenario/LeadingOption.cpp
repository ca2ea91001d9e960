#include "scenario/LeadingOption.h"

#include <tuple>

namespace gputco {

const CardEvaluation* leadingOption(const Evaluation& e)
{
    const auto runs = [](const CardEvaluation& c) {
        const CardEconomics& x = c.economics;
        return c.fit.fits && !x.performanceProblem && x.gpus > 0 && (x.inference || x.trainingLayout);
    };
    const auto rank = [](const CardEvaluation& c) {
        const CardEconomics& x = c.economics;
        const bool costed = x.tco.has_value();
        return std::tuple(!x.capexKnown(), !costed, costed ? x.tco->lifetimeTotal.inCurrencyUnits() : 0.0, x.gpus);
    };
    const CardEvaluation* best = nullptr;
    for (std::size_t i : e.selected) {
        const CardEvaluation& c = e.cards[i];
        if (runs(c) && (!best || rank(c) < rank(*best)))
            best = &c;
    }
    return best;
}

} // namespace gputco
