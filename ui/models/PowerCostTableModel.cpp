#include "models/PowerCostTableModel.h"

#include "format/Format.h"
#include "format/NoteText.h"
#include "format/RecommendationText.h"
#include "models/PowerCostTableModelBasis.h"
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
    // A capex without its host (no system price, no host share) is marked wherever a total shows it.
    const QString understated = tr(" (capex understated)");
    auto money = [currency, understated](const CardEvaluation& c, const std::optional<Money>& m) -> QVariant {
        if (!m)
            return none();
        return format::money(*m, currency) + (c.economics.capexKnown() ? QString() : QStringLiteral("*"))
               + (c.economics.capexUnderstated ? understated : QString());
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
                        if (c.economics.gpus <= 0)
                            return none();
                        // A mixture-of-experts model's serving layout beside the count ("16 (EP 16, DP attention)").
                        const auto& plan = c.economics.inference;
                        if (plan && !plan->layout.tensorParallelOnly())
                            return QVariant(tr("%1 (%2)").arg(format::integer(c.economics.gpus),
                                                              RecommendationText::servingLayoutText(plan->layout)));
                        return QVariant(format::integer(c.economics.gpus));
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
    // The load curve's card figures (docs/MODEL.md, "Power under load"): idle to busy, how they are known, the cap.
    cols.push_back({tr("Card power"),
                    tr("One card from idle to busy (full load, at most the power cap); \"assumed\": no measured "
                       "figure, full load taken as the TDP"),
                    [](const CardEvaluation& c) -> QVariant {
                        if (!c.economics.serverPower)
                            return none();
                        const CardPowerProfile& p = c.economics.serverPower->card;
                        QString text = tr("%1 to %2").arg(format::power(p.idle), format::power(p.busy()));
                        if (p.cap)
                            text += tr(", capped");
                        if (p.assumed())
                            text += tr(" (assumed)");
                        return text;
                    },
                    [](const CardEvaluation& c) -> QVariant {
                        return c.economics.serverPower ? QVariant(c.economics.serverPower->card.busy().inWatts())
                                                       : QVariant(-1.0);
                    }});
    if (!training_) {
        cols.push_back({tr("J / token"),
                        tr("IT energy per output token at the utilisation, at the wall (as MLPerf measures it): "
                           "IT average / (tokens/s x utilisation)"),
                        [](const CardEvaluation& c) -> QVariant {
                            return c.economics.energyPerToken
                                       ? QVariant(format::significant(c.economics.energyPerToken->joules))
                                       : none();
                        },
                        [](const CardEvaluation& c) -> QVariant {
                            return c.economics.energyPerToken ? QVariant(c.economics.energyPerToken->joules)
                                                              : QVariant(-1.0);
                        }});
        cols.push_back({tr("kWh / M tokens"), tr("IT energy per million output tokens (J per token / 3.6)"),
                        [](const CardEvaluation& c) -> QVariant {
                            return c.economics.energyPerToken
                                       ? QVariant(format::significant(c.economics.energyPerToken->kwhPerMillionTokens))
                                       : none();
                        },
                        [](const CardEvaluation& c) -> QVariant {
                            return c.economics.energyPerToken
                                       ? QVariant(c.economics.energyPerToken->kwhPerMillionTokens)
                                       : QVariant(-1.0);
                        }});
    }
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
    auto tcoMoney = [](const CardEvaluation& c, Money TcoResult::*field) {
        return c.economics.tco ? std::optional<Money>((*c.economics.tco).*field) : std::nullopt;
    };
    cols.push_back({tr("Capex"),
                    tr("The server's system price where one is published, else GPUs x card price plus the host "
                       "share of each full server, converted to the scenario currency"),
                    [currency, understated](const CardEvaluation& c) -> QVariant {
                        if (c.economics.capex)
                            return format::money(c.economics.capex->total(), currency)
                                   + (c.economics.capexUnderstated ? understated : QString());
                        // "no exchange rate" only when a price's currency is the problem: a priced card that
                        // cannot serve the workload (the L4 under a 70B model's latency target) has no capex
                        // either, and its row's other cells are dashes too.
                        if (c.economics.priceWithoutRate())
                            return tr("no exchange rate");
                        if (!c.card->price && !(c.economics.server && c.economics.server->price))
                            return tr("no price");
                        return none();
                    },
                    [](const CardEvaluation& c) -> QVariant {
                        return c.economics.capex ? QVariant(c.economics.capex->total().inCurrencyUnits())
                                                 : QVariant(-1.0);
                    },
                    Basis::Price});
    cols.push_back({tr("Resale"), tr("Resale value at the end of the period, from the residual curve"),
                    [currency, tcoMoney](const CardEvaluation& c) -> QVariant {
                        const auto m = tcoMoney(c, &TcoResult::residualValue);
                        return m && c.economics.capexKnown() ? QVariant(format::money(*m, currency)) : none();
                    },
                    [tcoMoney](const CardEvaluation& c) { return moneySort(tcoMoney(c, &TcoResult::residualValue)); },
                    Basis::Price});
    auto lifetime = [](const CardEvaluation& c) {
        return c.economics.tco ? std::optional<Money>(c.economics.tco->lifetimeTotal) : std::nullopt;
    };
    cols.push_back({tr("TCO %1 y").arg(years),
                    tr("Capex plus running cost over the period (* running cost only); in brackets P10–P90 over the "
                       "Uncertainty group's ranges"),
                    [money, lifetime](const CardEvaluation& c) { return money(c, lifetime(c)); },
                    [lifetime](const CardEvaluation& c) { return moneySort(lifetime(c)); }, Basis::Price,
                    BandPart::Banded, &CardBand::lifetimeTco, lifetime});
    if (discounted_) {
        cols.push_back({tr("Present value"), tr("Net present value of the TCO at the scenario's discount rate"),
                        [money, tcoMoney](const CardEvaluation& c) { return money(c, tcoMoney(c, &TcoResult::npv)); },
                        [tcoMoney](const CardEvaluation& c) { return moneySort(tcoMoney(c, &TcoResult::npv)); },
                        Basis::Price});
        cols.push_back(
            {tr("Per year (EAC)"), tr("Equivalent annual cost: the level yearly cost with the same present value"),
             [money, tcoMoney](const CardEvaluation& c) {
                 return money(c, tcoMoney(c, &TcoResult::equivalentAnnualCost));
             },
             [tcoMoney](const CardEvaluation& c) { return moneySort(tcoMoney(c, &TcoResult::equivalentAnnualCost)); },
             Basis::Price});
    }
    cols.push_back({tr("Per GPU-hour"), tr("Owned cost per used GPU-hour at the utilisation (* running cost only)"),
                    [money](const CardEvaluation& c) { return money(c, c.economics.costPerGpuHour); },
                    [](const CardEvaluation& c) { return moneySort(c.economics.costPerGpuHour); }, Basis::Price});
    if (training_)
        cols.push_back({tr("Run cost"), tr("GPU-hours of the run x cost per GPU-hour (* running cost only)"),
                        [money](const CardEvaluation& c) { return money(c, c.economics.trainingRunCost); },
                        [](const CardEvaluation& c) { return moneySort(c.economics.trainingRunCost); }, Basis::Price,
                        BandPart::Banded, &CardBand::unitCost,
                        [](const CardEvaluation& c) { return c.economics.trainingRunCost; }});
    else {
        cols.push_back({tr("Per M tokens"), tr("Owned cost per million output tokens (* running cost only)"),
                        [money](const CardEvaluation& c) { return money(c, c.economics.costPerMillionTokens); },
                        [](const CardEvaluation& c) { return moneySort(c.economics.costPerMillionTokens); },
                        Basis::Price, BandPart::Banded, &CardBand::unitCost,
                        [](const CardEvaluation& c) { return c.economics.costPerMillionTokens; }});
        cols.push_back({tr("Rented per M tokens"),
                        tr("Cost per million output tokens renting the same GPUs at the cloud offer's rate"),
                        [currency](const CardEvaluation& c) -> QVariant {
                            const auto& m = c.economics.rentedCostPerMillionTokens;
                            return m ? QVariant(format::money(*m, currency)) : none();
                        },
                        [](const CardEvaluation& c) { return moneySort(c.economics.rentedCostPerMillionTokens); },
                        Basis::Cloud});
    }
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
                    },
                    Basis::Cloud});
    addBandColumns(cols);
    return cols;
}

void PowerCostTableModel::addBandColumns(std::vector<Column>& cols) const
{
    // At the end, so the shown columns keep their places; the view hides these, CSV and the report's data keep them.
    const QString currency = QString::fromStdString(evaluation_->state.economics.currency);
    const std::size_t shown = cols.size();
    for (std::size_t i = 0; i < shown; ++i) {
        if (cols[i].part != BandPart::Banded)
            continue;
        for (BandPart part : {BandPart::P10, BandPart::P90}) {
            Column c;
            c.header = (part == BandPart::P10 ? tr("%1 P10") : tr("%1 P90")).arg(cols[i].header);
            c.toolTip = part == BandPart::P10 ? tr("10th percentile over the Monte Carlo samples")
                                              : tr("90th percentile over the Monte Carlo samples");
            c.basis = cols[i].basis;
            c.part = part;
            c.band = cols[i].band;
            c.display = [this, currency, c](const CardEvaluation& card) -> QVariant {
                const MoneyPercentiles* band = bandOf(c, card);
                if (!band)
                    return none();
                return format::money(c.part == BandPart::P10 ? band->p10 : band->p90, currency);
            };
            c.sort = [this, c](const CardEvaluation& card) -> QVariant {
                const MoneyPercentiles* band = bandOf(c, card);
                if (!band)
                    return -1.0;
                return (c.part == BandPart::P10 ? band->p10 : band->p90).inCurrencyUnits();
            };
            cols.push_back(std::move(c));
        }
    }
}

const MoneyPercentiles* PowerCostTableModel::bandOf(const Column& column, const CardEvaluation& card) const
{
    if (!bands_ || !column.band)
        return nullptr;
    const CardBand* band = bands_->bandFor(card.card->id);
    if (!band || !(band->*column.band))
        return nullptr;
    return &*(band->*column.band);
}

QVariant PowerCostTableModel::bandedDisplay(const Column& column, const CardEvaluation& card) const
{
    const MoneyPercentiles* band = bandOf(column, card);
    const std::optional<Money> typical = column.amount ? column.amount(card) : std::nullopt;
    if (!band || !typical)
        return column.display(card);
    const QString currency = QString::fromStdString(evaluation_->state.economics.currency);
    return format::moneyBand(*typical, band->p10, band->p90, currency)
           + (card.economics.capexKnown() ? QString() : QStringLiteral("*"));
}

QString PowerCostTableModel::bandToolTip() const
{
    return tr("In brackets P10–P90 of %1 samples, seed %2: each uncertain input drawn from its range in the "
              "Economics panel's Uncertainty group (triangular, its typical value most likely), the site's inputs "
              "once for all cards; amounts in %3.")
        .arg(format::integer(bands_->result.samples))
        .arg(bands_->seed)
        .arg(QString::fromStdString(evaluation_->state.economics.currency));
}

QList<int> PowerCostTableModel::bandColumns() const
{
    QList<int> out;
    for (std::size_t i = 0; i < columns_.size(); ++i)
        if (columns_[i].part == BandPart::P10 || columns_[i].part == BandPart::P90)
            out << static_cast<int>(i);
    return out;
}

void PowerCostTableModel::setBands(const UncertaintyBandsPtr& bands)
{
    UncertaintyBandsPtr shown = bands && evaluation_ && bands->evaluation == evaluation_ ? bands : nullptr;
    if (shown == bands_)
        return;
    bands_ = std::move(shown);
    if (!rows_.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void PowerCostTableModel::setEvaluation(const EvaluationPtr& evaluation)
{
    if (!evaluation)
        return;
    const bool training = evaluation->state.workload.mode != TaskMode::Inference;
    const bool discounted = evaluation->state.economics.discountRate > 0.0;
    std::vector<const CardEvaluation*> rows;
    for (std::size_t i : evaluation->selected)
        rows.push_back(&evaluation->cards[i]);
    const bool sameShape = evaluation_ && training == training_ && discounted == discounted_
                           && rows.size() == rows_.size()
                           && evaluation->state.economics.years == evaluation_->state.economics.years
                           && evaluation->state.economics.currency == evaluation_->state.economics.currency;
    if (bands_ && bands_->evaluation != evaluation)
        bands_.reset(); // another scenario's bands are not this one's
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
    discounted_ = discounted;
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
    case Qt::DisplayRole: return column.part == BandPart::Banded ? bandedDisplay(column, c) : column.display(c);
    case PlainTextRole: return column.display(c);
    case SortRole: return column.sort(c);
    case Qt::TextAlignmentRole:
        return index.column() == 0 ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        QStringList lines;
        if (column.part != BandPart::None && bandOf(column, c))
            lines << bandToolTip();
        if (c.economics.performanceProblem)
            lines << tr("No deployment: %1").arg(QString::fromStdString(*c.economics.performanceProblem));
        // Every money figure that rests on a price shows that price (range, date, source, tag) or why none.
        if (column.basis == Basis::Price) {
            if (const QString basis = capexBasisToolTip(c, evaluation_->state.economics); !basis.isEmpty())
                lines << basis;
        } else if (column.basis == Basis::Cloud)
            lines << cloudBasisToolTip(c, evaluation_->state.economics);
        else if (!c.economics.capexKnown() && !c.card->price) // a priced card without capex: its notes say why
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
