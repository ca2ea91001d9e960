#include "catalogue/CatalogueRowTemplates.h"

#include "session/CatalogueStore.h"

#include <QCoreApplication>
#include <QDate>

namespace gputco::ui {
namespace {

const QString kId = QStringLiteral("id");

/// "new-card", "new-cloud-offer": ids are data (slugs), the same in every language.
QString newIdBase(const TableSpec& table)
{
    if (table.name == u"facilities")
        return QStringLiteral("new-facility");
    QString singular = table.name;
    if (singular.endsWith(u's'))
        singular.chop(1);
    return QStringLiteral("new-") + singular.replace(u'_', u'-');
}

/// The smallest value a number column allows (1 above an exclusive minimum of 0: one GB, one watt, one unit).
QVariant smallestAllowed(const ColumnSpec& column)
{
    const double value = column.minExclusive ? column.min + 1.0 : column.min;
    if (column.type == ColumnType::Integer)
        return qlonglong(value);
    return value;
}

/// Fills a required column that has no value yet.
void fillPlaceholder(const ColumnSpec& column, SqlRow& row, const CatalogueStore& store)
{
    switch (column.type) {
    case ColumnType::Text: row.insert(column.name, QCoreApplication::translate("CatalogueRows", "(fill in)")); break;
    case ColumnType::Date: row.insert(column.name, QDate::currentDate().toString(Qt::ISODate)); break;
    case ColumnType::Reference: row.insert(column.name, store.ids(column.references).value(0)); break;
    case ColumnType::Real:
    case ColumnType::Integer: row.insert(column.name, smallestAllowed(column)); break;
    case ColumnType::Currency: row.insert(column.name, QStringLiteral("USD")); break;
    default: break;
    }
}

bool isEmpty(const QVariant& value) { return value.isNull() || value.toString().isEmpty(); }

} // namespace

SqlRow newRowTemplate(const TableSpec& table, const CatalogueStore& store)
{
    SqlRow row = defaultRow(table);
    row.insert(kId, store.freshId(table, newIdBase(table)));
    for (const ColumnSpec& column : table.columns)
        if (column.required && isEmpty(row.value(column.name)))
            fillPlaceholder(column, row, store);
    // A rule across columns may still ask for one value (a cloud offer needs a price): give it the placeholder.
    for (int attempt = 0; attempt < 3; ++attempt) {
        const auto problem = validateRow(table, row);
        if (!problem)
            break;
        const ColumnSpec* column = table.column(QString::fromStdString(problem->field));
        if (!column || !isEmpty(row.value(column->name)))
            break;
        fillPlaceholder(*column, row, store);
    }
    return row;
}

SqlRow copiedRow(const TableSpec& table, const SqlRow& row, const CatalogueStore& store)
{
    SqlRow copy = row;
    // Ids are at most 64 characters: leave room for "-copy-NN".
    const QString base = row.value(kId).toString().left(52) + QStringLiteral("-copy");
    copy.insert(kId, store.freshId(table, base));
    copy.insert(QStringLiteral("built_in"), 0);
    return copy;
}

} // namespace gputco::ui
