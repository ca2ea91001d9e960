#pragma once

#include "hardware/PriceQuote.h"
#include "scenario/ScenarioState.h"
#include "units/Money.h"

#include <optional>

namespace gputco {

/// A quote in the scenario's currency at the scenario's exchange rates (inScenarioCurrency, CurrencyConversion.h);
/// nullopt without a quote or without a rate for its currency. What every price comparison compares, so a USD quote
/// is never set against a CNY one as if the numbers were alike.
std::optional<Money> comparablePrice(const std::optional<PriceQuote>& quote, const EconomicsState& economics);

/// True when `a` is cheaper than `b` once both are in the scenario's currency: a strict weak order for sorting, in
/// which quotes that cannot be compared (none, or a currency without a rate) come after every comparable one and
/// are equivalent among themselves (a stable sort keeps their order).
bool cheaperInScenarioCurrency(const std::optional<PriceQuote>& a, const std::optional<PriceQuote>& b,
                               const EconomicsState& economics);

} // namespace gputco
