#pragma once

#include "models/TableSortProxy.h"

#include <optional>

namespace gputco::ui {

/// Narrows the card table (sorted as every table is) by segment, vendor and a search text (matched against name
/// and vendor).
class CardFilterProxyModel final : public TableSortProxy {
    Q_OBJECT
public:
    CardFilterProxyModel(QAbstractItemModel* cards, QObject* parent);

    void setSegment(std::optional<int> segment); ///< a gputco::Segment value, or any
    void setVendor(const QString& vendor);       ///< empty: any
    void setSearchText(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const final;
    /// The name and vendor columns compared as the base class does (text, ignoring case), straight from the model's
    /// texts: sorting a 100,065-card catalogue through QVariants held the GUI thread for about half a second.
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const final;

private:
    std::optional<int> segment_;
    QString vendor_;
    QString search_;
};

} // namespace gputco::ui
