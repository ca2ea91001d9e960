#include "database/RepositorySupport.h"

#include "database/CatalogueTables.h"
#include "database/RowStore.h"
#include "model/ModelPresets.h"
#include "util/QuotedInput.h"

#include <QLoggingCategory>

namespace gputco::repository {

std::optional<Error> checkReferences(const CatalogueConnection& connection, const TableSpec& table, const SqlRow& row)
{
    for (const auto& column : table.columns) {
        if (column.type != ColumnType::Reference)
            continue;
        const TableSpec* target = findCatalogueTable(column.references);
        if (!target)
            continue;
        const QString id = row.value(column.name).toString();
        auto found = RowStore(connection, *target).find(id);
        if (!found)
            return found.error();
        if (!found->has_value())
            return Error{column.name.toStdString(), quotedInput(id.toStdString()) + " is not in "
                                                        + column.references.toStdString()
                                                        + "; add that row first or use an existing id"};
    }
    return std::nullopt;
}

std::optional<Error> builtInModelEditProblem(const TableSpec& table, const std::optional<SqlRow>& existing,
                                             const SqlRow& row)
{
    const QString id = row.value(QStringLiteral("id")).toString();
    if (&table != &modelsTable() || !findModelPreset(id.toStdString()))
        return std::nullopt;
    if (existing && sameContent(table, *existing, row))
        return std::nullopt; // unchanged (a re-imported export): nothing to refuse
    return Error{"id", quotedInput(id.toStdString())
                           + " is a built-in model, whose figures the calculations take from the app itself; an edit "
                             "here would change nothing. Save it under a new id (e.g. "
                           + id.toStdString() + "-custom) and choose that model"};
}

WriteResult saveUserRow(const CatalogueConnection& connection, const TableSpec& table, SqlRow row)
{
    if (auto writable = connection.checkWritable(); !writable)
        return writable;
    row.insert(QStringLiteral("built_in"), 0);
    if (auto problem = validateRow(table, row))
        return *problem;

    SqlTransaction transaction(connection);
    if (!transaction.started())
        return transaction.started();
    if (auto problem = checkReferences(connection, table, row))
        return *problem;
    const RowStore store(connection, table);
    auto existing = store.find(row.value(QStringLiteral("id")).toString());
    if (!existing)
        return existing.error();
    if (existing->has_value() && sameContent(table, **existing, row))
        return Written{}; // nothing changed: keep the row's built-in status
    if (auto problem = builtInModelEditProblem(table, *existing, row))
        return *problem;
    // A card's reported total (nvidia-smi MiB) belongs to its marketed capacity: an edit of memory_gb that leaves
    // the MiB as they were clears them, so the new figure is the capacity rather than a stale reading.
    const QString gb = QStringLiteral("memory_gb");
    const QString mib = QStringLiteral("memory_reported_mib");
    if (existing->has_value() && table.column(mib) && (**existing).value(gb) != row.value(gb)
        && (**existing).value(mib) == row.value(mib))
        row.insert(mib, QVariant());
    auto written = existing->has_value() ? store.update(row) : store.insert(row);
    if (!written)
        return written;
    return transaction.commit();
}

WriteResult restoreRow(const CatalogueConnection& connection, const TableSpec& table, const QString& id,
                       const std::optional<SqlRow>& row, const std::vector<RowReference>& referencedBy)
{
    if (!row.has_value())
        return removeRow(connection, table, id, referencedBy);
    if (auto writable = connection.checkWritable(); !writable)
        return writable;
    if (auto problem = validateRow(table, *row))
        return *problem;
    SqlTransaction transaction(connection);
    if (!transaction.started())
        return transaction.started();
    if (auto problem = checkReferences(connection, table, *row))
        return *problem;
    const RowStore store(connection, table);
    auto existing = store.find(id);
    if (!existing)
        return existing.error();
    auto written = existing->has_value() ? store.update(*row) : store.insert(*row);
    if (!written)
        return written;
    if (auto forgotten = store.forgetRemovedBuiltIn(id); !forgotten)
        return forgotten;
    return transaction.commit();
}

WriteResult removeRow(const CatalogueConnection& connection, const TableSpec& table, const QString& id,
                      const std::vector<RowReference>& referencedBy)
{
    if (auto writable = connection.checkWritable(); !writable)
        return writable;
    SqlTransaction transaction(connection);
    if (!transaction.started())
        return transaction.started();
    const RowStore store(connection, table);
    auto existing = store.find(id);
    if (!existing)
        return existing.error();
    if (!existing->has_value())
        return Error{"id", "there is no row '" + id.toStdString() + "' in " + table.name.toStdString()};
    for (const auto& reference : referencedBy) {
        auto users = store.referencingIds(reference.table, reference.column, id);
        if (!users)
            return users.error();
        if (!users->isEmpty())
            return Error{"id", quotedInput(id.toStdString()) + " is still used by " + reference.table.toStdString()
                                   + ": " + users->join(QStringLiteral(", ")).toStdString()
                                   + "; change or remove those rows first"};
    }
    if ((**existing).value(QStringLiteral("built_in")).toInt() == 1) {
        if (auto remembered = store.rememberRemovedBuiltIn(id); !remembered)
            return remembered;
    }
    if (auto removed = store.remove(id); !removed)
        return removed;
    return transaction.commit();
}

std::vector<SqlRow> readAll(const CatalogueConnection& connection, const TableSpec& table)
{
    auto rows = RowStore(connection, table).all();
    if (!rows) {
        qWarning("catalogue: reading %s failed: %s", qPrintable(table.name), rows.error().describe().c_str());
        return {};
    }
    return std::move(rows).value();
}

std::optional<SqlRow> readOne(const CatalogueConnection& connection, const TableSpec& table, const QString& id)
{
    auto row = RowStore(connection, table).find(id);
    if (!row) {
        qWarning("catalogue: reading %s failed: %s", qPrintable(table.name), row.error().describe().c_str());
        return std::nullopt;
    }
    return *row;
}

} // namespace gputco::repository
