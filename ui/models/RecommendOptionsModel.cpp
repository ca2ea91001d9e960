#include "models/RecommendTableModel.h"

#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/OptionSharesText.h"
#include "format/RecommendationText.h"

#include <QFont>

#include <algorithm>

namespace gputco::ui {

namespace {

const QString kDash = QStringLiteral("\u2014");

const ScenarioRecommendation* recommendationOf(const EvaluationPtr& e)
{
    return e && e->recommendation ? &e->recommendation->get() : nullptr;
}

} // namespace

RecommendTableModel::RecommendTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void RecommendTableModel::setEvaluation(const EvaluationPtr& evaluation)
{
    const int previousRows = rows_;
    const bool previousTraining = training();
    const bool previousDiscounted = discounted();
    evaluation_ = evaluation;
    const ScenarioRecommendation* r = recommendationOf(evaluation_);
    const int rows = r ? std::min(static_cast<int>(r->result.ranked.size()), kMaxRows) : 0;
    // Same shape: new values in place, so a slider step keeps the view's column widths and selection.
    if (rows == previousRows && training() == previousTraining && discounted() == previousDiscounted) {
        if (rows > 0)
            emit dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    rows_ = rows;
    endResetModel();
    if (training() != previousTraining)
        emit headerDataChanged(Qt::Horizontal, CheapestIn, Latency);
}

bool RecommendTableModel::training() const
{
    const ScenarioRecommendation* r = recommendationOf(evaluation_);
    return r && r->training;
}

bool RecommendTableModel::discounted() const { return evaluation_ && evaluation_->state.economics.discountRate > 0.0; }

const RecommendOption* RecommendTableModel::option(int row) const
{
    const ScenarioRecommendation* r = recommendationOf(evaluation_);
    if (!r || row < 0 || row >= rows_)
        return nullptr;
    return &r->result.ranked[static_cast<std::size_t>(row)];
}

int RecommendTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows_; }

int RecommendTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant RecommendTableModel::display(const RecommendOption& o, int column) const
{
    const QString currency = QString::fromStdString(evaluation_->state.economics.currency);
    switch (column) {
    case Rank: return QVariant();
    case Card: {
        const Accelerator* card = evaluation_->catalogue->findCard(o.cardId);
        return QString::fromStdString(card ? card->model : o.cardId);
    }
    case Gpus: return o.gpus;
    case Precision: return precisionLabel(o.precision);
    case Split: return RecommendationText::splitText(o, training());
    case Servers:
        return o.racks > 0
                   ? tr("%1 in %2").arg(tr("%n server(s)", nullptr, o.servers), tr("%n rack(s)", nullptr, o.racks))
                   : QString::number(o.servers);
    case Facility: {
        const QString site = RecommendationText::siteText(*evaluation_, o);
        return site.isEmpty() ? tr("none chosen") : site;
    }
    case TotalCost: return o.totalCost ? format::money(*o.totalCost, currency) : kDash;
    case PresentValue: return o.presentValue ? format::money(*o.presentValue, currency) : kDash;
    case UnitCost: {
        const std::optional<Money>& unit = training() ? o.costPerRun : o.costPerMillionTokens;
        return unit ? format::money(*unit, currency) : kDash;
    }
    case CheapestIn: return QVariant(); // by row: data() knows the rank
    case Latency:
        if (training())
            return o.runTime ? tr("%1 days").arg(format::significant(o.runTime->inDays())) : kDash;
        return o.tpot ? tr("%1 ms").arg(format::significant(o.tpot->inSeconds() * 1000.0)) : kDash;
    }
    return {};
}

QVariant RecommendTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RecommendOption& o = *option(index.row());
    const bool first = index.row() == 0;
    if (role == Qt::DisplayRole) {
        if (index.column() == Rank)
            return first ? tr("★ Recommended") : QString::number(index.row() + 1);
        if (index.column() == CheapestIn)
            return OptionSharesText::cell(*recommendationOf(evaluation_), static_cast<std::size_t>(index.row()));
        return display(o, index.column());
    }
    if (role == Qt::ToolTipRole && index.column() == CheapestIn)
        return OptionSharesText::cellToolTip(*recommendationOf(evaluation_), static_cast<std::size_t>(index.row()));
    if (role == Qt::FontRole && first) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole && index.column() == Facility)
        return display(o, Facility); // the view narrows the column: the whole name
    if (role == Qt::ToolTipRole && index.column() == Rank && o.onParetoFront)
        return tr("On the Pareto front: no other option is both cheaper and faster");
    if (role == Qt::TextAlignmentRole
        && (index.column() == Gpus || index.column() == TotalCost || index.column() == PresentValue
            || index.column() == UnitCost || index.column() == CheapestIn || index.column() == Latency))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant RecommendTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == TotalCost)
        return tr("Cards, servers, network, installation, electricity and facility over the scenario's years, less "
                  "the resale value; indicative prices (see the Catalogue view for each price's date and source)");
    if (role == Qt::ToolTipRole && section == PresentValue && discounted())
        return tr("The total cost's cash flows discounted to today at %1 a year: the purchase now, each month's "
                  "costs and the resale at the end (a rented option: each month's rent). A large resale value "
                  "weighs less when discounted, so the present value can exceed the total")
            .arg(format::percent(evaluation_->state.economics.discountRate));
    if (role == Qt::ToolTipRole && section == CheapestIn)
        return tr("The share of possible futures (Monte Carlo over the Uncertainty group's ranges) in which the "
                  "option is the cheapest of the first %1 options")
            .arg(kOptionSharesCount);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Rank: return tr("Rank");
    case Card: return tr("Card");
    case Gpus: return tr("GPUs");
    case Precision: return tr("Precision");
    case Split: return tr("Split");
    case Servers: return tr("Servers");
    case Facility: return tr("Facility");
    case TotalCost: return tr("Total cost");
    case PresentValue: return tr("Present value");
    case UnitCost: return training() ? tr("Cost per run") : tr("Per million tokens");
    case CheapestIn: return tr("Cheapest in");
    case Latency: return training() ? tr("Run time") : tr("Per output token");
    }
    return {};
}

Qt::ItemFlags RecommendTableModel::flags(const QModelIndex& index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

} // namespace gputco::ui
