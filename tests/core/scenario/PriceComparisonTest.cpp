#include "scenario/PriceComparison.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

using namespace gputco;

namespace {

PriceQuote quote(double amount, const char* currency)
{
    PriceQuote q;
    q.amount = Money::amount(amount);
    q.currency = currency;
    return q;
}

EconomicsState inCurrency(const char* currency, double cnyPerUsd)
{
    EconomicsState e;
    e.currency = currency;
    e.cnyPerUsd = cnyPerUsd;
    return e;
}

} // namespace

TEST_CASE("Prices in two currencies are compared at the scenario's rate", "[scenario][price]")
{
    const std::optional<PriceQuote> usd = quote(30000, "USD");
    const std::optional<PriceQuote> cny = quote(200000, "CNY");
    // At 7.2 CNY per USD the USD card costs 30,000 x 7.2 = 216,000 CNY: dearer than the CNY 200,000 card, although
    // its number is smaller (the old sort put it first).
    const EconomicsState at72 = inCurrency("CNY", 7.2);
    CHECK(comparablePrice(usd, at72)->inCurrencyUnits() == Approx(216000));
    CHECK(cheaperInScenarioCurrency(cny, usd, at72));
    CHECK_FALSE(cheaperInScenarioCurrency(usd, cny, at72));
    // The same order in a USD scenario: 200,000 / 7.2 = 27,777.78 USD against 30,000 USD.
    const EconomicsState inUsd = inCurrency("USD", 7.2);
    CHECK(comparablePrice(cny, inUsd)->inCurrencyUnits() == Approx(27777.78).margin(0.01));
    CHECK(cheaperInScenarioCurrency(cny, usd, inUsd));
    // At 6.5 CNY per USD it is 195,000 CNY: now the cheaper of the two.
    const EconomicsState at65 = inCurrency("CNY", 6.5);
    CHECK(cheaperInScenarioCurrency(usd, cny, at65));
    CHECK_FALSE(cheaperInScenarioCurrency(cny, usd, at65));
}

TEST_CASE("Prices that cannot be compared sort after every comparable one, in their own order", "[scenario][price]")
{
    const EconomicsState e = inCurrency("CNY", 7.2);
    const std::optional<PriceQuote> none;
    const std::optional<PriceQuote> pounds = quote(1, "GBP"); // no rate for GBP: not comparable, however small
    const std::optional<PriceQuote> cheap = quote(2500, "USD");
    CHECK_FALSE(comparablePrice(none, e));
    CHECK_FALSE(comparablePrice(pounds, e));
    CHECK(cheaperInScenarioCurrency(cheap, none, e));
    CHECK(cheaperInScenarioCurrency(cheap, pounds, e));
    CHECK_FALSE(cheaperInScenarioCurrency(none, cheap, e));
    CHECK_FALSE(cheaperInScenarioCurrency(pounds, none, e)); // equivalent: neither before the other
    CHECK_FALSE(cheaperInScenarioCurrency(none, pounds, e));

    std::vector<std::optional<PriceQuote>> prices{pounds, quote(200000, "CNY"), none, quote(30000, "USD"), cheap};
    std::stable_sort(prices.begin(), prices.end(),
                     [&](const auto& a, const auto& b) { return cheaperInScenarioCurrency(a, b, e); });
    CHECK(prices[0]->amount.inCurrencyUnits() == 2500);   // 18,000 CNY
    CHECK(prices[1]->amount.inCurrencyUnits() == 200000); // 200,000 CNY
    CHECK(prices[2]->amount.inCurrencyUnits() == 30000);  // 216,000 CNY
    CHECK(prices[3]->currency == "GBP");                  // then the uncomparable, as they were
    CHECK_FALSE(prices[4]);
}
