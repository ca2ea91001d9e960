#include "models/CardFilterProxyModel.h"

#include "hardware/Accelerator.h"
#include "models/CardTableModel.h"

namespace gputco::ui {

CardFilterProxyModel::CardFilterProxyModel(QAbstractItemModel* cards, QObject* parent)
    : TableSortProxy(cards, CardTableModel::SortRole, parent)
{
}

void CardFilterProxyModel::setSegment(std::optional<int> segment)
{
    segment_ = segment;
    invalidateFilter();
}

void CardFilterProxyModel::setVendor(const QString& vendor)
{
    vendor_ = vendor;
    invalidateFilter();
}

void CardFilterProxyModel::setSearchText(const QString& text)
{
    search_ = text.trimmed();
    invalidateFilter();
}

bool CardFilterProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    if (const auto* cards = qobject_cast<const CardTableModel*>(sourceModel())) {
        const QString* a = cards->sortText(left.row(), left.column());
        const QString* b = cards->sortText(right.row(), right.column());
        if (a && b)
            return QString::compare(*a, *b, sortCaseSensitivity()) < 0;
    }
    return TableSortProxy::lessThan(left, right);
}

bool CardFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex name = sourceModel()->index(sourceRow, CardTableModel::Name, sourceParent);
    const QString vendor = name.data(CardTableModel::VendorRole).toString();
    if (segment_) {
        // A card sold for both training and inference belongs to either filter.
        const int segment = name.data(CardTableModel::SegmentRole).toInt();
        const bool dual =
            segment == static_cast<int>(Segment::Both)
            && (*segment_ == static_cast<int>(Segment::Training) || *segment_ == static_cast<int>(Segment::Inference));
        if (segment != *segment_ && !dual)
            return false;
    }
    if (!vendor_.isEmpty() && vendor != vendor_)
        return false;
    if (search_.isEmpty())
        return true;
    return name.data().toString().contains(search_, Qt::CaseInsensitive)
           || vendor.contains(search_, Qt::CaseInsensitive)
           || name.data(CardTableModel::CardIdRole).toString().contains(search_, Qt::CaseInsensitive);
}

} // namespace gputco::ui
