#include "models/RecommendOptionsModel.h"
#include "format/CardLookup.h"
#include "scenario/ChartedOptions.h"

#include "format/CapexUnderstated.h"
#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/OptionSharesText.h"
#include "format/RecommendationText.h"

#include <QFont>
#include <QLocale>

#include <algorithm>

namespace gputco::ui {

namespace {

const QString kDash = QStringLiteral("\u2014");

// A top-level row's internal id is 0; a child's is its group's row + 1.
constexpr quintptr kTopLevel = 0;

} // namespace

RecommendOptionsModel::RecommendOptionsModel(QObject* parent)
    : QAbstractItemModel(parent)
{
}

const ScenarioRecommendation* RecommendOptionsModel::recommendation() const
{
    return evaluation_ && evaluation_->recommendation ? &evaluation_->recommendation->get() : nullptr;
}

std::vector<std::size_t> RecommendOptionsModel::shapeOf(const EvaluationPtr& e)
{
    const ScenarioRecommendation* r = e && e->recommendation ? &e->recommendation->get() : nullptr;
    std::vector<std::size_t> out{r && r->training ? 1u : 0u, e && e->state.economics.discountRate > 0.0 ? 1u : 0u};
    if (r)
        for (const OptionGroup& g : r->groups)
            out.push_back(g.variants.size());
    return out;
}

void RecommendOptionsModel::setEvaluation(const EvaluationPtr& evaluation)
{
    std::vector<std::size_t> shape = shapeOf(evaluation);
    // Same shape: new values in place, so a slider step keeps the view's column widths, open rows and selection.
    if (shape == shape_) {
        evaluation_ = evaluation;
        const int rows = rowCount();
        if (rows == 0)
            return;
        emit dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
        for (int row = 0; row < rows; ++row) {
            const QModelIndex parent = index(row, 0);
            if (const int children = rowCount(parent); children > 0)
                emit dataChanged(index(0, 0, parent), index(children - 1, ColumnCount - 1, parent));
        }
        return;
    }
    // Another shape (the mode and so the headers, the discount column, the groups): the view starts afresh.
    beginResetModel();
    evaluation_ = evaluation;
    shape_ = std::move(shape);
    fetched_ = std::min(totalRows(), pageRows_);
    endResetModel();
}

bool RecommendOptionsModel::training() const
{
    const ScenarioRecommendation* r = recommendation();
    return r && r->training;
}

bool RecommendOptionsModel::discounted() const
{
    return evaluation_ && evaluation_->state.economics.discountRate > 0.0;
}

const OptionGroup* RecommendOptionsModel::groupOf(const QModelIndex& index) const
{
    const ScenarioRecommendation* r = recommendation();
    if (!r || !index.isValid())
        return nullptr;
    const std::size_t group =
        index.internalId() == kTopLevel ? static_cast<std::size_t>(index.row()) : index.internalId() - 1;
    return group < r->groups.size() ? &r->groups[group] : nullptr;
}

const OptionVariant* RecommendOptionsModel::variantOf(const QModelIndex& index) const
{
    const OptionGroup* g = groupOf(index);
    if (!g)
        return nullptr;
    // The top-level row is the group's best variant; its children are the others, in rank order.
    const std::size_t variant = index.internalId() == kTopLevel ? 0 : static_cast<std::size_t>(index.row()) + 1;
    return variant < g->variants.size() ? &g->variants[variant] : nullptr;
}

const RecommendOption* RecommendOptionsModel::option(const QModelIndex& index) const
{
    const OptionVariant* v = variantOf(index);
    return v ? &recommendation()->result.ranked[v->rank] : nullptr;
}

const RecommendOption* RecommendOptionsModel::option(int row) const
{
    return row >= 0 && row < rowCount() ? option(index(row, 0)) : nullptr;
}

QModelIndex RecommendOptionsModel::recommendedIndex() const { return rowCount() > 0 ? index(0, 0) : QModelIndex(); }

QModelIndex RecommendOptionsModel::index(int row, int column, const QModelIndex& parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kTopLevel);
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex RecommendOptionsModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == kTopLevel)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kTopLevel);
}

int RecommendOptionsModel::rowCount(const QModelIndex& parent) const
{
    const ScenarioRecommendation* r = recommendation();
    if (!r)
        return 0;
    if (!parent.isValid())
        return std::min(fetched_, static_cast<int>(r->groups.size()));
    // Only a top-level row's first column has children: the group's other variants.
    if (parent.internalId() != kTopLevel || parent.column() != 0)
        return 0;
    const OptionGroup* g = groupOf(parent);
    return g ? static_cast<int>(g->variants.size()) - 1 : 0;
}

int RecommendOptionsModel::totalRows() const
{
    const ScenarioRecommendation* r = recommendation();
    return r ? static_cast<int>(r->groups.size()) : 0;
}

bool RecommendOptionsModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && rowCount() < totalRows();
}

void RecommendOptionsModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent))
        return;
    const int first = rowCount();
    const int last = std::min(totalRows(), first + pageRows_) - 1;
    beginInsertRows({}, first, last);
    fetched_ = last + 1;
    endInsertRows();
}

int RecommendOptionsModel::columnCount(const QModelIndex&) const { return ColumnCount; }

QString RecommendOptionsModel::rangeText(std::size_t group) const
{
    const std::optional<MoneyPercentiles> range = recommendation()->costRange(group);
    if (!range)
        return kDash;
    return format::moneyRange(range->p10, range->p90, QString::fromStdString(evaluation_->state.economics.currency));
}

QVariant RecommendOptionsModel::display(const QModelIndex& index, const RecommendOption& o) const
{
    const QString currency = QString::fromStdString(evaluation_->state.economics.currency);
    const OptionVariant& v = *variantOf(index);
    const bool top = index.internalId() == kTopLevel;
    switch (index.column()) {
    case Rank:
        return top && index.row() == 0 ? tr("★ Recommended") : QString::number(static_cast<qulonglong>(v.rank) + 1);
    case Card: {
        const Accelerator* card = cardById(evaluation_->catalogue, o.cardId);
        return QString::fromStdString(card ? card->model : o.cardId);
    }
    case Ownership: return o.rented ? tr("Rented") : tr("Owned");
    case Gpus: return o.gpus;
    case Precision: {
        QStringList names;
        for (gputco::Precision p : v.precisions)
            names << precisionLabel(p);
        return names.join(QStringLiteral(" / "));
    }
    case Split: return RecommendationText::splitText(o, training());
    case Servers:
        return o.racks > 0
                   ? tr("%1 in %2").arg(tr("%n server(s)", nullptr, o.servers), tr("%n rack(s)", nullptr, o.racks))
                   : QString::number(o.servers);
    case Facility: {
        const QString site = RecommendationText::siteText(*evaluation_, o);
        return site.isEmpty() ? tr("none chosen") : site;
    }
    case TotalCost:
        if (!o.totalCost)
            return kDash;
        // A dagger marks a capex that counts the cards without their host (the tooltip says so).
        return format::money(*o.totalCost, currency) + (capexUnderstated(o) ? QStringLiteral(" †") : QString());
    case CostRange: return top ? rangeText(static_cast<std::size_t>(index.row())) : QString();
    case PresentValue: return o.presentValue ? format::money(*o.presentValue, currency) : kDash;
    case CheapestIn: return OptionSharesText::cell(*recommendation(), v.rank);
    case UnitCost: {
        const std::optional<Money>& unit = training() ? o.costPerRun : o.costPerMillionTokens;
        return unit ? format::money(*unit, currency) : kDash;
    }
    case Latency:
        if (training())
            return o.runTime ? tr("%1 days").arg(format::significant(o.runTime->inDays())) : kDash;
        return o.tpot ? tr("%1 ms").arg(format::significant(o.tpot->inSeconds() * 1000.0)) : kDash;
    case Energy: return o.energyPerToken ? tr("%1 J").arg(format::significant(o.energyPerToken->joules)) : kDash;
    }
    return {};
}

QVariant RecommendOptionsModel::sortValue(const QModelIndex& index, const RecommendOption& o) const
{
    // Money as currency units, times in seconds; a missing figure sorts after every known one.
    const auto amount = [](const std::optional<Money>& m) { return m ? m->inCurrencyUnits() : 1e300; };
    switch (index.column()) {
    case Rank: return static_cast<qulonglong>(variantOf(index)->rank);
    case Gpus: return o.gpus;
    case TotalCost: return amount(o.totalCost);
    case CostRange: {
        const auto range = index.internalId() == kTopLevel
                               ? recommendation()->costRange(static_cast<std::size_t>(index.row()))
                               : std::nullopt;
        return range ? range->p90.inCurrencyUnits() : 1e300;
    }
    case PresentValue: return amount(o.presentValue);
    case CheapestIn: return recommendation()->probabilityCheapest(variantOf(index)->rank).value_or(-1.0);
    case UnitCost: return amount(training() ? o.costPerRun : o.costPerMillionTokens);
    case Latency: return o.latencySeconds;
    case Energy: return o.energyPerToken ? o.energyPerToken->joules : -1.0;
    default: return display(index, o);
    }
}

QVariant RecommendOptionsModel::toolTip(const QModelIndex& index, const RecommendOption& o) const
{
    const OptionVariant& v = *variantOf(index);
    const bool top = index.internalId() == kTopLevel;
    switch (index.column()) {
    case Rank:
        if (top) {
            const OptionGroup& g = *groupOf(index);
            QString text = tr("The best of %n option(s) on this card, %1", nullptr, static_cast<int>(g.optionCount()))
                               .arg(o.rented ? tr("rented") : tr("owned"));
            if (o.onParetoFront)
                text += QLatin1Char('\n') + tr("On the Pareto front: no other option is both cheaper and faster");
            return text;
        }
        return o.onParetoFront ? tr("On the Pareto front: no other option is both cheaper and faster") : QVariant();
    case Precision:
        if (v.precisions.size() > 1)
            return tr("The same GPUs, split, site, cost and speed at each of these precisions (the card's figures "
                      "are equal for them): one row");
        return {};
    case Facility: return display(index, o); // the view narrows the column: the whole name
    case Energy:
        return o.energyPerToken ? tr("%1 kWh per million output tokens")
                                      .arg(format::significant(o.energyPerToken->kwhPerMillionTokens))
                                : QVariant();
    case TotalCost:
        if (capexUnderstated(o))
            return tr("† Capex understated: the catalogue has no system price or host share for this card's server, "
                      "so the capex counts the cards alone");
        return {};
    case CheapestIn: return OptionSharesText::cellToolTip(*recommendation(), v.rank);
    case CostRange:
        if (top) {
            if (const auto range = recommendation()->costRange(static_cast<std::size_t>(index.row()))) {
                const QString currency = QString::fromStdString(evaluation_->state.economics.currency);
                return tr("P10 %1, median %2, P90 %3: the total cost over the Uncertainty group's ranges")
                    .arg(format::money(range->p10, currency), format::money(range->p50, currency),
                         format::money(range->p90, currency));
            } else if (static_cast<std::size_t>(index.row()) >= kRangedGroupsMost) {
                return tr("No range for this row: the P10–P90 is drawn for the cheapest %1 rows and the best owned and "
                          "rented only (each range is a Monte Carlo of its own)")
                    .arg(QLocale().toString(static_cast<qulonglong>(kRangedGroupsMost)));
            }
        }
        return {};
    default: return {};
    }
}

QVariant RecommendOptionsModel::data(const QModelIndex& index, int role) const
{
    // An invalid index (the model tester asks) has no data; checkIndex would log it as a misuse.
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const RecommendOption* o = option(index);
    if (!o)
        return {};
    const bool recommended = index.internalId() == kTopLevel && index.row() == 0;
    switch (role) {
    case Qt::DisplayRole: return display(index, *o);
    case SortRole: return sortValue(index, *o);
    case RentedRole: return o->rented;
    case RankRole: return static_cast<qulonglong>(variantOf(index)->rank);
    case CardTextRole: {
        const Accelerator* card = cardById(evaluation_->catalogue, o->cardId);
        return card ? QString::fromStdString(card->model + ' ' + card->vendor + ' ' + card->id)
                    : QString::fromStdString(o->cardId);
    }
    case Qt::ToolTipRole: return toolTip(index, *o);
    case Qt::FontRole:
        if (recommended) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case Gpus:
        case TotalCost:
        case CostRange:
        case PresentValue:
        case UnitCost:
        case CheapestIn:
        case Energy:
        case Latency: return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default: return {};
        }
    default: return {};
    }
}

QVariant RecommendOptionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == TotalCost)
        return tr("Cards, servers, network, installation, electricity and facility over the scenario's years, less "
                  "the resale value; indicative prices (see the Catalogue view for each price's date and source)");
    if (role == Qt::ToolTipRole && section == CostRange)
        return tr("The total cost's 10th to 90th percentile over the possible futures (Monte Carlo over the "
                  "Uncertainty group's ranges), for each card and ownership's best option");
    if (role == Qt::ToolTipRole && section == PresentValue && discounted())
        return tr("The total cost's cash flows discounted to today at %1 a year: the purchase now, each month's "
                  "costs and the resale at the end (a rented option: each month's rent). A large resale value "
                  "weighs less when discounted, so the present value can exceed the total")
            .arg(format::percent(evaluation_->state.economics.discountRate));
    if (role == Qt::ToolTipRole && section == CheapestIn)
        return tr("The share of possible futures (Monte Carlo over the Uncertainty group's ranges) in which the "
                  "option is the cheapest of the first %1 options")
            .arg(kOptionSharesCount);
    if (role == Qt::ToolTipRole && section == Energy)
        return tr("IT energy per output token at the utilisation, at the wall (as MLPerf measures it); a rented "
                  "option's is the provider's");
    if (role == Qt::ToolTipRole && section == Rank)
        return tr("The option's place in the whole ranked list; each row is a card's best option, owned or "
                  "rented, and opens to its other options");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Rank: return tr("Rank");
    case Card: return tr("Card");
    case Ownership: return tr("Owned or rented");
    case Gpus: return tr("GPUs");
    case Precision: return tr("Precision");
    case Split: return tr("Split");
    case Servers: return tr("Servers");
    case Facility: return tr("Facility");
    case TotalCost: return tr("Total cost");
    case CostRange: return tr("P10–P90");
    case PresentValue: return tr("Present value");
    case UnitCost: return training() ? tr("Cost per run") : tr("Per million tokens");
    case CheapestIn: return tr("Cheapest in");
    case Latency: return training() ? tr("Run time") : tr("Per output token");
    case Energy: return tr("Energy per token");
    }
    return {};
}

Qt::ItemFlags RecommendOptionsModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

} // namespace gputco::ui
