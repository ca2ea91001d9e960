#include "uncertainty/UncertaintyAnalysis.h"

#include "uncertainty/UncertaintyModel.h"

namespace gputco {

const CardTornado* UncertaintyAnalysis::tornadoFor(std::string_view cardId) const
{
    for (const CardTornado& t : tornado)
        if (t.cardId == cardId)
            return &t;
    return nullptr;
}

const CardBand* UncertaintyAnalysis::bandFor(std::string_view cardId) const
{
    for (const CardBand& b : bands.cards)
        if (b.cardId == cardId)
            return &b;
    return nullptr;
}

UncertaintyAnalysis analyseUncertainty(const Evaluation& evaluation, const UncertaintyState& state)
{
    const UncertaintyModel model = uncertaintyModelFor(evaluation, state);
    UncertaintyAnalysis out;
    out.tornado = tornadoOf(model);
    MonteCarloOptions options;
    options.samples = state.samples;
    options.seed = state.seed;
    out.bands = runMonteCarlo(model, options);
    out.seed = state.seed;
    return out;
}

} // namespace gputco
