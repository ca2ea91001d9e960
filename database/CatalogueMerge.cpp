#include "database/CatalogueMerge.h"

#include "database/BuiltInCatalogue.h"
#include "database/CatalogueTables.h"
#include "database/RepositorySupport.h"
#include "database/RowStore.h"

#include <QSet>
#include <QSqlQuery>

namespace gputco {

Expected<QString> storedCatalogueVersion(const CatalogueConnection& connection)
{
    QSqlQuery query(connection.database());
    if (auto run = execSql(query, QStringLiteral("SELECT value FROM catalogue_meta WHERE key = 'catalogue_version'"));
        !run)
        return run.error();
    return query.next() ? query.value(0).toString() : QString();
}

namespace {

/// Deletes the unedited built-in rows the catalogue no longer ships: an old release's example facilities would
/// otherwise stay in the search beside their replacements (with no rent: free hosting). Tables are walked from the
/// last to the first, so a retired server goes before the card it names; a row still named by another is kept.
WriteResult retireUnshippedBuiltIns(const CatalogueConnection& connection, const BuiltInCatalogue& catalogue,
                                    MergeReport& report)
{
    const std::vector<const TableSpec*>& tables = catalogueTables();
    for (auto table = tables.rbegin(); table != tables.rend(); ++table) {
        QSet<QString> shipped;
        for (const SqlRow& row : catalogue.rows(**table))
            shipped.insert(row.value(QStringLiteral("id")).toString());
        const RowStore store(connection, **table);
        auto rows = store.all();
        if (!rows)
            return rows.error();
        for (const SqlRow& row : *rows) {
            const QString id = row.value(QStringLiteral("id")).toString();
            if (row.value(QStringLiteral("built_in")).toInt() != 1 || shipped.contains(id))
                continue;
            bool named = false;
            for (const TableSpec* other : tables)
                for (const ColumnSpec& column : other->columns)
                    if (column.type == ColumnType::Reference && column.references == (*table)->name) {
                        auto users = store.referencingIds(other->name, column.name, id);
                        if (!users)
                            return users.error();
                        named = named || !users->isEmpty();
                    }
            if (named) {
                ++report.keptReferenced;
                continue;
            }
            if (auto removed = store.remove(id); !removed)
                return removed;
            ++report.retired;
        }
    }
    return Written{};
}

} // namespace

Expected<MergeReport> mergeBuiltInCatalogue(const CatalogueConnection& connection, const BuiltInCatalogue& catalogue)
{
    SqlTransaction transaction(connection);
    if (!transaction.started())
        return transaction.started().error();

    MergeReport report;
    for (const TableSpec* table : catalogueTables()) {
        const RowStore store(connection, *table);
        for (const SqlRow& row : catalogue.rows(*table)) {
            const QString id = row.value(QStringLiteral("id")).toString();
            auto existing = store.find(id);
            if (!existing)
                return existing.error();
            if (existing->has_value()) {
                if ((**existing).value(QStringLiteral("built_in")).toInt() != 1) {
                    ++report.keptUserRows;
                    continue;
                }
                if (sameContent(*table, **existing, row))
                    continue;
            } else {
                auto removed = store.wasBuiltInRemoved(id);
                if (!removed)
                    return removed.error();
                if (*removed) {
                    ++report.skippedRemoved;
                    continue;
                }
            }
            // A shipped server may name a card the user deleted: leave that row out rather than fail the merge.
            if (repository::checkReferences(connection, *table, row)) {
                ++report.skippedInvalid;
                continue;
            }
            const auto written = existing->has_value() ? store.update(row) : store.insert(row);
            if (!written)
                return Error{written.error().field, "merging built-in row " + table->name.toStdString() + " '"
                                                        + id.toStdString() + "' failed: " + written.error().message};
            ++(existing->has_value() ? report.updated : report.added);
        }
    }
    if (auto retired = retireUnshippedBuiltIns(connection, catalogue, report); !retired)
        return retired.error();
    QSqlQuery query(connection.database());
    if (auto run = execSql(query,
                           QStringLiteral("INSERT INTO catalogue_meta (key, value) VALUES ('catalogue_version', ?) "
                                          "ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
                           {catalogue.version()});
        !run)
        return run.error();
    if (auto committed = transaction.commit(); !committed)
        return committed.error();
    return report;
}

} // namespace gputco
