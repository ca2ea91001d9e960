#include "models/ModeCardsTableModel.h"

#include "format/Format.h"
#include "format/NoteText.h"
#include "style/Palette.h"

#include <QBrush>

namespace gputco::ui {

ModeCardsTableModel::ModeCardsTableModel(WorkloadMode mode, QObject* parent)
    : QAbstractTableModel(parent)
    , mode_(mode)
{
}

const std::vector<CardModeFit>* ModeCardsTableModel::cards() const
{
    if (!evaluation_ || !evaluation_->comparison || !evaluation_->comparison->result())
        return nullptr;
    const TrainingInferenceComparison& c = *evaluation_->comparison->result();
    return mode_ == WorkloadMode::Inference ? &c.inference.cards : &c.training.cards;
}

void ModeCardsTableModel::setEvaluation(const EvaluationPtr& evaluation)
{
    const int previousRows = rows_;
    evaluation_ = evaluation;
    const int rows = cards() ? static_cast<int>(cards()->size()) : 0;
    // Same number of cards: new values in place (a reset would also reset the view's column widths on every step).
    if (rows == previousRows) {
        if (rows > 0)
            emit dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    rows_ = rows;
    endResetModel();
}

int ModeCardsTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows_; }

int ModeCardsTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ModeCardsTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const CardModeFit& fit = (*cards())[static_cast<std::size_t>(index.row())];
    const QString currency = QString::fromStdString(evaluation_->state.economics.currency);
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Card: {
            const Accelerator* card = evaluation_->catalogue->findCard(fit.cardId);
            return QString::fromStdString(card ? card->model : fit.cardId);
        }
        case Gpus: return fit.fits ? QVariant(fit.gpus) : QVariant(QStringLiteral("\u2014"));
        case Suitable: return fit.suitable ? tr("\u2713 suits") : tr("\u2717 no");
        case Power: return fit.averagePower ? format::power(*fit.averagePower) : QStringLiteral("\u2014");
        case YearlyCost:
            return fit.yearlyCost         ? format::money(*fit.yearlyCost, currency)
                   : fit.yearlyEnergyCost ? format::money(*fit.yearlyEnergyCost, currency) + QStringLiteral("*")
                                          : QStringLiteral("\u2014");
        case Note: return suitabilityNotesText(fit.notes);
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Suitable)
        return QBrush(fit.suitable ? palette::kBluishGreen.darker(130) : palette::kFailure);
    if (role == Qt::ToolTipRole && index.column() == Note && !fit.note.empty())
        return suitabilityNotesText(fit.notes);
    if (role == Qt::TextAlignmentRole
        && (index.column() == Gpus || index.column() == Power || index.column() == YearlyCost))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ModeCardsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == YearlyCost)
        return tr("Electricity plus the cards written off over the period; * electricity only (no card price in the "
                  "scenario currency)");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Card: return mode_ == WorkloadMode::Inference ? tr("Card to serve") : tr("Card to train");
    case Gpus: return tr("GPUs");
    case Suitable: return tr("Suits");
    case Power: return tr("Average power");
    case YearlyCost: return tr("Cost per year");
    case Note: return tr("Note");
    }
    return {};
}

Qt::ItemFlags ModeCardsTableModel::flags(const QModelIndex& index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

} // namespace gputco::ui
