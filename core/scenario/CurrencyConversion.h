#pragma once

#include "scenario/ScenarioState.h"
#include "units/Money.h"

#include <optional>
#include <string>

namespace gputco {

/// `amount` quoted in `currency` expressed in the scenario's currency, using the scenario's CNY rates for
/// USD and EUR. nullopt for a currency without a rate (the views then say the price is not comparable).
std::optional<Money> inScenarioCurrency(Money amount, const std::string& currency, const EconomicsState& economics);

/// inScenarioCurrency at `economics`' rates as the converter chooseCloudOffer takes; `economics` must outlive it.
ToScenarioCurrency scenarioCurrencyConverter(const EconomicsState& economics);

/// The same economics in another currency: the electricity price converted at the scenario's rates and the
/// currency switched, so every figure (catalogue prices, energy, TCO) comes out as before divided by the rate.
/// nullopt for a currency without a rate.
std::optional<EconomicsState> convertedTo(const EconomicsState& economics, const std::string& currency);

} // namespace gputco
