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

QString ModeCardsTableModel::costText(const CardModeFit& fit) const
{
    const QString currency = QString::fromStdString(evaluation_->state.economics.currency);
    const QString none = QStringLiteral("\u2014");
    if (mode_ != WorkloadMode::Inference) {
        if (fit.runCost)
            return format::money(*fit.runCost, currency);
        return fit.runEnergyCost ? format::money(*fit.runEnergyCost, currency) + QStringLiteral("*") : none;
    }
    return fit.yearlyCost         ? format::money(*fit.yearlyCost, currency)
           : fit.yearlyEnergyCost ? format::money(*fit.yearlyEnergyCost, currency) + QStringLiteral("*")
                                  : none;
}

// What the cost rests on: the capex basis the Power and cost view uses, and the electricity.
QString ModeCardsTableModel::costToolTip(const CardModeFit& fit) const
{
    const QString currency = QString::fromStdString(evaluation_->state.economics.currency);
    if (!fit.cardCapex || !fit.capexBasis)
        return tr("No card price in %1 or convertible to it: electricity only").arg(currency);
    const QString basis = *fit.capexBasis == CapexBasis::SystemPrice ? tr("servers at their system price")
                                                                     : tr("card price plus host share");
    const QString bought = tr("%1 GPUs bought for %2 (%3), written off over %4 years")
                               .arg(fit.gpus)
                               .arg(format::money(*fit.cardCapex, currency), basis)
                               .arg(evaluation_->state.economics.years);
    if (mode_ != WorkloadMode::Inference && fit.runEnergyCost)
        return tr("%1; the run's share of that plus %2 of electricity")
            .arg(bought, format::money(*fit.runEnergyCost, currency));
    return bought;
}

QString ModeCardsTableModel::runTimeText(const CardModeFit& fit) const
{
    if (mode_ == WorkloadMode::Inference || !fit.runTime)
        return QStringLiteral("\u2014");
    const QString time = format::wallTime(*fit.runTime);
    // Never colour alone (shared/UI.md): the marks are words.
    if (!fit.meetsDeadline)
        return tr("%1 \u2717 misses the deadline").arg(time);
    if (fit.longerThanAYear)
        return tr("%1 \u26a0 over a year").arg(time);
    return time;
}

QVariant ModeCardsTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const CardModeFit& fit = (*cards())[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Card: {
            const Accelerator* card = evaluation_->catalogue->findCard(fit.cardId);
            return QString::fromStdString(card ? card->model : fit.cardId);
        }
        case Gpus: return fit.fits ? QVariant(fit.gpus) : QVariant(QStringLiteral("\u2014"));
        case Suitable: return fit.suitable ? tr("\u2713 suits") : tr("\u2717 no");
        case Power: return fit.averagePower ? format::power(*fit.averagePower) : QStringLiteral("\u2014");
        case Cost: return costText(fit);
        case RunTime: return runTimeText(fit);
        case Note: return suitabilityNotesText(fit.notes);
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Suitable)
        return QBrush(fit.suitable ? palette::kBluishGreen.darker(130) : palette::kFailure);
    if (role == Qt::ForegroundRole && index.column() == RunTime && (!fit.meetsDeadline || fit.longerThanAYear))
        return QBrush(palette::kFailure);
    if (role == Qt::ToolTipRole && index.column() == Card) {
        const Accelerator* card = evaluation_->catalogue->findCard(fit.cardId);
        return QString::fromStdString(card ? card->model : fit.cardId);
    }
    if (role == Qt::ToolTipRole && index.column() == Cost && fit.averagePower)
        return costToolTip(fit);
    if (role == Qt::ToolTipRole && index.column() == Note && !fit.note.empty())
        return suitabilityNotesText(fit.notes);
    if (role == Qt::TextAlignmentRole && (index.column() == Gpus || index.column() == Power || index.column() == Cost))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ModeCardsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    const bool training = mode_ != WorkloadMode::Inference;
    if (role == Qt::ToolTipRole && section == Cost)
        return training ? tr("The cards' purchase (system price, else card price plus host share, converted at the "
                             "scenario's rates) written off over the period, for the run's GPU-hours, plus the run's "
                             "electricity; * electricity only (no price)")
                        : tr("Electricity plus the cards written off over the period (prices converted at the "
                             "scenario's rates); * electricity only (no price)");
    if (role == Qt::ToolTipRole && section == RunTime)
        return tr("Wall time of the run on these GPUs (training layout search), against the deadline (a year "
                  "without one)");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Card: return training ? tr("Card to train") : tr("Card to serve");
    case Gpus: return tr("GPUs");
    case Suitable: return tr("Suits");
    case Power: return tr("Average power");
    case Cost: return training ? tr("Cost of the run") : tr("Cost per year");
    case RunTime: return tr("Time to finish");
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
