#include "database/CsvImport.h"

#include "database/RepositorySupport.h"
#include "database/RowStore.h"

#include <QSqlError>
#include <QSqlRecord>

namespace gputco {
namespace {

CsvIssue issueFrom(int row, const Error& error)
{
    return CsvIssue{row, QString::fromStdString(error.field), QString::fromStdString(error.message)};
}

/// New rows written by one INSERT of this many rows: SQLite builds the lookup tables of the cards' CHECK lists
/// (`interconnect IN (...)` and two more) once per statement run, which was a tenth of an import written a row at a
/// time. 64 rows of the widest table bind 2,368 values, far below SQLite's limit of 32,766.
constexpr std::size_t kRowsPerInsert = 64;

} // namespace

/// The statements an import runs per row, prepared once (preparing each anew cost more than running it).
struct CsvImporter::Statements {
    QSqlQuery find;
    QSqlQuery insert;
    QSqlQuery update;
    /// The inserts and update on SQLite's own handle, when it can be had (sqliteHandleOf): binding through Qt Sql
    /// was half the time of a 100,000-row import. Inside the same transaction as the rest.
    sqlite3* handle = nullptr;
    SqliteStatement fastInsert;
    SqliteStatement batchInsert; ///< kRowsPerInsert rows at once
    SqliteStatement fastUpdate;
    std::vector<int> findColumns; ///< the index of each table column in `find`'s result, read once
};

CsvImporter::CsvImporter(const TableSpec& table, const CatalogueConnection& connection, const QString& detected)
    : table_(&table)
    , connection_(connection)
    , merger_(table)
{
    report_.detected = detected;
}

CsvImporter::~CsvImporter()
{
    pending_.clear();
    statements_.reset();
    transaction_.reset(); // an open transaction rolls back: nothing of the file is kept
    if (cacheSizeBefore_) {
        QSqlQuery cache(connection_.database());
        cache.exec(QStringLiteral("PRAGMA cache_size = %1").arg(*cacheSizeBefore_));
    }
}

void CsvImporter::take(CsvParsedRecord& record)
{
    if (record.header)
        headerRead_ = true;
    for (CsvIssue& issue : record.issues)
        report_.issues.push_back(std::move(issue));
    for (CsvIssue& warning : record.warnings)
        report_.warnings.push_back(std::move(warning));
    if (record.cells)
        check(record);
}

bool CsvImporter::prepare(int row)
{
    statements_ = std::make_unique<Statements>();
    const QSqlDatabase db = connection_.database();
    QStringList names;
    QStringList marks;
    QStringList assignments;
    for (const auto& column : table_->columns) {
        names << column.name;
        marks << QStringLiteral("?");
        if (column.name != u"id")
            assignments << column.name + QStringLiteral(" = ?");
    }
    // A page cache of 32 MiB for the import (SQLite's default is 2 MiB): the id index of 100,000 rows written
    // in no particular order is larger than that, and each row's look-up into it read pages again. Set back
    // when the import ends.
    QSqlQuery cache(db);
    if (cache.exec(QStringLiteral("PRAGMA cache_size")) && cache.next()) {
        cacheSizeBefore_ = cache.value(0).toLongLong();
        cache.exec(QStringLiteral("PRAGMA cache_size = -32768"));
    }
    const QString insertSql = QStringLiteral("INSERT INTO %1 (%2) VALUES ").arg(table_->name, names.join(u", "));
    const QString oneRow = QStringLiteral("(%1)").arg(marks.join(u", "));
    const QString updateSql =
        QStringLiteral("UPDATE %1 SET %2 WHERE id = ?").arg(table_->name, assignments.join(QStringLiteral(", ")));
    statements_->find = QSqlQuery(db);
    statements_->find.setForwardOnly(true);
    statements_->insert = QSqlQuery(db);
    statements_->update = QSqlQuery(db);
    const bool prepared = statements_->find.prepare(QStringLiteral("SELECT * FROM %1 WHERE id = ?").arg(table_->name))
                          && statements_->insert.prepare(insertSql + oneRow) && statements_->update.prepare(updateSql);
    if (sqlite3* handle = sqliteHandleOf(connection_)) {
        statements_->handle = handle;
        statements_->fastInsert = SqliteStatement(handle, insertSql + oneRow);
        QStringList rows;
        for (std::size_t r = 0; r < kRowsPerInsert; ++r)
            rows << oneRow;
        statements_->batchInsert = SqliteStatement(handle, insertSql + rows.join(u", "));
        statements_->fastUpdate = SqliteStatement(handle, updateSql);
    }
    QSqlQuery ids(db);
    ids.setForwardOnly(true);
    const bool listed = prepared && ids.exec(QStringLiteral("SELECT id FROM %1").arg(table_->name));
    if (listed)
        while (ids.next())
            storedIds_.insert(ids.value(0).toString());
    if (prepared && !listed) {
        statements_.reset();
        report_.issues.push_back(issueFrom(row, sqlError(ids.lastError(), table_)));
        return false;
    }
    if (!prepared) {
        const QSqlError error = statements_->find.lastError().isValid()     ? statements_->find.lastError()
                                : statements_->insert.lastError().isValid() ? statements_->insert.lastError()
                                                                            : statements_->update.lastError();
        statements_.reset();
        report_.issues.push_back(issueFrom(row, sqlError(error, table_)));
        return false;
    }
    return true;
}

void CsvImporter::check(CsvParsedRecord& record)
{
    CsvCells& row = *record.cells;
    if (!row.valid)
        return; // its cell problems are listed; checking the whole row again would repeat them
    const std::optional<QVariant>& idCell = row.byColumn[merger_.idColumn()];
    const QString id = idCell ? idCell->toString() : QString();
    if (const auto first = firstRowOfId_.constFind(id); first != firstRowOfId_.cend()) {
        report_.issues.push_back(CsvIssue{row.row, QStringLiteral("id"),
                                          QStringLiteral("'%1' appears twice (also on row %2)").arg(id).arg(*first)});
        return;
    }
    firstRowOfId_.insert(id, row.row);

    if (!transaction_ && !transactionError_) {
        // Begun before the first look-up: outside a transaction each look-up would take and drop SQLite's lock.
        transaction_ = std::make_unique<SqlTransaction>(connection_);
        if (!transaction_->started()) {
            transactionError_ = issueFrom(0, transaction_->started().error());
            transaction_.reset();
        }
    }
    if (!statements_ && !prepare(row.row))
        return;

    std::optional<SqlRow> existing;
    std::vector<QVariant> storedByColumn;
    QSqlQuery& find = statements_->find;
    const bool stored = storedIds_.contains(id);
    if (stored) {
        find.bindValue(0, id);
        if (!find.exec()) {
            report_.issues.push_back(issueFrom(row.row, sqlError(find.lastError(), table_)));
            return;
        }
    }
    if (stored && find.next()) {
        if (statements_->findColumns.empty()) {
            const QSqlRecord columns = find.record();
            for (const auto& column : table_->columns)
                statements_->findColumns.push_back(columns.indexOf(column.name));
        }
        SqlRow storedRow;
        for (std::size_t c = 0; c < table_->columns.size(); ++c) {
            const int index = statements_->findColumns[c];
            storedByColumn.push_back(index >= 0 ? find.value(index) : QVariant());
            storedRow.insert(table_->columns[c].name, storedByColumn.back());
        }
        existing = std::move(storedRow);
    }
    if (stored)
        find.finish();

    // The stored row (or the defaults) with the file's cells over it. A new id's row was checked while the file was
    // read (CsvParsePipeline), with the same merger, and kept as far as a fast insert needs it; otherwise it is made
    // again here.
    const bool madeWhileRead =
        !existing && record.asNew
        && (record.asNew->problem || (statements_->fastInsert.ok() && !record.insertValues.empty()));
    CsvMergedRow merged = existing        ? merger_.merge(row.byColumn, existing, storedByColumn)
                          : madeWhileRead ? std::move(*record.asNew)
                                          : merger_.mergeNew(row.byColumn);
    if (!madeWhileRead)
        record.insertValues.clear();
    if (merged.problem) {
        report_.issues.push_back(issueFrom(row.row, *merged.problem));
        return;
    }
    if (auto problem = repository::checkReferences(connection_, *table_, merged.values)) {
        report_.issues.push_back(issueFrom(row.row, *problem));
        return;
    }
    // Written while the file has been good so far; after the first problem only checked, as the transaction will be
    // rolled back.
    if (report_.issues.empty() && !writeError_ && !transactionError_)
        write(record, merged, existing);
}

void CsvImporter::write(CsvParsedRecord& record, CsvMergedRow& merged, const std::optional<SqlRow>& existing)
{
    const int row = record.cells->row;
    if (existing && sameContent(*table_, *existing, merged.values)) {
        ++report_.unchanged;
        return;
    }
    if (!existing && statements_->fastInsert.ok()) {
        if (record.insertValues.empty())
            record.insertValues = merger_.insertValues(merged);
        pending_.push_back(std::move(record));
        if (pending_.size() == kRowsPerInsert || !statements_->batchInsert.ok())
            flushPending();
        return;
    }
    flushPending(); // the rows before this one first, so the first write that fails is the one reported
    if (writeError_)
        return;
    SqliteStatement& update = statements_->fastUpdate;
    if (!existing || !update.ok()) {
        writeThroughQt(row, merged.byColumn, existing.has_value());
        return;
    }
    const std::size_t idColumn = merger_.idColumn();
    int index = 0;
    for (std::size_t c = 0; c < table_->columns.size(); ++c)
        if (c != idColumn)
            update.bind(index++, bindableValue(table_->columns[c], merged.byColumn[c]));
    update.bind(index, merged.byColumn[idColumn]);
    if (!update.run()) {
        writeError_ = issueFrom(row, update.error(table_));
        return;
    }
    ++report_.updated;
}

void CsvImporter::insertOne(int row, const std::vector<SqliteValue>& values)
{
    SqliteStatement& insert = statements_->fastInsert;
    for (std::size_t c = 0; c < values.size(); ++c)
        insert.bind(static_cast<int>(c), values[c]);
    if (!insert.run()) {
        writeError_ = issueFrom(row, insert.error(table_));
        return;
    }
    ++report_.added;
}

void CsvImporter::writeThroughQt(int row, const std::vector<QVariant>& byColumn, bool existing)
{
    QSqlQuery& query = existing ? statements_->update : statements_->insert;
    const std::size_t idColumn = merger_.idColumn();
    int index = 0;
    for (std::size_t c = 0; c < table_->columns.size(); ++c) {
        if (existing && c == idColumn)
            continue;
        query.bindValue(index++, bindableValue(table_->columns[c], byColumn[c]));
    }
    if (existing)
        query.bindValue(index, byColumn[idColumn]);
    if (!query.exec()) {
        writeError_ = issueFrom(row, sqlError(query.lastError(), table_));
        return;
    }
    ++(existing ? report_.updated : report_.added);
}

void CsvImporter::clearPending()
{
    for (CsvParsedRecord& record : pending_)
        spent_.push_back(std::move(record));
    pending_.clear();
}

void CsvImporter::flushPending()
{
    if (pending_.empty())
        return;
    if (!report_.issues.empty() || writeError_ || transactionError_) {
        clearPending(); // the transaction will be rolled back: nothing more to write
        return;
    }
    SqliteStatement& batch = statements_->batchInsert;
    if (pending_.size() == kRowsPerInsert && batch.ok()) {
        int index = 0;
        for (const CsvParsedRecord& pending : pending_)
            for (const SqliteValue& value : pending.insertValues)
                batch.bind(index++, value);
        if (batch.run()) {
            report_.added += static_cast<int>(pending_.size());
            clearPending();
            return;
        }
        // SQLite undid the whole statement. A row it refused (a CHECK, a UNIQUE id) is found by writing the rows
        // one at a time, so the message names that row as before. Any other failure (a full disk, a lost lock)
        // may have ended the transaction: nothing more is written, and it is reported on the batch's first row.
        if (!batch.refusedByConstraint() || sqliteInAutocommit(statements_->handle)) {
            writeError_ = issueFrom(pending_.front().cells->row, batch.error(table_));
            clearPending();
            return;
        }
    }
    for (const CsvParsedRecord& pending : pending_) {
        insertOne(pending.cells->row, pending.insertValues);
        if (writeError_)
            break;
    }
    clearPending();
}

CsvImportReport CsvImporter::finish(const std::optional<CsvIssue>& syntaxError)
{
    const auto rollBack = [this] {
        pending_.clear();
        statements_.reset();
        transaction_.reset(); // rolls back: nothing of this file is kept
    };
    if (syntaxError) {
        // The file could not be read to its end: that is the one problem to fix first.
        rollBack();
        CsvImportReport report;
        report.detected = report_.detected;
        report.issues.push_back(*syntaxError);
        return report;
    }
    flushPending();
    if (!headerRead_)
        report_.issues.push_back(
            CsvIssue{1, {}, QStringLiteral("the file is empty; it needs a header row of column names")});
    if (!report_.issues.empty()) {
        rollBack();
        report_.added = report_.updated = report_.unchanged = 0;
        return std::move(report_);
    }
    if (writeError_) {
        rollBack();
        CsvImportReport report;
        report.issues.push_back(*writeError_);
        return report;
    }
    if (!transaction_ && !transactionError_) {
        // No row was read: the transaction is begun and committed all the same, so a catalogue that cannot be
        // written says so as before.
        transaction_ = std::make_unique<SqlTransaction>(connection_);
        if (!transaction_->started()) {
            transactionError_ = issueFrom(0, transaction_->started().error());
            transaction_.reset();
        }
    }
    if (transactionError_) {
        rollBack();
        report_.added = report_.updated = report_.unchanged = 0;
        report_.issues.push_back(*transactionError_);
        return std::move(report_);
    }
    statements_.reset(); // finished statements before COMMIT
    const WriteResult committed = transaction_->commit();
    transaction_.reset();
    if (!committed) {
        CsvImportReport report;
        report.issues.push_back(issueFrom(0, committed.error()));
        return report;
    }
    return std::move(report_);
}

} // namespace gputco
