#include "uncertainty/OptionCostRanges.h"

#include "uncertainty/MonteCarlo.h"
#include "uncertainty/OptionsModel.h"

namespace gputco {

std::vector<std::optional<MoneyPercentiles>> optionCostRanges(const RecommendInputs& in,
                                                              const std::vector<RecommendOption>& options,
                                                              const UncertaintyState& state,
                                                              const std::function<bool()>& cancelled)
{
    const OptionsModel built = optionsModel(in, options, options.size(), state);
    MonteCarloOptions run;
    run.samples = state.samples;
    run.seed = state.seed;
    run.cancelled = cancelled;
    run.cumulative = false; // the total's percentiles only
    const MonteCarloResult result = runMonteCarlo(built.model, run);
    std::vector<std::optional<MoneyPercentiles>> out;
    out.reserve(options.size());
    for (const std::optional<std::size_t>& entry : built.entryOf)
        out.push_back(entry ? result.cards[*entry].lifetimeTco : std::nullopt);
    return out;
}

} // namespace gputco
