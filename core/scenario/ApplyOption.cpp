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
    // A rented option: the window compares owning with renting at this offer and term.
    if (option.rented && option.cloudOfferId)
        state.economics.cloud = CloudOfferChoice{*option.cloudOfferId, option.cloudTerm};
    return state;
}

} // namespace gputco
