#pragma once

#include "database/CatalogueConnection.h"
#include "database/CsvTable.h"

#include <QHash>
#include <QSet>
#include <QSqlQuery>

#include <memory>
#include <optional>
#include <vector>

namespace gputco {

/// A CSV file's header matched to a table's columns, and its records read into rows by it: the checks
/// CsvTable::parse and an import share.
class CsvColumns {
public:
    /// `separator` is the file's: where it is a semicolon a comma in a number is the decimal mark.
    CsvColumns(const TableSpec& table, QChar separator);

    /// Matches the header row; its problems (unknown, repeated or missing columns) go to `issues`.
    void readHeader(const CsvRecord& header, std::vector<CsvIssue>& issues);
    /// One record after the header, its cells parsed and checked; nullopt when its field count is not the
    /// header's. Problems go to `issues` (the row is then not valid), formula-like texts to `warnings`. The
    /// record's fields are consumed.
    std::optional<CsvRows::Row> readRecord(CsvRecord& record, std::vector<CsvIssue>& issues,
                                           std::vector<CsvIssue>& warnings) const;

private:
    const TableSpec* table_;
    /// The table's column indices in name order, the order a SqlRow (a QMap) keeps its keys in: a row is built
    /// in that order, each key put at the end (SQL rows of 36 columns searched by name were a tenth of an import).
    std::vector<std::size_t> byName_;
    QChar separator_;
    qsizetype headerFields_ = 0;
    std::vector<const ColumnSpec*> columns_; ///< per header field; nullptr for unknown or bookkeeping columns
};

/// An import that reads the file's records one at a time and writes each good row at once, all inside one
/// transaction that is committed only when the whole file was good (otherwise rolled back: nothing of the file is
/// kept, as before). A row is checked as before, against the catalogue as it was before the import (a row never
/// refers to its own table, so the rows written earlier in the file change no check). Nothing of the file is held
/// but the ids seen (for duplicates) and the issues: a file of 100,000 rows needs no more memory than one of 10.
class CsvImporter {
public:
    /// `detected` is what the file was read as ("UTF-8, comma-separated"), shown in the counts.
    CsvImporter(const TableSpec& table, const CatalogueConnection& connection, QChar separator,
                const QString& detected);
    ~CsvImporter();
    CsvImporter(const CsvImporter&) = delete;
    CsvImporter& operator=(const CsvImporter&) = delete;

    /// The next record of the file (the first is the header).
    void read(CsvRecord& record);
    /// The end of the file: commits when every row was good; `syntaxError` (an unterminated quote...) replaces
    /// every other problem, as the file could not be read to its end.
    CsvImportReport finish(const std::optional<CsvIssue>& syntaxError);

private:
    void check(CsvRows::Row row);
    void write(int row, const SqlRow& values, const std::vector<QVariant>& byColumn,
               const std::optional<SqlRow>& existing);

    struct Statements;

    const TableSpec* table_;
    CatalogueConnection connection_;
    CsvColumns columns_;
    bool headerRead_ = false;
    CsvImportReport report_;
    QHash<QString, int> firstRowOfId_;
    /// The ids the table held when the import began, read once with the statements: a row whose id is not among
    /// them has no stored row to merge with (rows written earlier in the file have other ids, as a repeated id is
    /// refused), so it needs no look-up. One query instead of one per row.
    QSet<QString> storedIds_;
    SqlRow defaults_;
    std::vector<std::size_t> byName_;        ///< as CsvColumns::byName_
    std::unique_ptr<Statements> statements_; ///< prepared once, on the first row
    std::optional<qint64> cacheSizeBefore_;  ///< SQLite's page cache setting before the import raised it
    std::unique_ptr<SqlTransaction> transaction_;
    std::optional<CsvIssue> transactionError_; ///< BEGIN failed: reported when no row has a problem
    std::optional<CsvIssue> writeError_;       ///< a write failed: reported alone when no row has a problem
};

} // namespace gputco
