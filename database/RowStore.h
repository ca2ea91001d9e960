#pragma once

#include "database/CatalogueConnection.h"
#include "database/TableSpec.h"
#include "database/lite/CatalogueRowView.h"

#include <functional>
#include <optional>
#include <vector>

struct sqlite3;

namespace gputco {

/// Reads and writes whole rows of one catalogue table by its TableSpec. Column names come from the spec,
/// every value is bound. Writes run inside the caller's transaction, so a repository or an import can
/// group them; RowStore never begins or commits one itself.
class RowStore {
public:
    RowStore(CatalogueConnection connection, const TableSpec& table);

    /// Every row ordered by id.
    Expected<std::vector<SqlRow>> all() const;
    /// Every row ordered by id, each shown to `visit` as a view of the query's current row (valid during the call
    /// only): no SqlRow is built, and each column's position is found once per query, not once per row. The values
    /// read the same as SqlRowView over the row all() returns (the same QVariant, converted the same way).
    std::optional<Error> visitAll(const std::function<void(const CatalogueRowView&)>& visit) const;
    /// The row with this id; nullopt inside the Expected when there is none.
    Expected<std::optional<SqlRow>> find(const QString& id) const;
    Expected<int> count() const;

    WriteResult insert(const SqlRow& row) const;
    WriteResult update(const SqlRow& row) const;
    WriteResult remove(const QString& id) const;

    /// Ids of rows in `otherTable` whose `column` names `id` (what still refers to a card).
    Expected<QStringList> referencingIds(const QString& otherTable, const QString& column, const QString& id) const;

    /// Remembers that the user deleted a built-in row, so a later catalogue merge does not bring it back.
    WriteResult rememberRemovedBuiltIn(const QString& id) const;
    Expected<bool> wasBuiltInRemoved(const QString& id) const;
    /// Forgets that deletion (the row is back: an undone delete).
    WriteResult forgetRemovedBuiltIn(const QString& id) const;

    /// visitAll through Qt Sql (where SQLite's own handle cannot be had; and for the test that compares the two).
    std::optional<Error> visitAllThroughQt(const std::function<void(const CatalogueRowView&)>& visit) const;

private:
    std::optional<Error> visitAllOn(sqlite3* handle, const std::function<void(const CatalogueRowView&)>& visit) const;
    /// `positions`: each table column's index in the query's result (-1 where absent), found once per query.
    SqlRow readRow(const QSqlQuery& query, const std::vector<int>& positions) const;
    std::vector<int> columnPositions(const QSqlQuery& query) const;

    CatalogueConnection connection_;
    const TableSpec* table_;
};

/// The value to bind for `column`: text columns are NOT NULL DEFAULT '', and Qt binds a null QString as SQL NULL,
/// so an empty text is bound as a non-null empty string.
QVariant bindableValue(const ColumnSpec& column, const QVariant& value);

/// True when the two rows hold the same values in every column but built_in (compared as CSV text, so
/// 80 and 80.0 are equal).
bool sameContent(const TableSpec& table, const SqlRow& a, const SqlRow& b);

} // namespace gputco
