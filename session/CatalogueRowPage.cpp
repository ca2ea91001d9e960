#include "session/CatalogueRowPage.h"

#include <QSqlQuery>
#include <QSqlRecord>

namespace gputco {

std::vector<std::vector<QVariant>> readRowPage(const CatalogueConnection& connection, const TableSpec& table,
                                               const QString& afterId, int limit, const QString& throughId)
{
    // A null QString binds as SQL NULL, and `id > NULL` holds for no row: the first page has no lower bound.
    QStringList conditions;
    QVariantList values;
    if (!afterId.isEmpty()) {
        conditions << QStringLiteral("id > ?");
        values << afterId;
    }
    if (!throughId.isEmpty()) {
        conditions << QStringLiteral("id <= ?");
        values << throughId;
    }
    QString sql = QStringLiteral("SELECT * FROM %1").arg(table.name);
    if (!conditions.isEmpty())
        sql += QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
    sql += QStringLiteral(" ORDER BY id");
    if (limit >= 0) {
        sql += QStringLiteral(" LIMIT ?");
        values << limit;
    }
    QSqlQuery query(connection.database());
    query.setForwardOnly(true);
    std::vector<std::vector<QVariant>> rows;
    if (auto run = execSql(query, sql, values); !run) {
        qWarning("catalogue: reading %s failed: %s", qPrintable(table.name), run.error().describe().c_str());
        return rows;
    }
    std::vector<int> positions;
    positions.reserve(table.columns.size());
    const QSqlRecord record = query.record();
    for (const ColumnSpec& column : table.columns)
        positions.push_back(record.indexOf(column.name));
    while (query.next()) {
        std::vector<QVariant> row;
        row.reserve(positions.size());
        for (int position : positions)
            row.push_back(position >= 0 ? query.value(position) : QVariant());
        rows.push_back(std::move(row));
    }
    return rows;
}

int countRows(const CatalogueConnection& connection, const TableSpec& table)
{
    QSqlQuery query(connection.database());
    if (auto run = execSql(query, QStringLiteral("SELECT COUNT(*) FROM %1").arg(table.name)); !run)
        return 0;
    return query.next() ? query.value(0).toInt() : 0;
}

QStringList rowIds(const CatalogueConnection& connection, const TableSpec& table)
{
    QSqlQuery query(connection.database());
    query.setForwardOnly(true);
    QStringList ids;
    if (auto run = execSql(query, QStringLiteral("SELECT id FROM %1 ORDER BY id").arg(table.name)); !run)
        return ids;
    while (query.next())
        ids << query.value(0).toString();
    return ids;
}

} // namespace gputco
