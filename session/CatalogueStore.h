#pragma once

#include "database/CsvTable.h"
#include "database/TableSpec.h"
#include "database/WriteResult.h"
#include "model/ModelArchitecture.h"
#include "scenario/CatalogueSnapshot.h"

#include <QObject>
#include <QUndoStack>

#include <memory>
#include <optional>
#include <vector>

namespace gputco {
class CatalogueDatabase;
}

namespace gputco {

/// The window's one handle on the catalogue database for editing: reads rows, writes them through the
/// repository rules (validated, one transaction each, built-in rows become the user's when edited) and says
/// when a write happened, so the session can take a new snapshot. The database must outlive the store.
class CatalogueStore final : public QObject {
    Q_OBJECT
public:
    explicit CatalogueStore(CatalogueDatabase& database, QObject* parent = nullptr);

    /// Why the catalogue cannot be edited (a read-only or newer file, the in-memory fallback); nullopt when it can.
    std::optional<QString> readOnlyReason() const;
    bool isEditable() const { return !readOnlyReason().has_value(); }
    /// Where the catalogue lives, for the view's caption (a path, or a note that it is in memory).
    QString describeLocation() const;
    /// The catalogue's file, empty when it is in memory: the window's writers never write onto it.
    QString filePath() const;

    std::vector<SqlRow> rows(const TableSpec& table) const;
    /// A page of the table in id order for an editor that shows a big table without reading it whole: the rows
    /// whose id sorts after `afterId` (from the first when it is empty), at most `limit` of them (all when
    /// negative), and none past `throughId` when it is given. Each row is its values in the order of
    /// table.columns (a QVariant each, not a map: 100,000 rows of 36 columns fit in about 200 MB).
    std::vector<std::vector<QVariant>> rowPage(const TableSpec& table, const QString& afterId, int limit,
                                               const QString& throughId = {}) const;
    /// How many rows the table holds.
    int rowCount(const TableSpec& table) const;
    std::optional<SqlRow> row(const TableSpec& table, const QString& id) const;
    /// Every id of the table called `tableName`, ordered (the choices of a reference column).
    QStringList ids(const QString& tableName) const;
    /// `base` when no row has it yet, else base-2, base-3, ...
    QString freshId(const TableSpec& table, const QString& base) const;

    /// Validates and saves the row as the user's own; refused with the Error naming the column. A save that
    /// changed the row is one step on undoStack(), named `undoText`.
    WriteResult save(const TableSpec& table, const SqlRow& row, const QString& undoText);
    /// Deletes the row; refused while rows of other tables still name it. One step on undoStack().
    WriteResult remove(const TableSpec& table, const QString& id, const QString& undoText);
    /// Puts the row back as it was read (nullopt: deletes it), built-in flag included: undo and redo of the
    /// steps above. A refusal is reported by restoreRefused() and returns false.
    bool restore(const TableSpec& table, const QString& id, const std::optional<SqlRow>& row, const QString& step);
    /// The catalogue editor's own history (cell edits, added, duplicated and deleted rows; not CSV imports, which
    /// are all or nothing and say what they changed). Separate from the scenario's, so Ctrl+Z in the editor
    /// never undoes the scenario.
    QUndoStack& undoStack() { return undoStack_; }
    /// All-or-nothing CSV import of one table (database/CsvTable).
    CsvImportReport importCsv(const TableSpec& table, const QString& filePath);
    WriteResult exportCsv(const TableSpec& table, const QString& filePath) const;
    /// Imports a Hugging Face config.json into the models table (database/ModelImport.h), all or nothing.
    Expected<ModelArchitecture> importModelConfig(const QString& filePath);

    /// A fresh copy of every table, for the session after a write.
    std::shared_ptr<const CatalogueSnapshot> snapshot() const;

signals:
    /// A write to `tableName` succeeded.
    void written(const QString& tableName);
    /// An undo or redo could not be applied; the sentence says which step and why.
    void restoreRefused(const QString& message);

private:
    /// Pushes the write just made to `id` as an undo step (none when the row did not change).
    void pushChange(const TableSpec& table, const QString& id, std::optional<SqlRow> before, const QString& text);

    CatalogueDatabase& database_;
    QUndoStack undoStack_;
};

} // namespace gputco
