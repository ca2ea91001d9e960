#include "database/CsvImport.h"

#include "database/RepositorySupport.h"
#include "database/RowStore.h"
#include "database/SqliteStatement.h"

#include <algorithm>

#include <QSqlError>
#include <QSqlRecord>

namespace gputco {
namespace {

CsvIssue issueFrom(int row, const Error& error)
{
    return CsvIssue{row, QString::fromStdString(error.field), QString::fromStdString(error.message)};
}

} // namespace

namespace {

std::vector<std::size_t> columnsByName(const TableSpec& table)
{
    std::vector<std::size_t> order(table.columns.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return table.columns[a].name < table.columns[b].name; });
    return order;
}

} // namespace

CsvColumns::CsvColumns(const TableSpec& table, QChar separator)
    : table_(&table)
    , byName_(columnsByName(table))
    , separator_(separator)
{
}

void CsvColumns::readHeader(const CsvRecord& header, std::vector<CsvIssue>& issues)
{
    QHash<QString, int> seen;
    // Joined once: a hostile header of 100,000 unknown names would otherwise build the list 100,000 times.
    const QString knownColumns = table_->columnNames().join(QStringLiteral(", "));
    headerFields_ = header.fields.size();
    columns_.clear();
    for (const QString& raw : header.fields) {
        const QString name = raw.trimmed();
        const ColumnSpec* column = table_->column(name);
        if (!column)
            issues.push_back(
                CsvIssue{header.row, name,
                         QStringLiteral("is not a column of %1; its columns are: %2").arg(table_->name, knownColumns)});
        else if (seen.contains(name))
            issues.push_back(CsvIssue{header.row, name, QStringLiteral("appears twice in the header")});
        seen.insert(name, 1);
        columns_.push_back(column && column->importable ? column : nullptr);
    }
    if (!seen.contains(QStringLiteral("id")))
        issues.push_back(CsvIssue{header.row, QStringLiteral("id"), QStringLiteral("the header has no id column")});
}

std::optional<CsvRows::Row> CsvColumns::readRecord(CsvRecord& record, std::vector<CsvIssue>& issues,
                                                   std::vector<CsvIssue>& warnings) const
{
    if (record.fields.size() != headerFields_) {
        issues.push_back(
            CsvIssue{record.row,
                     {},
                     QStringLiteral("has %1 fields; the header has %2").arg(record.fields.size()).arg(headerFields_)});
        return std::nullopt;
    }
    CsvRows::Row row{record.row, {}};
    std::vector<std::optional<QVariant>> cells(table_->columns.size()); // by table column
    for (qsizetype i = 0; i < record.fields.size(); ++i) {
        const ColumnSpec* column = columns_[std::size_t(i)];
        if (!column)
            continue;
        QString cell = std::move(record.fields[i]);
        const bool numeric = column->type == ColumnType::Real || column->type == ColumnType::Integer;
        // Where the separator is a semicolon (Excel in most of Europe) the comma is the decimal mark: 0,38 is
        // 0.38. "1.234,5" becomes "1.234.5" and is refused rather than misread.
        if (numeric && separator_ == u';')
            cell.replace(u',', u'.');
        if (!numeric && isFormulaLike(cell) && !cell.trimmed().isEmpty())
            warnings.push_back(
                CsvIssue{record.row, column->name,
                         QStringLiteral("starts with \"%1\", which a spreadsheet runs as a formula when it opens the "
                                        "file; imported as text (db export --excel writes it with a leading ')")
                             .arg(cell.front() == u'\t'   ? QStringLiteral("\\t")
                                  : cell.front() == u'\r' ? QStringLiteral("\\r")
                                                          : QString(cell.front()))});
        auto value = parseCell(*column, cell);
        if (!value) {
            issues.push_back(issueFrom(record.row, value.error()));
            row.valid = false;
        } else
            cells[static_cast<std::size_t>(column - table_->columns.data())] = std::move(*value);
    }
    for (std::size_t index : byName_)
        if (cells[index])
            row.values.insert(row.values.cend(), table_->columns[index].name, std::move(*cells[index]));
    record.fields = QStringList(); // read into the row: freed now
    return row;
}

/// The three statements an import runs per row, prepared once (preparing each anew cost more than running it).
struct CsvImporter::Statements {
    QSqlQuery find;
    QSqlQuery insert;
    QSqlQuery update;
    /// The insert and update on SQLite's own handle, when it can be had (sqliteHandleOf): binding through Qt Sql
    /// was half the time of a 100,000-row import. Inside the same transaction as the rest.
    SqliteStatement fastInsert;
    SqliteStatement fastUpdate;
    std::vector<int> findColumns; ///< the index of each table column in `find`'s result, read once
};

CsvImporter::CsvImporter(const TableSpec& table, const CatalogueConnection& connection, QChar separator,
                         const QString& detected)
    : table_(&table)
    , connection_(connection)
    , columns_(table, separator)
    , defaults_(defaultRow(table)) // once, not per row
    , byName_(columnsByName(table))
{
    report_.detected = detected;
}

CsvImporter::~CsvImporter()
{
    statements_.reset();
    transaction_.reset(); // an open transaction rolls back: nothing of the file is kept
    if (cacheSizeBefore_) {
        QSqlQuery cache(connection_.database());
        cache.exec(QStringLiteral("PRAGMA cache_size = %1").arg(*cacheSizeBefore_));
    }
}

void CsvImporter::read(CsvRecord& record)
{
    if (!headerRead_) {
        headerRead_ = true;
        columns_.readHeader(record, report_.issues);
        return;
    }
    if (auto row = columns_.readRecord(record, report_.issues, report_.warnings))
        check(std::move(*row));
}

void CsvImporter::check(CsvRows::Row row)
{
    if (!row.valid)
        return; // its cell problems are listed; checking the whole row again would repeat them
    const QString id = row.values.value(QStringLiteral("id")).toString();
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
    if (!statements_) {
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
        statements_->find = QSqlQuery(db);
        statements_->find.setForwardOnly(true);
        statements_->insert = QSqlQuery(db);
        statements_->update = QSqlQuery(db);
        const bool prepared =
            statements_->find.prepare(QStringLiteral("SELECT * FROM %1 WHERE id = ?").arg(table_->name))
            && statements_->insert.prepare(
                QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                    .arg(table_->name, names.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))))
            && statements_->update.prepare(QStringLiteral("UPDATE %1 SET %2 WHERE id = ?")
                                               .arg(table_->name, assignments.join(QStringLiteral(", "))));
        if (sqlite3* handle = sqliteHandleOf(connection_)) {
            statements_->fastInsert = SqliteStatement(
                handle, QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                            .arg(table_->name, names.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))));
            statements_->fastUpdate =
                SqliteStatement(handle, QStringLiteral("UPDATE %1 SET %2 WHERE id = ?")
                                            .arg(table_->name, assignments.join(QStringLiteral(", "))));
        }
        QSqlQuery ids(db);
        ids.setForwardOnly(true);
        const bool listed = prepared && ids.exec(QStringLiteral("SELECT id FROM %1").arg(table_->name));
        if (listed)
            while (ids.next())
                storedIds_.insert(ids.value(0).toString());
        if (prepared && !listed) {
            statements_.reset();
            report_.issues.push_back(issueFrom(row.row, sqlError(ids.lastError(), table_)));
            return;
        }
        if (!prepared) {
            const QSqlError error = statements_->find.lastError().isValid()     ? statements_->find.lastError()
                                    : statements_->insert.lastError().isValid() ? statements_->insert.lastError()
                                                                                : statements_->update.lastError();
            statements_.reset();
            report_.issues.push_back(issueFrom(row.row, sqlError(error, table_)));
            return;
        }
    }

    std::optional<SqlRow> existing;
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
            const QSqlRecord record = find.record();
            for (const auto& column : table_->columns)
                statements_->findColumns.push_back(record.indexOf(column.name));
        }
        SqlRow storedRow;
        for (std::size_t c = 0; c < table_->columns.size(); ++c) {
            const int index = statements_->findColumns[c];
            storedRow.insert(table_->columns[c].name, index >= 0 ? find.value(index) : QVariant());
        }
        existing = std::move(storedRow);
    }
    if (stored)
        find.finish();

    // The stored row (or the defaults) with the file's cells over it, and each value by table column for the write.
    // Both rows hold every column, so they are walked side by side in name order; the cells came checked
    // (parseCell), so only the other columns are checked again.
    const SqlRow& base = existing ? *existing : defaults_;
    const std::size_t n = table_->columns.size();
    std::vector<QVariant> byColumn(n);
    std::vector<char> fromFile(n, 0);
    SqlRow values;
    bool merged = static_cast<std::size_t>(base.size()) == n;
    if (merged) {
        auto b = base.cbegin();
        auto cell = row.values.cbegin();
        for (std::size_t index : byName_) {
            const ColumnSpec& column = table_->columns[index];
            if (b.key() != column.name) {
                merged = false;
                break;
            }
            QVariant value = b.value();
            if (cell != row.values.cend() && cell.key() == column.name) {
                value = cell.value();
                fromFile[index] = 1;
                ++cell;
            }
            if (column.name == u"built_in")
                value = 0;
            values.insert(values.cend(), column.name, value);
            byColumn[index] = std::move(value);
            ++b;
        }
        merged = merged && cell == row.values.cend();
    }
    if (!merged) { // a row that does not hold exactly the table's columns: merged by name, everything checked
        values = base;
        for (auto it = row.values.cbegin(); it != row.values.cend(); ++it)
            values.insert(it.key(), it.value());
        values.insert(QStringLiteral("built_in"), 0);
        for (std::size_t c = 0; c < n; ++c) {
            byColumn[c] = values.value(table_->columns[c].name);
            fromFile[c] = 0;
        }
    } else if (!table_->column(QStringLiteral("built_in"))) {
        values.insert(QStringLiteral("built_in"), 0); // as before: a table without the column gets the key
    }
    row.values = SqlRow();
    // One source of truth: an edit of a built-in model is refused, as in the catalogue editor.
    if (auto problem = repository::builtInModelEditProblem(*table_, existing, values)) {
        report_.issues.push_back(issueFrom(row.row, *problem));
        return;
    }
    // validateRow's checks in its order: the columns, then the row rule.
    for (std::size_t c = 0; c < n; ++c) {
        if (fromFile[c])
            continue;
        const ColumnSpec& column = table_->columns[c];
        if (auto problem = checkValue(column, byColumn[c])) {
            report_.issues.push_back(issueFrom(row.row, Error{column.name.toStdString(), problem->toStdString()}));
            return;
        }
    }
    if (table_->rowRule)
        if (auto problem = table_->rowRule(values)) {
            report_.issues.push_back(issueFrom(row.row, *problem));
            return;
        }
    if (auto problem = repository::checkReferences(connection_, *table_, values)) {
        report_.issues.push_back(issueFrom(row.row, *problem));
        return;
    }
    // Written at once while the file has been good so far; after the first problem only checked, as the
    // transaction will be rolled back.
    if (report_.issues.empty() && !writeError_ && !transactionError_)
        write(row.row, values, byColumn, existing);
}

void CsvImporter::write(int row, const SqlRow& values, const std::vector<QVariant>& byColumn,
                        const std::optional<SqlRow>& existing)
{
    if (existing && sameContent(*table_, *existing, values)) {
        ++report_.unchanged;
        return;
    }
    SqliteStatement& fast = existing ? statements_->fastUpdate : statements_->fastInsert;
    if (fast.ok()) {
        int index = 0;
        for (std::size_t c = 0; c < table_->columns.size(); ++c) {
            const ColumnSpec& column = table_->columns[c];
            if (existing && column.name == u"id")
                continue;
            fast.bind(index++, bindableValue(column, byColumn[c]));
        }
        if (existing)
            fast.bind(index, values.value(QStringLiteral("id")));
        if (!fast.run()) {
            writeError_ = issueFrom(row, fast.error(table_));
            return;
        }
        ++(existing ? report_.updated : report_.added);
        return;
    }
    QSqlQuery& query = existing ? statements_->update : statements_->insert;
    int index = 0;
    for (const auto& column : table_->columns) {
        if (existing && column.name == u"id")
            continue;
        query.bindValue(index++, bindableValue(column, values.value(column.name)));
    }
    if (existing)
        query.bindValue(index, values.value(QStringLiteral("id")));
    if (!query.exec()) {
        writeError_ = issueFrom(row, sqlError(query.lastError(), table_));
        return;
    }
    ++(existing ? report_.updated : report_.added);
}

CsvImportReport CsvImporter::finish(const std::optional<CsvIssue>& syntaxError)
{
    const auto rollBack = [this] {
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
