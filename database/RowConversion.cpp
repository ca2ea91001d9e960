#include "database/RowConversion.h"

#include "hardware/Accelerator.h"

namespace gputco::rowconv {

void writePrice(SqlRow& row, const std::optional<PriceQuote>& price)
{
    row.insert(QStringLiteral("price"), price ? QVariant(price->amount.inCurrencyUnits()) : QVariant());
    row.insert(QStringLiteral("price_currency"), price ? text(price->currency) : QVariant(QString()));
    row.insert(QStringLiteral("price_date"), price ? text(price->date) : QVariant(QString()));
    row.insert(QStringLiteral("price_source"), price ? text(price->source) : QVariant(QString()));
}

std::optional<PriceQuote> readPrice(const SqlRow& row)
{
    const auto amount = readReal(row, "price");
    if (!amount)
        return std::nullopt;
    return PriceQuote{Money::amount(*amount), readText(row, "price_currency"), readText(row, "price_date"),
                      readText(row, "price_source")};
}

} // namespace gputco::rowconv
