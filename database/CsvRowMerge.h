#pragma once

#include "database/SqliteStatement.h"
#include "database/TableSpec.h"

#include <optional>
#include <vector>

namespace gputco {

/// The row an import writes for one record: its cells over the stored row (or the defaults for a new id).
struct CsvMergedRow {
    std::vector<QVariant> byColumn; ///< every column, indexed like TableSpec::columns; built_in is 0
    SqlRow values;                  ///< the same keyed by name (what the row rules read)
    /// The first problem of the checks that need no database, in validateRow's order: an edit of a built-in model,
    /// a column the file does not set, the row rule.
    std::optional<Error> problem;
};

/// A SqlRow of every column kept from one row to the next on one thread, its values replaced in place for the row
/// rules (CsvRowMerger::mergeNew): building a map of 37 keys per row was a fifth of an import's reading thread.
class CsvRowScratch {
private:
    friend class CsvRowMerger;
    SqlRow row_;
    std::vector<SqlRow::iterator> byColumn_; ///< each table column's entry in row_
};

/// `value` of `column` as an INSERT binds it: sqliteValueOf(bindableValue(column, value)).
SqliteValue insertValueOf(const ColumnSpec& column, const QVariant& value);

/// Lays a record's cells over a base row and checks the result. Holds only what it is built with, so one merger may
/// serve two threads at once (an import merges new rows while it reads, and rows whose id is stored on the
/// connection's thread).
class CsvRowMerger {
public:
    explicit CsvRowMerger(const TableSpec& table);

    /// `cells` (CsvCells::byColumn: nullopt where the file sets nothing) over `stored` (every column of the stored
    /// row, with `existing` the same as a SqlRow), or over the defaults when `existing` is nullopt. The cells are
    /// copied.
    CsvMergedRow merge(const std::vector<std::optional<QVariant>>& cells, const std::optional<SqlRow>& existing,
                       const std::vector<QVariant>& stored, CsvRowScratch* scratch = nullptr) const;
    /// merge() over the defaults. With `scratch` (used on one thread only) the row rules read it, and
    /// CsvMergedRow::values is left empty unless hasReferences(). With `insert` too, a row without a problem gets its
    /// insertValues() there, and CsvMergedRow::byColumn stays empty unless hasReferences().
    CsvMergedRow mergeNew(const std::vector<std::optional<QVariant>>& cells, CsvRowScratch* scratch = nullptr,
                          std::vector<SqliteValue>* insert = nullptr) const;

    /// `row` as an INSERT binds it (bindableValue, then sqliteValueOf), every column in table order.
    std::vector<SqliteValue> insertValues(const CsvMergedRow& row) const;

    std::size_t idColumn() const { return idColumn_; }
    /// True when the table has a Reference column, whose check (repository::checkReferences) reads
    /// CsvMergedRow::values.
    bool hasReferences() const { return hasReferences_; }

private:
    const TableSpec* table_;
    std::vector<std::size_t> byName_; ///< columnsByName()
    std::vector<QVariant> defaults_;  ///< defaultRow() by column, once
    std::size_t idColumn_ = 0;
    std::optional<std::size_t> builtInColumn_;
    bool hasReferences_ = false;
};

} // namespace gputco
