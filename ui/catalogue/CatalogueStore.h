#pragma once

#include "database/CsvTable.h"
#include "database/TableSpec.h"
#include "database/WriteResult.h"
#include "model/ModelArchitecture.h"
#include "scenario/CatalogueSnapshot.h"

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

namespace gputco {
class CatalogueDatabase;
}

namespace gputco::ui {

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
    std::optional<SqlRow> row(const TableSpec& table, const QString& id) const;
    /// Every id of the table called `tableName`, ordered (the choices of a reference column).
    QStringList ids(const QString& tableName) const;
    /// `base` when no row has it yet, else base-2, base-3, ...
    QString freshId(const TableSpec& table, const QString& base) const;

    /// Validates and saves the row as the user's own; refused with the Error naming the column.
    WriteResult save(const TableSpec& table, const SqlRow& row);
    /// Deletes the row; refused while rows of other tables still name it.
    WriteResult remove(const TableSpec& table, const QString& id);
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

private:
    CatalogueDatabase& database_;
};

} // namespace gputco::ui
