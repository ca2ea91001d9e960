#include "database/RowConversion.h"

#include "database/lite/CardRow.h"

#include "hardware/Accelerator.h"

namespace gputco::rowconv {

QVariant optionalMoney(const std::optional<Money>& v) { return v ? QVariant(v->inCurrencyUnits()) : QVariant(); }

std::optional<Money> readMoney(const SqlRow& row, const char* column)
{
    if (auto v = readReal(row, column))
        return Money::amount(*v);
    return std::nullopt;
}

QVariant confidenceText(const std::optional<PriceConfidence>& confidence)
{
    return confidence ? QString::fromUtf8(priceConfidenceName(*confidence)) : QString();
}

std::optional<PriceConfidence> readConfidence(const SqlRow& row, const char* column)
{
    return parsePriceConfidence(readText(row, column));
}

void writePrice(SqlRow& row, const std::optional<PriceQuote>& price)
{
    row.insert(QStringLiteral("price"), price ? QVariant(price->amount.inCurrencyUnits()) : QVariant());
    row.insert(QStringLiteral("price_currency"), price ? text(price->currency) : QVariant(QString()));
    row.insert(QStringLiteral("price_date"), price ? text(price->date) : QVariant(QString()));
    row.insert(QStringLiteral("price_source"), price ? text(price->source) : QVariant(QString()));
    row.insert(QStringLiteral("price_low"), price ? optionalMoney(price->low) : QVariant());
    row.insert(QStringLiteral("price_high"), price ? optionalMoney(price->high) : QVariant());
    row.insert(QStringLiteral("price_confidence"), price ? confidenceText(price->confidence) : QVariant(QString()));
}

std::optional<PriceQuote> readPrice(const SqlRow& row) { return priceFromRow(SqlRowView(row)); }

} // namespace gputco::rowconv
