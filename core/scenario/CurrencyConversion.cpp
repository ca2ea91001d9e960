#include "scenario/CurrencyConversion.h"

namespace gputco {

namespace {
std::optional<double> cnyPerUnit(const std::string& currency, const EconomicsState& e)
{
    if (currency == "CNY")
        return 1.0;
    if (currency == "USD")
        return e.cnyPerUsd;
    if (currency == "EUR")
        return e.cnyPerEur;
    return std::nullopt;
}
} // namespace

std::optional<Money> inScenarioCurrency(Money amount, const std::string& currency, const EconomicsState& economics)
{
    if (currency == economics.currency)
        return amount;
    const auto from = cnyPerUnit(currency, economics);
    const auto to = cnyPerUnit(economics.currency, economics);
    if (!from || !to || *to <= 0.0)
        return std::nullopt;
    // Through CNY: amount x (CNY per source unit) / (CNY per scenario unit).
    return amount * (*from / *to);
}

std::optional<EconomicsState> convertedTo(const EconomicsState& economics, const std::string& currency)
{
    EconomicsState target = economics;
    target.currency = currency;
    const auto price = inScenarioCurrency(Money::amount(economics.electricityPricePerKwh), economics.currency, target);
    if (!price)
        return std::nullopt;
    target.electricityPricePerKwh = price->inCurrencyUnits();
    return target;
}

ToScenarioCurrency scenarioCurrencyConverter(const EconomicsState& economics)
{
    return [&economics](Money amount, const std::string& currency) {
        return inScenarioCurrency(amount, currency, economics);
    };
}

} // namespace gputco
