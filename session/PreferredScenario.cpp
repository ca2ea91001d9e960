#include "session/PreferredScenario.h"

#include "scenario/CurrencyConversion.h"

namespace gputco {

void applyCurrencyPreference(EconomicsState& economics, const Preferences& preferences)
{
    EconomicsState withRates = economics;
    withRates.cnyPerUsd = preferences.cnyPerUsd;
    withRates.cnyPerEur = preferences.cnyPerEur;
    if (const auto converted = convertedTo(withRates, preferences.currency))
        economics = *converted;
}

void applyNewScenarioPreferences(ScenarioState& state, const Preferences& preferences,
                                 const CatalogueSnapshot& catalogue)
{
    EconomicsState& e = state.economics;
    if (const Facility* f = catalogue.findFacility(preferences.defaultFacilityId)) {
        e.facilityId = f->id;
        e.electricityPricePerKwh = f->electricityPricePerKwh;
        e.pue = f->pue;
        e.carbonKgPerKwh = f->carbonKgPerKwh;
        e.currency = f->currency; // the facility's price is in its currency; converted next
    }
    applyCurrencyPreference(e, preferences);
}

ScenarioState preferredNewScenario(const Preferences& preferences, const CatalogueSnapshot& catalogue)
{
    ScenarioState state;
    applyNewScenarioPreferences(state, preferences, catalogue);
    return state;
}

} // namespace gputco
