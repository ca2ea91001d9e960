#include "scenario/PriceComparison.h"

#include "scenario/CurrencyConversion.h"

namespace gputco {

std::optional<Money> comparablePrice(const std::optional<PriceQuote>& quote, const EconomicsState& economics)
{
    if (!quote)
        return std::nullopt;
    return inScenarioCurrency(quote->amount, quote->currency, economics);
}

bool cheaperInScenarioCurrency(const std::optional<PriceQuote>& a, const std::optional<PriceQuote>& b,
                               const EconomicsState& economics)
{
    const std::optional<Money> priceA = comparablePrice(a, economics);
    const std::optional<Money> priceB = comparablePrice(b, economics);
    if (!priceA || !priceB)
        return priceA && !priceB; // a comparable price before one that is not
    return *priceA < *priceB;
}

} // namespace gputco
