#include "session/CatalogueRowChange.h"

#include "session/CatalogueStore.h"

namespace gputco {

CatalogueRowChange::CatalogueRowChange(CatalogueStore& store, const TableSpec& table, QString id,
                                       std::optional<SqlRow> before, std::optional<SqlRow> after, const QString& text)
    : QUndoCommand(text)
    , store_(store)
    , table_(table)
    , id_(std::move(id))
    , before_(std::move(before))
    , after_(std::move(after))
{
}

void CatalogueRowChange::undo() { apply(before_); }

void CatalogueRowChange::redo()
{
    if (applied_) { // pushed after the write itself
        applied_ = false;
        return;
    }
    apply(after_);
}

void CatalogueRowChange::apply(const std::optional<SqlRow>& row)
{
    // A step that can no longer be applied (a row it puts back names a card deleted since) says why and leaves
    // the history, so the stack never claims a state the database does not have.
    if (!store_.restore(table_, id_, row, text()))
        setObsolete(true);
}

} // namespace gputco
