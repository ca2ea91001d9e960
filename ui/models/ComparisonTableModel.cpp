#include "models/ComparisonTableModel.h"

#include "format/ComparisonText.h"
#include "style/Palette.h"
#include "views/ComparisonFigures.h"

#include <QBrush>
#include <QFont>

namespace gputco::ui {

ComparisonTableModel::ComparisonTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ComparisonTableModel::setEvaluation(const EvaluationPtr& evaluation)
{
    evaluation_ = evaluation;
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int ComparisonTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(kAllComparisonDimensions.size());
}

int ComparisonTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ComparisonTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ComparisonDimension d = kAllComparisonDimensions[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Dimension: return comparisonText(d, StatementPart::Title);
        case Training: return comparisonText(d, StatementPart::Training);
        case Inference: return comparisonText(d, StatementPart::Inference);
        case WorkloadTraining:
            return evaluation_ ? comparisonFigure(*evaluation_, d, WorkloadMode::Training) : QString();
        case WorkloadInference:
            return evaluation_ ? comparisonFigure(*evaluation_, d, WorkloadMode::Inference) : QString();
        case Summary: return comparisonText(d, StatementPart::Summary);
        }
    }
    if (role == Qt::FontRole && index.column() == Dimension) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Dimension: return tr("Dimension");
        case Training: return tr("Training asks for");
        case Inference: return tr("Inference asks for");
        case WorkloadTraining: return tr("This model, trained");
        case WorkloadInference: return tr("This model, served");
        case Summary: return tr("In short");
        }
    }
    // Training and inference keep one hue each across the views (style/Palette.h).
    if (role == Qt::ForegroundRole) {
        if (section == Training || section == WorkloadTraining)
            return QBrush(palette::kTraining);
        if (section == Inference || section == WorkloadInference)
            return QBrush(palette::kInference.darker(130));
    }
    return {};
}

Qt::ItemFlags ComparisonTableModel::flags(const QModelIndex& index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

} // namespace gputco::ui
