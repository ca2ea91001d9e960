#include "models/RecommendOptionsFilter.h"

#include "models/RecommendOptionsModel.h"

namespace gputco::ui {

RecommendOptionsFilter::RecommendOptionsFilter(QAbstractItemModel* options, QObject* parent)
    : TableSortProxy(options, RecommendOptionsModel::SortRole, parent)
{
}

void RecommendOptionsFilter::setCardText(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == cardText_)
        return;
    cardText_ = trimmed;
    invalidateFilter();
}

void RecommendOptionsFilter::setOwnership(Ownership ownership)
{
    if (ownership == ownership_)
        return;
    ownership_ = ownership;
    invalidateFilter();
}

bool RecommendOptionsFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex row = sourceModel()->index(sourceRow, 0, sourceParent);
    if (ownership_ != Ownership::Any) {
        const bool rented = row.data(RecommendOptionsModel::RentedRole).toBool();
        if (rented != (ownership_ == Ownership::Rented))
            return false;
    }
    return cardText_.isEmpty()
           || row.data(RecommendOptionsModel::CardTextRole).toString().contains(cardText_, Qt::CaseInsensitive);
}

} // namespace gputco::ui
