#include "models/CardTableModel.h"

#include "format/EnumLabels.h"
#include "format/Format.h"

namespace gputco::ui {

CardTableModel::CardTableModel(QObject* parent)
    : QAbstractTableModel(parent)
    , catalogue_(std::make_shared<const CatalogueSnapshot>())
{
}

void CardTableModel::setCatalogue(std::shared_ptr<const CatalogueSnapshot> catalogue)
{
    beginResetModel();
    catalogue_ = catalogue ? std::move(catalogue) : std::make_shared<const CatalogueSnapshot>();
    texts_.clear();
    texts_.reserve(catalogue_->cards.size());
    rowOfId_.clear();
    for (const Accelerator& card : catalogue_->cards) {
        rowOfId_.emplace(card.id, static_cast<int>(texts_.size()));
        texts_.push_back(
            {QString::fromStdString(card.model), QString::fromStdString(card.vendor), QString::fromStdString(card.id)});
    }
    endResetModel();
}

void CardTableModel::setSelectedIds(const std::vector<std::string>& ids)
{
    std::set<std::string> next(ids.begin(), ids.end());
    if (next == selected_)
        return;
    // Only the rows whose tick changed: one dataChanged over 100,000 rows makes a sorting proxy look at them all.
    std::vector<int> changed;
    for (const std::string& id : next)
        if (!selected_.count(id))
            if (auto it = rowOfId_.find(id); it != rowOfId_.end())
                changed.push_back(it->second);
    for (const std::string& id : selected_)
        if (!next.count(id))
            if (auto it = rowOfId_.find(id); it != rowOfId_.end())
                changed.push_back(it->second);
    selected_ = std::move(next);
    for (int row : changed)
        emit dataChanged(index(row, Name), index(row, Name), {Qt::CheckStateRole});
}

std::vector<std::string> CardTableModel::selectedIds() const
{
    std::vector<std::string> ids;
    for (const Accelerator& card : catalogue_->cards)
        if (selected_.count(card.id))
            ids.push_back(card.id);
    return ids;
}

const QString* CardTableModel::sortText(int row, int column) const
{
    if (row < 0 || row >= static_cast<int>(texts_.size()))
        return nullptr;
    const CardTexts& texts = texts_[static_cast<std::size_t>(row)];
    return column == Name ? &texts.name : column == Vendor ? &texts.vendor : nullptr;
}

int CardTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(catalogue_->cards.size());
}

int CardTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant CardTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Accelerator& card = catalogue_->cards[static_cast<std::size_t>(index.row())];
    const CardTexts& texts = texts_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name: return texts.name;
        case Vendor: return texts.vendor;
        case Memory: return card.memory ? format::memory(*card.memory) : tr("unknown");
        case Segment: return segmentLabel(card.segment);
        }
        break;
    case SortRole:
        if (index.column() == Memory)
            return card.memory ? card.memory->inBytes() : -1.0;
        return data(index, Qt::DisplayRole);
    case Qt::CheckStateRole:
        if (index.column() == Name)
            return selected_.count(card.id) ? Qt::Checked : Qt::Unchecked;
        break;
    case Qt::ToolTipRole: return QString::fromStdString(card.source);
    case Qt::TextAlignmentRole:
        if (index.column() == Memory)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case CardIdRole: return texts.id;
    case VendorRole: return texts.vendor;
    case SegmentRole: return static_cast<int>(card.segment);
    default: break;
    }
    return {};
}

QVariant CardTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Card");
    case Vendor: return tr("Vendor");
    case Memory: return tr("Memory");
    case Segment: return tr("Made for");
    }
    return {};
}

Qt::ItemFlags CardTableModel::flags(const QModelIndex& index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == Name)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

bool CardTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::CheckStateRole || index.column() != Name
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const std::string& id = catalogue_->cards[static_cast<std::size_t>(index.row())].id;
    std::set<std::string> requested = selected_;
    if (static_cast<Qt::CheckState>(value.toInt()) == Qt::Checked)
        requested.insert(id);
    else
        requested.erase(id);
    std::vector<std::string> ids;
    for (const Accelerator& card : catalogue_->cards)
        if (requested.count(card.id))
            ids.push_back(card.id);
    emit selectionEdited(ids);
    return true;
}

} // namespace gputco::ui
