#include "scenario/ApplyOption.h"

#include <algorithm>

namespace gputco {

ScenarioState withOption(ScenarioState state, const RecommendOption& option)
{
    std::vector<std::string>& ticked = state.selectedCardIds;
    if (std::find(ticked.begin(), ticked.end(), option.cardId) == ticked.end())
        ticked.push_back(option.cardId);
    state.workload.weights = option.precision;
    if (isTrainingTask(state.workload.mode))
        state.workload.gpuCount = option.gpus;
    if (option.facilityId)
        state.economics.facilityId = *option.facilityId;
    return state;
}

} // namespace gputco
