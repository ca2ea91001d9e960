#include "session/CatalogueStore.h"

#include "database/CatalogueDatabase.h"
#include "database/CatalogueSnapshotLoader.h"
#include "database/CatalogueTables.h"
#include "database/ModelImport.h"
#include "database/RepositorySupport.h"
#include "session/CatalogueRowChange.h"
#include "session/CatalogueRowPage.h"

#include <QDir>

namespace gputco {
namespace {

/// Every Reference column of another table that names rows of `table` (servers.card_id names cards).
std::vector<RowReference> referencesTo(const TableSpec& table)
{
    std::vector<RowReference> out;
    for (const TableSpec* other : catalogueTables())
        for (const ColumnSpec& column : other->columns)
            if (column.type == ColumnType::Reference && column.references == table.name)
                out.push_back({other->name, column.name});
    return out;
}

} // namespace

CatalogueStore::CatalogueStore(CatalogueDatabase& database, QObject* parent)
    : QObject(parent)
    , database_(database)
{
}

std::optional<QString> CatalogueStore::readOnlyReason() const
{
    if (database_.isReadOnly()) {
        const QString why = database_.connection().readOnlyReason;
        return tr("This catalogue is open read-only (%1): you can browse and export it, but not edit it.")
            .arg(why.isEmpty() ? tr("the file cannot be written") : why);
    }
    // The fallback after a failed open: edits would vanish with the session, so none are taken.
    if (database_.isInMemory() && !database_.warnings().isEmpty())
        return tr("The catalogue file could not be used, so this session runs on the built-in catalogue in memory "
                  "and edits are off. %1")
            .arg(database_.warnings().join(u' '));
    return std::nullopt;
}

QString CatalogueStore::describeLocation() const
{
    if (database_.isInMemory())
        return tr("built-in catalogue %1 in memory: edits last until the app closes").arg(database_.catalogueVersion());
    return tr("%1 (built-in catalogue %2)")
        .arg(QDir::toNativeSeparators(database_.path()), database_.catalogueVersion());
}

QString CatalogueStore::filePath() const { return database_.isInMemory() ? QString() : database_.path(); }

std::vector<SqlRow> CatalogueStore::rows(const TableSpec& table) const
{
    return repository::readAll(database_.connection(), table);
}

std::vector<std::vector<QVariant>> CatalogueStore::rowPage(const TableSpec& table, const QString& afterId, int limit,
                                                           const QString& throughId) const
{
    return readRowPage(database_.connection(), table, afterId, limit, throughId);
}

int CatalogueStore::rowCount(const TableSpec& table) const { return countRows(database_.connection(), table); }

std::optional<SqlRow> CatalogueStore::row(const TableSpec& table, const QString& id) const
{
    return repository::readOne(database_.connection(), table, id);
}

QStringList CatalogueStore::ids(const QString& tableName) const
{
    // Only the ids: a reference column's chooser over 100,000 cards should not read 100,000 whole rows.
    const TableSpec* table = findCatalogueTable(tableName);
    return table ? rowIds(database_.connection(), *table) : QStringList();
}

QString CatalogueStore::freshId(const TableSpec& table, const QString& base) const
{
    const QStringList taken = ids(table.name);
    if (!taken.contains(base))
        return base;
    for (int n = 2;; ++n) {
        QString candidate = base + u'-' + QString::number(n);
        if (!taken.contains(candidate))
            return candidate;
    }
}

WriteResult CatalogueStore::save(const TableSpec& table, const SqlRow& row, const QString& undoText)
{
    if (auto reason = readOnlyReason())
        return Error{"", reason->toStdString()};
    const QString id = row.value(QStringLiteral("id")).toString();
    std::optional<SqlRow> before = this->row(table, id);
    WriteResult result = repository::saveUserRow(database_.connection(), table, row);
    if (result) {
        pushChange(table, id, std::move(before), undoText);
        emit written(table.name);
    }
    return result;
}

WriteResult CatalogueStore::remove(const TableSpec& table, const QString& id, const QString& undoText)
{
    if (auto reason = readOnlyReason())
        return Error{"", reason->toStdString()};
    std::optional<SqlRow> before = row(table, id);
    WriteResult result = repository::removeRow(database_.connection(), table, id, referencesTo(table));
    if (result) {
        pushChange(table, id, std::move(before), undoText);
        emit written(table.name);
    }
    return result;
}

void CatalogueStore::pushChange(const TableSpec& table, const QString& id, std::optional<SqlRow> before,
                                const QString& text)
{
    std::optional<SqlRow> after = row(table, id);
    if (before == after)
        return; // the same values saved again: nothing to undo
    undoStack_.push(new CatalogueRowChange(*this, table, id, std::move(before), std::move(after), text));
}

bool CatalogueStore::restore(const TableSpec& table, const QString& id, const std::optional<SqlRow>& row,
                             const QString& step)
{
    WriteResult result = readOnlyReason()
                             ? WriteResult(Error{"", readOnlyReason()->toStdString()})
                             : repository::restoreRow(database_.connection(), table, id, row, referencesTo(table));
    if (!result) {
        emit restoreRefused(
            tr("%1 could not be applied: %2").arg(step, QString::fromStdString(result.error().describe())));
        return false;
    }
    emit written(table.name);
    return true;
}

CsvImportReport CatalogueStore::importCsv(const TableSpec& table, const QString& filePath)
{
    if (auto reason = readOnlyReason()) {
        CsvImportReport refused;
        refused.issues.push_back(CsvIssue{0, {}, *reason});
        return refused;
    }
    CsvImportReport report = CsvTable(table).importFile(database_, filePath);
    if (report.ok() && report.added + report.updated > 0)
        emit written(table.name);
    return report;
}

WriteResult CatalogueStore::exportCsv(const TableSpec& table, const QString& filePath) const
{
    return CsvTable(table).exportToFile(database_, filePath);
}

Expected<ModelArchitecture> CatalogueStore::importModelConfig(const QString& filePath)
{
    if (auto reason = readOnlyReason())
        return Error{"", reason->toStdString()};
    auto model = importHuggingFaceConfigFile(database_, filePath, {});
    if (model)
        emit written(modelsTable().name);
    return model;
}

std::shared_ptr<const CatalogueSnapshot> CatalogueStore::snapshot() const { return snapshotOf(database_); }

} // namespace gputco
