#include "scenario/ApplyOption.h"

#include "scenario/CurrencyConversion.h"

#include <algorithm>

namespace gputco {

ScenarioState withOption(ScenarioState state, const RecommendOption& option, const CatalogueSnapshot& catalogue)
{
    // The option's card first (the other ticks stay, in their order): Rack & cooling lays out the first card.
    std::vector<std::string>& ticked = state.selectedCardIds;
    ticked.erase(std::remove(ticked.begin(), ticked.end(), option.cardId), ticked.end());
    ticked.insert(ticked.begin(), option.cardId);
    // The server the recommender costed it in, so every view uses the same one.
    if (option.serverId)
        state.economics.serverByCard[option.cardId] = *option.serverId;
    state.workload.weights = option.precision;
    if (isTrainingTask(state.workload.mode))
        state.workload.gpuCount = option.gpus;
    if (option.facilityId) {
        EconomicsState& e = state.economics;
        e.facilityId = *option.facilityId;
        const Facility* f = catalogue.findFacility(*option.facilityId);
        // Under the one rule the option was costed at the scenario's price and PUE, which stay; with "each facility's
        // own prices" it was costed at the facility's (converted at the scenario's rates: recommendInputsFor), which
        // the scenario takes so every view shows the figures the option was ranked on.
        if (f && e.facilityOwnPrices) {
            if (const auto price = inScenarioCurrency(Money::amount(f->electricityPricePerKwh), f->currency, e))
                e.electricityPricePerKwh = price->inCurrencyUnits();
            e.pue = f->pue;
        }
        if (f && f->carbonKgPerKwh > 0.0) // unknown: the scenario keeps its own
            e.carbonKgPerKwh = f->carbonKgPerKwh;
    }
    // A rented option: the window compares owning with renting at this offer and term.
    if (option.rented && option.cloudOfferId)
        state.economics.cloud = CloudOfferChoice{*option.cloudOfferId, option.cloudTerm};
    return state;
}

} // namespace gputco
