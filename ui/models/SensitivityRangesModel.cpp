#include "models/SensitivityRangesModel.h"

#include "style/Palette.h"

#include <QBrush>

namespace gputco::ui {

SensitivityRangesModel::SensitivityRangesModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void SensitivityRangesModel::setRows(std::vector<RangeRow> rows)
{
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

int SensitivityRangesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int SensitivityRangesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant SensitivityRangesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const RangeRow& r = rows_[static_cast<std::size_t>(index.row())];
    if (role == Qt::ForegroundRole && index.column() == EvidenceColumn
        && (r.level == RangeEvidence::Unverified || r.level == RangeEvidence::Weak))
        return QBrush(palette::kFailure.darker(130));
    if (role == Qt::ToolTipRole && index.column() == SourceColumn)
        return r.sourceDetail;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case InputColumn: return r.name;
    case LowColumn: return r.low;
    case TypicalColumn: return r.typical;
    case HighColumn: return r.high;
    case CertainColumn: return r.certain;
    case EvidenceColumn: return r.evidence;
    case SourceColumn: return r.source;
    default: return {};
    }
}

QVariant SensitivityRangesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case InputColumn: return tr("Input");
    case LowColumn: return tr("Low");
    case TypicalColumn: return tr("Typical");
    case HighColumn: return tr("High");
    case CertainColumn: return tr("Certain?");
    case EvidenceColumn: return tr("Evidence");
    case SourceColumn: return tr("Source");
    default: return {};
    }
}

} // namespace gputco::ui
