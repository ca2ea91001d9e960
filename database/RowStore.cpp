#include "database/RowStore.h"

#include "database/SqliteStatement.h"
#include "database/lite/StatementRowView.h"

#include <QSqlQuery>
#include <QSqlRecord>

#include <map>
#include <string>
#include <string_view>

namespace gputco {
QVariant bindableValue(const ColumnSpec& column, const QVariant& value)
{
    const bool numeric =
        column.type == ColumnType::Real || column.type == ColumnType::Integer || column.type == ColumnType::Boolean;
    if (!numeric && (!value.isValid() || value.isNull() || value.toString().isNull()))
        return QVariant(QStringLiteral(""));
    return value;
}

RowStore::RowStore(CatalogueConnection connection, const TableSpec& table)
    : connection_(std::move(connection))
    , table_(&table)
{
}

std::vector<int> RowStore::columnPositions(const QSqlQuery& query) const
{
    // Once per query: searching the record by name for every column of every row was a quarter of the time it took
    // to read a 100,000-card catalogue (docs/PERFORMANCE.md).
    const QSqlRecord record = query.record();
    std::vector<int> positions;
    positions.reserve(table_->columns.size());
    for (const auto& column : table_->columns)
        positions.push_back(record.indexOf(column.name));
    return positions;
}

SqlRow RowStore::readRow(const QSqlQuery& query, const std::vector<int>& positions) const
{
    SqlRow row;
    for (std::size_t c = 0; c < table_->columns.size(); ++c)
        row.insert(table_->columns[c].name, positions[c] >= 0 ? query.value(positions[c]) : QVariant());
    return row;
}

namespace {

/// The query's current row by column name, the names looked up in a table made once per query. Reads each value as
/// SqlRowView reads the same value from a SqlRow (RowConversion.h), so a mapping gives the same result either way.
class QueryRowView final : public CatalogueRowView {
public:
    QueryRowView(const QSqlQuery& query, const TableSpec& table, const std::vector<int>& positions)
        : query_(query)
    {
        for (std::size_t c = 0; c < table.columns.size(); ++c)
            if (positions[c] >= 0)
                positions_.emplace(table.columns[c].name.toStdString(), positions[c]);
    }
    std::optional<double> real(const char* column) const override
    {
        const QVariant v = value(column);
        return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
    }
    std::optional<std::int64_t> integer(const char* column) const override
    {
        const QVariant v = value(column);
        return v.isNull() ? std::nullopt : std::optional<std::int64_t>(v.toLongLong());
    }
    std::string text(const char* column) const override { return value(column).toString().toStdString(); }

private:
    QVariant value(const char* column) const
    {
        // A column the table does not describe reads as absent, as SqlRow::value does for a name it lacks.
        const auto found = positions_.find(std::string_view(column));
        return found == positions_.end() ? QVariant() : query_.value(found->second);
    }

    const QSqlQuery& query_;
    std::map<std::string, int, std::less<>> positions_;
};

} // namespace

std::optional<Error> RowStore::visitAll(const std::function<void(const CatalogueRowView&)>& visit) const
{
    // On SQLite's own handle where it can be had: Qt Sql made a QVariant of every value of every row, and reading a
    // 100,065-card catalogue through it took 2 s of the command line's recommendation. The same values (a test
    // compares the two reads column for column).
    if (sqlite3* handle = sqliteHandleOf(connection_))
        return visitAllOn(handle, visit);
    return visitAllThroughQt(visit);
}

std::optional<Error> RowStore::visitAllOn(sqlite3* handle,
                                          const std::function<void(const CatalogueRowView&)>& visit) const
{
    SqliteStatement statement(handle, QStringLiteral("SELECT * FROM %1 ORDER BY id").arg(table_->name));
    if (!statement.ok())
        return statement.error(table_);
    std::optional<StatementRowView> view;
    const bool read = statement.forEachRow([&](sqlite3_stmt* row) {
        if (!view)
            view.emplace(row);
        visit(*view);
    });
    if (!read)
        return statement.error(table_);
    return std::nullopt;
}

std::optional<Error> RowStore::visitAllThroughQt(const std::function<void(const CatalogueRowView&)>& visit) const
{
    QSqlQuery query(connection_.database());
    query.setForwardOnly(true);
    if (auto run = execSql(query, QStringLiteral("SELECT * FROM %1 ORDER BY id").arg(table_->name)); !run)
        return run.error();
    std::optional<QueryRowView> view;
    while (query.next()) {
        if (!view)
            view.emplace(query, *table_, columnPositions(query));
        visit(*view);
    }
    return std::nullopt;
}

Expected<std::vector<SqlRow>> RowStore::all() const
{
    QSqlQuery query(connection_.database());
    query.setForwardOnly(true);
    if (auto run = execSql(query, QStringLiteral("SELECT * FROM %1 ORDER BY id").arg(table_->name)); !run)
        return run.error();
    std::vector<SqlRow> rows;
    std::vector<int> positions;
    while (query.next()) {
        if (positions.empty())
            positions = columnPositions(query);
        rows.push_back(readRow(query, positions));
    }
    return rows;
}

Expected<std::optional<SqlRow>> RowStore::find(const QString& id) const
{
    QSqlQuery query(connection_.database());
    query.setForwardOnly(true);
    if (auto run = execSql(query, QStringLiteral("SELECT * FROM %1 WHERE id = ?").arg(table_->name), {id}); !run)
        return run.error();
    if (!query.next())
        return std::optional<SqlRow>();
    return std::optional<SqlRow>(readRow(query, columnPositions(query)));
}

Expected<int> RowStore::count() const
{
    QSqlQuery query(connection_.database());
    if (auto run = execSql(query, QStringLiteral("SELECT COUNT(*) FROM %1").arg(table_->name)); !run)
        return run.error();
    return query.next() ? query.value(0).toInt() : 0;
}

WriteResult RowStore::insert(const SqlRow& row) const
{
    if (auto writable = connection_.checkWritable(); !writable)
        return writable;
    const QStringList names = table_->columnNames();
    QStringList marks;
    QVariantList values;
    for (const auto& column : table_->columns) {
        marks << QStringLiteral("?");
        values << bindableValue(column, row.value(column.name));
    }
    QSqlQuery query(connection_.database());
    return execSql(query,
                   QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                       .arg(table_->name, names.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))),
                   values, table_);
}

WriteResult RowStore::update(const SqlRow& row) const
{
    if (auto writable = connection_.checkWritable(); !writable)
        return writable;
    QStringList assignments;
    QVariantList values;
    for (const auto& column : table_->columns) {
        if (column.name == u"id")
            continue;
        assignments << column.name + QStringLiteral(" = ?");
        values << bindableValue(column, row.value(column.name));
    }
    values << row.value(QStringLiteral("id"));
    QSqlQuery query(connection_.database());
    return execSql(
        query,
        QStringLiteral("UPDATE %1 SET %2 WHERE id = ?").arg(table_->name, assignments.join(QStringLiteral(", "))),
        values, table_);
}

WriteResult RowStore::remove(const QString& id) const
{
    if (auto writable = connection_.checkWritable(); !writable)
        return writable;
    QSqlQuery query(connection_.database());
    return execSql(query, QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(table_->name), {id}, table_);
}

Expected<QStringList> RowStore::referencingIds(const QString& otherTable, const QString& column,
                                               const QString& id) const
{
    QSqlQuery query(connection_.database());
    if (auto run =
            execSql(query, QStringLiteral("SELECT id FROM %1 WHERE %2 = ? ORDER BY id").arg(otherTable, column), {id});
        !run)
        return run.error();
    QStringList ids;
    while (query.next())
        ids << query.value(0).toString();
    return ids;
}

WriteResult RowStore::rememberRemovedBuiltIn(const QString& id) const
{
    QSqlQuery query(connection_.database());
    return execSql(query, QStringLiteral("INSERT OR IGNORE INTO removed_built_ins (table_name, id) VALUES (?, ?)"),
                   {table_->name, id});
}

Expected<bool> RowStore::wasBuiltInRemoved(const QString& id) const
{
    QSqlQuery query(connection_.database());
    if (auto run = execSql(query, QStringLiteral("SELECT 1 FROM removed_built_ins WHERE table_name = ? AND id = ?"),
                           {table_->name, id});
        !run)
        return run.error();
    return query.next();
}

WriteResult RowStore::forgetRemovedBuiltIn(const QString& id) const
{
    QSqlQuery query(connection_.database());
    return execSql(query, QStringLiteral("DELETE FROM removed_built_ins WHERE table_name = ? AND id = ?"),
                   {table_->name, id});
}

bool sameContent(const TableSpec& table, const SqlRow& a, const SqlRow& b)
{
    for (const auto& column : table.columns) {
        if (column.name == u"built_in")
            continue;
        if (formatCell(column, a.value(column.name)) != formatCell(column, b.value(column.name)))
            return false;
    }
    return true;
}

} // namespace gputco
