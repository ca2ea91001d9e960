#pragma once

#include "database/CsvTable.h"

#include <QVariant>

#include <optional>
#include <vector>

namespace gputco {

/// One record's cells, parsed and checked, by table column.
struct CsvCells {
    int row = 0;       ///< spreadsheet row (header = 1)
    bool valid = true; ///< false when a cell was refused (its issue is already listed)
    /// Indexed like TableSpec::columns: nullopt where the file has no such column (or it is not imported) and where
    /// the cell was refused.
    std::vector<std::optional<QVariant>> byColumn;
};

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
    std::optional<CsvCells> readCells(CsvRecord& record, std::vector<CsvIssue>& issues,
                                      std::vector<CsvIssue>& warnings) const;
    /// readCells as a row keyed by column name.
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

/// The table's column indices ordered by column name (the order of a SqlRow's keys).
std::vector<std::size_t> columnsByName(const TableSpec& table);

} // namespace gputco
