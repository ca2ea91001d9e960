#pragma once

#include "database/TableSpec.h"
#include "database/lite/CatalogueRowView.h"
#include "hardware/PriceQuote.h"

#include <QString>
#include <QVariant>

#include <optional>
#include <string>

namespace gputco {

/// Small helpers shared by the repositories' row <-> core type mappings.
namespace rowconv {

inline QVariant optionalReal(const std::optional<double>& v) { return v ? QVariant(*v) : QVariant(); }
inline QVariant optionalInt(const std::optional<int>& v) { return v ? QVariant(qlonglong(*v)) : QVariant(); }
inline QVariant text(const std::string& s) { return QString::fromStdString(s); }
inline QVariant flag(bool b) { return b ? 1 : 0; }

inline std::optional<double> readReal(const SqlRow& row, const char* column)
{
    const QVariant v = row.value(QString::fromLatin1(column));
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}
inline std::optional<int> readInt(const SqlRow& row, const char* column)
{
    const QVariant v = row.value(QString::fromLatin1(column));
    return v.isNull() ? std::nullopt : std::optional<int>(v.toInt());
}
inline std::string readText(const SqlRow& row, const char* column)
{
    return row.value(QString::fromLatin1(column)).toString().toStdString();
}
inline bool readFlag(const SqlRow& row, const char* column)
{
    return row.value(QString::fromLatin1(column)).toInt() != 0;
}

/// A row as Qt Sql read it, for the mappings written against CatalogueRowView (cardFromRow): the helpers above.
class SqlRowView final : public CatalogueRowView {
public:
    explicit SqlRowView(const SqlRow& row)
        : row_(row)
    {
    }
    std::optional<double> real(const char* column) const override { return readReal(row_, column); }
    std::optional<std::int64_t> integer(const char* column) const override
    {
        const QVariant v = row_.value(QString::fromLatin1(column));
        return v.isNull() ? std::nullopt : std::optional<std::int64_t>(v.toLongLong());
    }
    std::string text(const char* column) const override { return readText(row_, column); }

private:
    const SqlRow& row_;
};

QVariant optionalMoney(const std::optional<Money>& v);
std::optional<Money> readMoney(const SqlRow& row, const char* column);
/// "list", "list-copy", "press", "weak", or '' when untagged.
QVariant confidenceText(const std::optional<PriceConfidence>& confidence);
std::optional<PriceConfidence> readConfidence(const SqlRow& row, const char* column);

/// price, price_currency, price_date, price_source, price_low, price_high and price_confidence columns.
void writePrice(SqlRow& row, const std::optional<PriceQuote>& price);
std::optional<PriceQuote> readPrice(const SqlRow& row);

} // namespace rowconv
} // namespace gputco
