#include "models/AbTableModel.h"

#include <QBrush>
#include <QFont>

namespace gputco::ui {

AbTableModel::AbTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void AbTableModel::setEvaluations(const EvaluationPtr& a, const EvaluationPtr& b)
{
    beginResetModel();
    figures_ = a && b ? abFigures(*a, *b) : AbFigures{};
    endResetModel();
}

int AbTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(figures_.rows.size());
}

int AbTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant AbTableModel::display(std::size_t row, int column) const
{
    const AbFigureRow& f = figures_.rows[row];
    switch (column) {
    case CardColumn:
        // The card is named on its first row only, as in the report: the rows below are its figures.
        return row == 0 || figures_.rows[row - 1].cardId != f.cardId ? f.card : QString();
    case FigureColumn: return f.name;
    case AColumn: return f.textA;
    case BColumn: return f.textB;
    case ChangeColumn: return f.change ? abChangeText(*f.change) : QStringLiteral("\u2014");
    default: return {};
    }
}

QVariant AbTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const AbFigureRow& f = figures_.rows[row];
    switch (role) {
    case Qt::DisplayRole: return display(row, index.column());
    case Qt::ToolTipRole: return tr("%1, %2: A %3, B %4").arg(f.card, f.name, f.textA, f.textB);
    case Qt::TextAlignmentRole:
        return index.column() >= AColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                         : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (index.column() == ChangeColumn) {
            const QColor colour = abVerdictColour(abVerdict(f));
            if (colour.isValid())
                return QBrush(colour);
        }
        return {};
    case Qt::FontRole:
        if (index.column() == CardColumn || (index.column() == ChangeColumn && abVerdict(f) != AbVerdict::Same)) {
            QFont bold;
            bold.setBold(true); // a change is never told by colour alone
            return bold;
        }
        return {};
    default: return {};
    }
}

QVariant AbTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case CardColumn: return tr("Card");
    case FigureColumn: return tr("Figure");
    case AColumn:
        return figures_.sameCurrency || figures_.rows.empty() ? tr("A") : tr("A (%1)").arg(figures_.currencyA);
    case BColumn:
        return figures_.sameCurrency || figures_.rows.empty() ? tr("B") : tr("B (%1)").arg(figures_.currencyB);
    case ChangeColumn: return tr("B vs A");
    default: return {};
    }
}

Qt::ItemFlags AbTableModel::flags(const QModelIndex& index) const
{
    return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

} // namespace gputco::ui
