#include "database/CatalogueMerge.h"

#include "database/BuiltInCatalogue.h"
#include "database/CatalogueTables.h"
#include "database/RepositorySupport.h"
#include "database/RowStore.h"

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
