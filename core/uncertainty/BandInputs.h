#pragma once

#include "hardware/PriceQuote.h"
#include "uncertainty/RelativeRange.h"

#include <string_view>

namespace gputco {

/// How an amount quoted in `from` moves with the scenario's CNY-per-foreign-unit rates, as the exponent
/// CardMoneyBase's *Fx fields take: 1 for a foreign amount in a CNY scenario, -1 for a CNY amount in a foreign
/// scenario, 0 in the scenario's own currency (and between two foreign currencies, which move together).
inline int fxExponent(std::string_view from, std::string_view scenario)
{
    if (from == scenario)
        return 0;
    return (from != "CNY" ? 1 : 0) - (scenario != "CNY" ? 1 : 0);
}

/// The quote's own low and high around its typical amount where it gives them, else `fallback`'s.
inline RelativeRange quoteRange(const PriceQuote& quote, RelativeRange fallback)
{
    const double typical = quote.amount.inCurrencyUnits();
    if (!(typical > 0.0))
        return fallback;
    if (quote.low)
        fallback.low = quote.low->inCurrencyUnits() / typical;
    if (quote.high)
        fallback.high = quote.high->inCurrencyUnits() / typical;
    return fallback;
}

} // namespace gputco
