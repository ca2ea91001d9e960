#pragma once

#include "database/CatalogueConnection.h"
#include "database/TableSpec.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace gputco {

/// A table that names rows of the repository's table (servers.card_id names cards.id).
struct RowReference {
    QString table;
    QString column;
};

/// The write paths every repository shares, so each one only maps its core type to a row.
namespace repository {

/// Validates `row` (columns, ranges, cross-column rules, referenced rows) and saves it as the user's row
/// (built_in = 0) in one transaction. Saving a row identical to the stored one changes nothing, so an
/// unedited built-in row stays built-in and keeps receiving catalogue updates.
WriteResult saveUserRow(const CatalogueConnection& connection, const TableSpec& table, SqlRow row);

/// Deletes the row in one transaction; refused with the list of rows that still refer to it. A deleted
/// built-in row is remembered so the next catalogue merge does not bring it back.
WriteResult removeRow(const CatalogueConnection& connection, const TableSpec& table, const QString& id,
                      const std::vector<RowReference>& referencedBy = {});

/// Puts the row with `id` back exactly as `row` was read, built_in flag included, or deletes it when `row` is
/// nullopt: the catalogue editor's undo and redo. Validated and reference-checked like any write, in one
/// transaction; a row put back after its deletion is no longer remembered as deleted.
WriteResult restoreRow(const CatalogueConnection& connection, const TableSpec& table, const QString& id,
                       const std::optional<SqlRow>& row, const std::vector<RowReference>& referencedBy = {});

/// Every row of the table (empty when the read fails: the failure goes to the Qt log).
std::vector<SqlRow> readAll(const CatalogueConnection& connection, const TableSpec& table);
std::optional<SqlRow> readOne(const CatalogueConnection& connection, const TableSpec& table, const QString& id);

/// For every Reference column: an Error naming it when the referenced row does not exist.
std::optional<Error> checkReferences(const CatalogueConnection& connection, const TableSpec& table, const SqlRow& row);

/// Refuses an edit of a built-in model's row (a `models` row whose id is a preset, with figures that differ from
/// `existing`): the calculations take a built-in model's figures from the app itself (core/model/ModelPresets),
/// so the edit would show in `models` and change nothing. One rule for the CSV import and the catalogue editor.
std::optional<Error> builtInModelEditProblem(const TableSpec& table, const std::optional<SqlRow>& existing,
                                             const SqlRow& row);

} // namespace repository
} // namespace gputco
