#include "cli/CatalogueCommandsJson.h"

#include "database/CatalogueDatabase.h"
#include "database/CatalogueTables.h"

namespace gputco::cli {
namespace {

QJsonValue cellJson(const ColumnSpec& column, const QVariant& value)
{
    if (value.isNull() || !value.isValid())
        return column.type == ColumnType::Real || column.type == ColumnType::Integer ? QJsonValue(QJsonValue::Null)
                                                                                     : QJsonValue(QString());
    switch (column.type) {
    case ColumnType::Real: return value.toDouble();
    case ColumnType::Integer: return value.toLongLong();
    case ColumnType::Boolean: return value.toInt() != 0;
    default: return value.toString();
    }
}

QJsonObject rowJson(const TableSpec& table, const SqlRow& row)
{
    QJsonObject object;
    for (const ColumnSpec& column : table.columns)
        object.insert(column.name, cellJson(column, row.value(column.name)));
    return object;
}

/// Maps each value of a repository through its toRow, so the JSON keys are exactly the CSV columns.
template <class Values, class ToRow>
QJsonArray rowsJson(const TableSpec& table, const Values& values, ToRow toRow)
{
    QJsonArray array;
    for (const auto& value : values)
        array.append(rowJson(table, toRow(value)));
    return array;
}

} // namespace

QJsonArray catalogueJson(CatalogueList list, const CatalogueDatabase& db)
{
    switch (list) {
    case CatalogueList::Cards: return rowsJson(cardsTable(), db.cards().all(), &CardRepository::toRow);
    case CatalogueList::Servers: return rowsJson(serversTable(), db.servers().all(), &ServerRepository::toRow);
    case CatalogueList::Facilities:
        return rowsJson(facilitiesTable(), db.facilities().all(), &FacilityRepository::toRow);
    case CatalogueList::Clouds:
        return rowsJson(cloudOffersTable(), db.cloudOffers().all(), &CloudOfferRepository::toRow);
    }
    return {};
}

} // namespace gputco::cli
