#include "session/UncertaintyBands.h"

#include "uncertainty/UncertaintyModel.h"

namespace gputco {

const CardBand* UncertaintyBands::bandFor(const std::string& cardId) const
{
    for (const CardBand& b : result.cards)
        if (b.cardId == cardId)
            return &b;
    return nullptr;
}

bool bandsPossibleFor(const Evaluation& evaluation)
{
    return !evaluation.inputError && !evaluation.selected.empty()
           && !validateUncertainty(evaluation.state.uncertainty).has_value();
}

UncertaintyBandsPtr computeBandsNow(const EvaluationPtr& evaluation)
{
    if (!evaluation || !bandsPossibleFor(*evaluation))
        return nullptr;
    const UncertaintyState& state = evaluation->state.uncertainty;
    MonteCarloOptions options;
    options.samples = state.samples;
    options.seed = state.seed;
    auto bands = std::make_shared<UncertaintyBands>();
    bands->evaluation = evaluation;
    bands->result = runMonteCarlo(uncertaintyModelFor(*evaluation, state), options);
    bands->targetSamples = state.samples;
    bands->seed = state.seed;
    return bands;
}

} // namespace gputco
