#pragma once

#include "database/TableSpec.h"
#include "database/WriteResult.h"

#include <QAbstractTableModel>

#include <vector>

namespace gputco {
class CatalogueStore;
} // namespace gputco

namespace gputco::ui {

/// One catalogue table (cards, servers, facilities, cloud offers) as an editable table, driven by its
/// TableSpec: one column per spec column (the built_in flag first, as "Origin"), units in the headers, the
/// allowed range in tooltips. setData() writes the row through the store; a refused value leaves the database
/// and the model unchanged and is reported by writeRefused() with the column and the allowed range.
///
/// Rows are read a page at a time in id order (canFetchMore/fetchMore, as Qt's views ask when scrolled to the
/// end): a catalogue of 100,000 cards opens with its first page, not after reading every row.
class CatalogueTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        SortRole = Qt::UserRole + 1, ///< numbers as numbers, unknown last
        BuiltInRole,                 ///< true for a shipped row the user has not edited
        RowIdRole,                   ///< the row's id
    };

    /// Rows read per page: enough to fill a tall window many times over and to size the columns from.
    static constexpr int kPageRows = 1000;

    explicit CatalogueTableModel(CatalogueStore& store, QObject* parent = nullptr);

    /// Rows read per page from now on (tests use small pages); at least 1.
    void setPageRows(int rows);
    /// Rows the table holds in the database (rowCount() is how many are read so far).
    int totalRows() const { return total_; }

    /// Shows another table (re-read from the store).
    void setTable(const TableSpec& table);
    const TableSpec& table() const { return *table_; }
    /// The column description behind a model column.
    const ColumnSpec& columnSpec(int column) const;
    /// The model column of a spec column, -1 when there is none.
    int columnOf(const QString& columnName) const;
    /// The model row of an id, -1 when there is none among the rows read so far.
    int rowOf(const QString& id) const;
    /// The model row of an id, reading the pages up to it first if need be; -1 when the table has no such row.
    int loadRowOf(const QString& id);
    QString idAt(int row) const;

    /// Re-reads the table: rows edited in place keep the view's selection; added or removed rows reset it.
    void reload();

    /// Adds a user row from the table's defaults (placeholders for the required columns); its id, or the Error.
    Expected<QString> addRow();
    /// Adds a copy of `row` with a fresh id as the user's row; its id, or the Error.
    Expected<QString> duplicateRow(int row);
    /// Deletes the row; refused while other rows name it.
    WriteResult removeRowAt(int row);

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    bool canFetchMore(const QModelIndex& parent) const final;
    void fetchMore(const QModelIndex& parent) final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    Qt::ItemFlags flags(const QModelIndex& index) const final;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) final;

signals:
    /// A value was saved; the sentence to show (it says when a built-in row became the user's).
    void written(const QString& message);
    /// A value was refused; the sentence names the column and what is allowed. Nothing was changed.
    void writeRefused(const QString& message);

private:
    void onStoreWritten(const QString& tableName);
    Expected<QString> insert(SqlRow row, const QString& undoText);
    /// The message for an edit the store refused: the edited field first, by its label.
    QString refusalOfEdit(const ColumnSpec& edited, const QVariant& value, const SqlRow& row, const Error& error) const;

    using Values = std::vector<QVariant>; ///< one row's values in the order of table_->columns

    /// Appends up to `limit` rows after the last one read, without telling views (inside a reset).
    void appendRows(int limit);
    /// The row's value in the column called `name` (null when the table has no such column).
    QVariant valueOf(const Values& row, const QString& name) const;
    SqlRow sqlRow(const Values& row) const;
    bool isBuiltIn(const Values& row) const;
    bool priceOutsideItsRange(const Values& row, const ColumnSpec& column) const;

    CatalogueStore& store_;
    const TableSpec* table_;
    std::vector<int> columns_; ///< model column -> index into table_->columns
    std::vector<Values> rows_;
    int total_ = 0;
    int pageRows_ = kPageRows;
    int idIndex_ = -1;      ///< index into table_->columns of the id column
    int builtInIndex_ = -1; ///< and of built_in, -1 when the table has none
};

} // namespace gputco::ui
