#include "database/CatalogueCheck.h"

#include "database/CatalogueDatabase.h"
#include "database/CatalogueTables.h"
#include "database/RepositorySupport.h"
#include "database/RowStore.h"

#include <QDir>
#include <QSqlQuery>

namespace gputco {

CatalogueCheckReport checkCatalogue(const CatalogueDatabase& db)
{
    CatalogueCheckReport report;
    const CatalogueConnection& connection = db.connection();
    report.summary << QStringLiteral("file: %1%2")
                          .arg(QDir::toNativeSeparators(db.path()),
                               db.isReadOnly() ? QStringLiteral(" (read-only)") : QString());
    report.summary << QStringLiteral("schema version: %1 (this build: %2)")
                          .arg(db.schemaVersion())
                          .arg(CatalogueDatabase::currentSchemaVersion());
    report.summary << QStringLiteral("catalogue version: %1 (this build ships %2)")
                          .arg(db.catalogueVersion(), CatalogueDatabase::builtInCatalogueVersion());
    for (const QString& warning : db.warnings())
        report.problems << warning;

    QSqlQuery query(connection.database());
    if (auto run = execSql(query, QStringLiteral("PRAGMA integrity_check")); !run) {
        report.problems << QString::fromStdString(run.error().describe());
        return report;
    }
    while (query.next()) {
        const QString line = query.value(0).toString();
        if (line != u"ok")
            report.problems << QStringLiteral("integrity: ") + line;
    }
    if (auto run = execSql(query, QStringLiteral("PRAGMA foreign_key_check")); !run)
        report.problems << QString::fromStdString(run.error().describe());
    while (query.next())
        report.problems << QStringLiteral("%1 row %2 names a missing row of %3")
                               .arg(query.value(0).toString(), query.value(1).toString(), query.value(2).toString());

    for (const TableSpec* table : catalogueTables()) {
        auto rows = RowStore(connection, *table).all();
        if (!rows) {
            report.problems << QStringLiteral("%1: %2").arg(table->name,
                                                            QString::fromStdString(rows.error().describe()));
            continue;
        }
        int builtIn = 0;
        for (const SqlRow& row : *rows) {
            builtIn += row.value(QStringLiteral("built_in")).toInt();
            if (auto problem = validateRow(*table, row))
                report.problems << QStringLiteral("%1 '%2': %3")
                                       .arg(table->name, row.value(QStringLiteral("id")).toString(),
                                            QString::fromStdString(problem->describe()));
        }
        report.summary << QStringLiteral("%1: %2 rows (%3 built-in, %4 the user's)")
                              .arg(table->name)
                              .arg(rows->size())
                              .arg(builtIn)
                              .arg(int(rows->size()) - builtIn);
    }
    return report;
}

} // namespace gputco
