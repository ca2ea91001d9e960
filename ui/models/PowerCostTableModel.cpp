#include "models/PowerCostTableModel.h"

#include "format/Format.h"
#include "format/NoteText.h"
#include "style/Palette.h"

#include <QBrush>

namespace gputco::ui {

namespace {

QVariant none() { return QStringLiteral("\u2014"); } // an em dash: no figure

template <class T>
QVariant sortable(const std::optional<T>& v)
{
    return v ? QVariant(static_cast<double>(*v)) : QVariant(-1.0);
}

QVariant moneySort(const std::optional<Money>& m) { return m ? QVariant(m->inCurrencyUnits()) : QVariant(-1.0); }

} // namespace

PowerCostTableModel::PowerCostTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

std::vector<PowerCostTableModel::Column> PowerCostTableModel::columnsFor(const Evaluation& e) const
{
    const QString currency = QString::fromStdString(e.state.economics.currency);
    const int years = e.state.economics.years;
    // A cost without the card's price is the running cost alone: marked with an asterisk.
    auto money = [currency](const CardEvaluation& c, const std::optional<Money>& m) -> QVariant {
        if (!m)
            return none();
        return format::money(*m, currency) + (c.economics.capexKnown() ? QString() : QStringLiteral("*"));
    };
    auto kw = [](const std::optional<ClusterPower>& p, Watts ClusterPower::*field) -> QVariant {
        return p ? QVariant(format::power((*p).*field)) : none();
    };
    auto kwSort = [](const std::optional<ClusterPower>& p, Watts ClusterPower::*field) -> QVariant {
        return p ? QVariant(((*p).*field).inWatts()) : QVariant(-1.0);
    };

    std::vector<Column> cols;
    cols.push_back({tr("Card"), tr("Catalogue card"),
                    [](const CardEvaluation& c) { return QVariant(QString::fromStdString(c.card->model)); },
                    [](const CardEvaluation& c) { return QVariant(QString::fromStdString(c.card->model)); }});
    cols.push_back({tr("GPUs"),
                    training_ ? tr("GPUs in the training cluster") : tr("Fewest GPUs that meet the serving targets"),
                    [](const CardEvaluation& c) {
                        return c.economics.gpus > 0 ? QVariant(format::integer(c.economics.gpus)) : none();
                    },
                    [](const CardEvaluation& c) { return QVariant(c.economics.gpus); }});
    if (training_) {
        cols.push_back({tr("Split"), tr("Tensor x pipeline x data parallel split that fits memory"),
                        [](const CardEvaluation& c) -> QVariant {
                            if (!c.economics.trainingLayout)
                                return none();
                            const Parallelism& p = *c.economics.trainingLayout;
                            return QStringLiteral("TP%1 PP%2 DP%3").arg(p.tensor).arg(p.pipeline).arg(p.data);
                        },
                        [](const CardEvaluation& c) {
                            return QVariant(c.economics.trainingLayout ? c.economics.trainingLayout->tensor
                                                                             * c.economics.trainingLayout->pipeline
                                                                       : -1);
                        }});
        cols.push_back({tr("Run time (days)"), tr("Wall-clock time of the whole run"),
                        [](const CardEvaluation& c) -> QVariant {
                            const auto& t = c.economics.training;
                            return t && t->wallTime ? QVariant(format::significant(t->wallTime->inDays())) : none();
                        },
                        [](const CardEvaluation& c) -> QVariant {
                            const auto& t = c.economics.training;
                            return t && t->wallTime ? QVariant(t->wallTime->inDays()) : QVariant(-1.0);
                        }});
        cols.push_back({tr("MFU"), tr("Model FLOPs utilisation achieved end to end"),
                        [](const CardEvaluation& c) -> QVariant {
                            const auto& t = c.economics.training;
                            return t && t->mfu ? QVariant(format::percent(*t->mfu)) : none();
                        },
                        [](const CardEvaluation& c) -> QVariant {
                            const auto& t = c.economics.training;
                            return t && t->mfu ? QVariant(*t->mfu) : QVariant(-1.0);
                        }});
    } else {
        cols.push_back({tr("Tokens/s"), tr("Output tokens per second of the whole deployment"),
                        [](const CardEvaluation& c) -> QVariant {
                            const auto& p = c.economics.inference;
                            return p && p->performance.outputTokensPerSecond
                                       ? QVariant(format::integer(*p->performance.outputTokensPerSecond))
                                       : none();
                        },
                        [](const CardEvaluation& c) -> QVariant {
                            const auto& p = c.economics.inference;
                            return p ? sortable(p->performance.outputTokensPerSecond) : QVariant(-1.0);
                        }});
        cols.push_back({tr("Per token (ms)"), tr("Time per output token at the planned concurrency"),
                        [](const CardEvaluation& c) -> QVariant {
                            const auto& p = c.economics.inference;
                            return p && p->performance.tpot
                                       ? QVariant(format::significant(p->performance.tpot->inSeconds() * 1000.0))
                                       : none();
                        },
                        [](const CardEvaluation& c) -> QVariant {
                            const auto& p = c.economics.inference;
                            return p && p->performance.tpot ? QVariant(p->performance.tpot->inSeconds())
                                                            : QVariant(-1.0);
                        }});
    }
    cols.push_back({tr("IT average"), tr("Average IT power of the servers while powered"),
                    [kw](const CardEvaluation& c) { return kw(c.economics.power, &ClusterPower::itAverage); },
                    [kwSort](const CardEvaluation& c) { return kwSort(c.economics.power, &ClusterPower::itAverage); }});
    cols.push_back({tr("IT peak"), tr("Servers at their system maximum: size feeds and cooling to this"),
                    [kw](const CardEvaluation& c) { return kw(c.economics.power, &ClusterPower::itPeak); },
                    [kwSort](const CardEvaluation& c) { return kwSort(c.economics.power, &ClusterPower::itPeak); }});
    cols.push_back(
        {tr("Facility average"), tr("IT average x PUE"),
         [kw](const CardEvaluation& c) { return kw(c.economics.power, &ClusterPower::facilityAverage); },
         [kwSort](const CardEvaluation& c) { return kwSort(c.economics.power, &ClusterPower::facilityAverage); }});
    const auto& energyOf = training_ ? &CardEconomics::runElectricity : &CardEconomics::yearlyElectricity;
    cols.push_back({training_ ? tr("Run energy") : tr("Energy / year"), tr("Facility energy (after PUE)"),
                    [energyOf](const CardEvaluation& c) -> QVariant {
                        const auto& r = c.economics.*energyOf;
                        return r ? QVariant(format::energy(r->facilityEnergy)) : none();
                    },
                    [energyOf](const CardEvaluation& c) -> QVariant {
                        const auto& r = c.economics.*energyOf;
                        return r ? QVariant(r->facilityEnergy.inKilowattHours()) : QVariant(-1.0);
                    }});
    cols.push_back({training_ ? tr("Run CO2 (t)") : tr("CO2 / year (t)"), tr("Facility energy x grid carbon factor"),
                    [energyOf](const CardEvaluation& c) -> QVariant {
                        const auto& r = c.economics.*energyOf;
                        return r && r->co2Kg ? QVariant(format::significant(*r->co2Kg / 1000.0)) : none();
                    },
                    [energyOf](const CardEvaluation& c) -> QVariant {
                        const auto& r = c.economics.*energyOf;
                        return r && r->co2Kg ? QVariant(*r->co2Kg) : QVariant(-1.0);
                    }});
    cols.push_back({training_ ? tr("Run electricity") : tr("Electricity / year"), tr("Facility energy x price"),
                    [energyOf, currency](const CardEvaluation& c) -> QVariant {
                        const auto& r = c.economics.*energyOf;
                        return r ? QVariant(format::money(r->cost, currency)) : none();
                    },
                    [energyOf](const CardEvaluation& c) -> QVariant {
                        const auto& r = c.economics.*energyOf;
                        return r ? QVariant(r->cost.inCurrencyUnits()) : QVariant(-1.0);
                    }});
    cols.push_back({tr("Capex"), tr("GPUs x catalogue price (converted to the scenario currency)"),
                    [currency](const CardEvaluation& c) -> QVariant {
                        return c.economics.capex ? QVariant(format::money(c.economics.capex->total(), currency))
                                                 : QVariant(tr("no price"));
                    },
                    [](const CardEvaluation& c) -> QVariant {
                        return c.economics.capex ? QVariant(c.economics.capex->total().inCurrencyUnits())
                                                 : QVariant(-1.0);
                    }});
    cols.push_back(
        {tr("TCO %1 y").arg(years), tr("Capex plus running cost over the period (* running cost only)"),
         [money](const CardEvaluation& c) {
             return money(c, c.economics.tco ? std::optional<Money>(c.economics.tco->lifetimeTotal) : std::nullopt);
         },
         [](const CardEvaluation& c) {
             return moneySort(c.economics.tco ? std::optional<Money>(c.economics.tco->lifetimeTotal) : std::nullopt);
         }});
    cols.push_back({tr("Per GPU-hour"), tr("Owned cost per used GPU-hour at the utilisation (* running cost only)"),
                    [money](const CardEvaluation& c) { return money(c, c.economics.costPerGpuHour); },
                    [](const CardEvaluation& c) { return moneySort(c.economics.costPerGpuHour); }});
    if (training_)
        cols.push_back({tr("Run cost"), tr("GPU-hours of the run x cost per GPU-hour (* running cost only)"),
                        [money](const CardEvaluation& c) { return money(c, c.economics.trainingRunCost); },
                        [](const CardEvaluation& c) { return moneySort(c.economics.trainingRunCost); }});
    else
        cols.push_back({tr("Per M tokens"), tr("Owned cost per million output tokens (* running cost only)"),
                        [money](const CardEvaluation& c) { return money(c, c.economics.costPerMillionTokens); },
                        [](const CardEvaluation& c) { return moneySort(c.economics.costPerMillionTokens); }});
    cols.push_back({tr("Cloud break-even"),
                    tr("Utilisation above which owning is cheaper than renting this card, and the month it pays off"),
                    [](const CardEvaluation& c) -> QVariant {
                        const auto& cloud = c.economics.cloud;
                        if (!c.economics.cloudOffer)
                            return tr("no cloud price");
                        if (!cloud || !c.economics.capexKnown())
                            return tr("needs a card price");
                        if (cloud->breakEvenUtilisation > 1.0)
                            return tr("renting is cheaper");
                        QString text = tr("above %1 use").arg(format::percent(cloud->breakEvenUtilisation));
                        if (cloud->breakEvenMonth)
                            text += tr(", month %1").arg(*cloud->breakEvenMonth);
                        return text;
                    },
                    [](const CardEvaluation& c) -> QVariant {
                        return c.economics.cloud && c.economics.capexKnown()
                                   ? QVariant(c.economics.cloud->breakEvenUtilisation)
                                   : QVariant(-1.0);
                    }});
    return cols;
}

void PowerCostTableModel::setEvaluation(const EvaluationPtr& evaluation)
{
    if (!evaluation)
        return;
    const bool training = evaluation->state.workload.mode != TaskMode::Inference;
    std::vector<const CardEvaluation*> rows;
    for (std::size_t i : evaluation->selected)
        rows.push_back(&evaluation->cards[i]);
    const bool sameShape = evaluation_ && training == training_ && rows.size() == rows_.size()
                           && evaluation->state.economics.years == evaluation_->state.economics.years
                           && evaluation->state.economics.currency == evaluation_->state.economics.currency;
    if (sameShape) {
        evaluation_ = evaluation;
        rows_ = std::move(rows);
        columns_ = columnsFor(*evaluation_);
        if (!rows_.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    evaluation_ = evaluation;
    training_ = training;
    rows_ = std::move(rows);
    columns_ = columnsFor(*evaluation_);
    endResetModel();
}

int PowerCostTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int PowerCostTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(columns_.size());
}

QVariant PowerCostTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const CardEvaluation& c = *rows_[static_cast<std::size_t>(index.row())];
    const Column& column = columns_[static_cast<std::size_t>(index.column())];
    switch (role) {
    case Qt::DisplayRole: return column.display(c);
    case SortRole: return column.sort(c);
    case Qt::TextAlignmentRole:
        return index.column() == 0 ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        QStringList lines;
        if (c.economics.performanceProblem)
            lines << tr("No deployment: %1").arg(QString::fromStdString(*c.economics.performanceProblem));
        if (!c.economics.capexKnown())
            lines << tr("* The catalogue has no price for this card: costs are running costs only. Enter a "
                        "price in the Catalogue view.");
        for (const EconomicsNote& note : c.economics.codedNotes)
            lines << economicsNoteText(note);
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    case Qt::ForegroundRole:
        if (c.economics.performanceProblem && index.column() == 0)
            return QBrush(palette::kFailure);
        break;
    default: break;
    }
    return {};
}

QVariant PowerCostTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    const Column& column = columns_[static_cast<std::size_t>(section)];
    if (role == Qt::DisplayRole)
        return column.header;
    if (role == Qt::ToolTipRole)
        return column.toolTip;
    return {};
}

Qt::ItemFlags PowerCostTableModel::flags(const QModelIndex& index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

} // namespace gputco::ui
