#pragma once

#include "scenario/CatalogueSnapshot.h"
#include "scenario/ScenarioState.h"
#include "session/Preferences.h"

namespace gputco {

/// The scenario's economics in the preferred display currency, at the preferred exchange rates: the rates are
/// taken over, then the money inputs converted (scenario/CurrencyConversion.h). Unchanged if the currency is unknown.
void applyCurrencyPreference(EconomicsState& economics, const Preferences& preferences);

/// A new scenario as the preferences want it: in the default facility (its electricity price, PUE and carbon
/// factor, as choosing it in the panel does) and in the preferred currency.
void applyNewScenarioPreferences(ScenarioState& state, const Preferences& preferences,
                                 const CatalogueSnapshot& catalogue);

/// The built-in scenario with applyNewScenarioPreferences: what a first start and Edit > Reset begin from
/// (the card selection is left empty, the caller keeps or chooses it).
ScenarioState preferredNewScenario(const Preferences& preferences, const CatalogueSnapshot& catalogue);

} // namespace gputco
