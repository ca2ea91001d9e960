#pragma once

#include "database/TableSpec.h"

#include <QUndoCommand>

#include <optional>

namespace gputco {

class CatalogueStore;

/// One catalogue write as an undo step: a row of one table before and after (nullopt: the row did not exist).
/// A cell edit, an added or duplicated row and a deletion are all this one command. It is pushed once the write
/// has succeeded, so its first redo() does nothing.
class CatalogueRowChange final : public QUndoCommand {
public:
    CatalogueRowChange(CatalogueStore& store, const TableSpec& table, QString id, std::optional<SqlRow> before,
                       std::optional<SqlRow> after, const QString& text);

    void undo() final;
    void redo() final;

private:
    void apply(const std::optional<SqlRow>& row);

    CatalogueStore& store_;
    const TableSpec& table_;
    QString id_;
    std::optional<SqlRow> before_;
    std::optional<SqlRow> after_;
    bool applied_ = true;
};

} // namespace gputco
