#pragma once

#include "models/TableSortProxy.h"

namespace gputco::ui {

/// The Recommend view's options sorted by any column (numbers as numbers) and narrowed by a card text (matched
/// against the card's model, vendor and id) and by ownership. A variant shares its group's card and ownership,
/// so a group's rows are shown or hidden together.
class RecommendOptionsFilter final : public TableSortProxy {
    Q_OBJECT
public:
    enum class Ownership { Any, Owned, Rented };

    RecommendOptionsFilter(QAbstractItemModel* options, QObject* parent);

    void setCardText(const QString& text);
    void setOwnership(Ownership ownership);
    Ownership ownership() const { return ownership_; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const final;

private:
    QString cardText_;
    Ownership ownership_ = Ownership::Any;
};

} // namespace gputco::ui
