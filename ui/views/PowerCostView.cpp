#include "views/PowerCostView.h"

#include "charts/LineComparisonChart.h"
#include "cost/ResidualCurve.h"
#include "format/Format.h"
#include "format/PriceBasisText.h"
#include "models/PowerCostTableModel.h"
#include "models/TableSortProxy.h"
#include "scenario/LeadingOption.h"
#include "session/UncertaintyBandsRun.h"
#include "style/Palette.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace gputco::ui {

namespace {

constexpr char kLogCostKey[] = "views/powerCostLogCostAxis";

// The TCO chart's month axis ticks on whole years (every other year beyond six), on half years for one or two.
double monthTickInterval(int years)
{
    if (years > 6)
        return 24.0;
    return years > 2 ? 12.0 : 6.0;
}

} // namespace

PowerCostView::PowerCostView(QWidget* parent)
    : EvaluationView(parent)
    , message_(new QLabel(this))
    , tco_(new LineComparisonChart(tr("What does each option cost over time? Cumulative TCO")))
    , logCost_(new QCheckBox(tr("Log cost axis")))
    , electricity_(new LineComparisonChart(tr("What if power costs more?")))
    , model_(new PowerCostTableModel(this))
    , table_(new QTableView)
{
    message_->setWordWrap(true);
    message_->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(palette::kFailure.darker(130).name()));
    message_->hide();

    table_->setModel(new TableSortProxy(model_, PowerCostTableModel::SortRole, this));
    table_->setSortingEnabled(true);
    table_->sortByColumn(0, Qt::AscendingOrder); // the header's default indicator would sort Z to A
    table_->verticalHeader()->hide();
    table_->setWordWrap(false);
    // Columns are sized when the table's shape changes, not on every step (ResizeToContents re-measures every
    // cell whenever data changes).
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    connect(model_, &QAbstractItemModel::modelReset, this, [this] {
        // The P10 and P90 columns are for CSV and the report: the banded cells show them already.
        for (int c = 0; c < model_->columnCount(); ++c)
            table_->setColumnHidden(c, model_->bandColumns().contains(c));
        table_->resizeColumnsToContents();
    });
    table_->setAlternatingRowColors(true);

    tco_->setLegendAlignment(Qt::AlignRight);
    electricity_->setLegendAlignment(Qt::Alignment()); // same colours as the TCO chart's legend
    // A rented small card can cost thirty times the owned options: the linear axis fits the leading option and
    // names what is above it; the log axis shows every line (offered when the lines span a decade).
    logCost_->setToolTip(tr("Draw the TCO chart's cost axis on a logarithmic scale, so options that cost ten or a "
                            "hundred times the leading one show too (offered when the costs span a decade)"));
    logCost_->setChecked(QSettings().value(kLogCostKey, false).toBool());
    logCost_->setEnabled(logCost_->isChecked());
    tco_->setLogScale(logCost_->isChecked());
    connect(logCost_, &QCheckBox::toggled, this, [this](bool on) {
        tco_->setLogScale(on);
        QSettings().setValue(kLogCostKey, on);
    });
    auto* tcoBox = new QWidget;
    auto* tcoLayout = new QVBoxLayout(tcoBox);
    tcoLayout->setContentsMargins(0, 0, 0, 0);
    tcoLayout->setSpacing(0);
    tcoLayout->addWidget(tco_, 1);
    auto* tcoOptions = new QHBoxLayout;
    tcoOptions->addStretch(1);
    tcoOptions->addWidget(logCost_);
    tcoLayout->addLayout(tcoOptions);
    auto* charts = new QSplitter(Qt::Horizontal);
    charts->addWidget(tcoBox);
    charts->addWidget(electricity_);
    charts->setStretchFactor(0, 3);
    charts->setStretchFactor(1, 2);
    // Stretch factors share only what is left over the size hints; proportional start sizes give the TCO chart,
    // the view's headline, three fifths of the width and the charts three fifths of the height from the start.
    charts->setSizes({3000, 2000});
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(charts);
    split->addWidget(table_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({3000, 2000});

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(message_);
    layout->addWidget(split, 1);
}

void PowerCostView::render(const Evaluation& evaluation, const Evaluation*)
{
    QStringList problems;
    if (evaluation.inputError)
        problems
            << tr("Core cannot size this workload: %1").arg(QString::fromStdString(evaluation.inputError->describe()));
    else if (evaluation.selected.empty())
        problems << tr("No cards selected: tick cards in the Cards panel to compare them.");
    // Counted over the selection, not over the cards drawn: the count then follows the catalogue and the ticks
    // only, and the message stays still while a slider makes cards deployable or not.
    // "No price" counts only cards that truly have none: neither a card price nor a server system price.
    int withoutPrice = 0;
    for (std::size_t i : evaluation.selected) {
        const CardEvaluation& card = evaluation.cards[i];
        if (!card.card->price && !(card.economics.server && card.economics.server->price))
            ++withoutPrice;
    }
    if (withoutPrice > 0)
        problems << tr("%1 of %2 selected cards have no price in the catalogue: their costs are running costs only "
                       "(dashed lines, * in the table). Enter prices in the Catalogue view.")
                        .arg(withoutPrice)
                        .arg(evaluation.selected.size());
    message_->setText(problems.join(QLatin1Char('\n')));
    message_->setVisible(!problems.isEmpty());

    drawTco(evaluation);
    if (bandsRun_) {
        bandsRun_->request(this->evaluation());
        bands_ = bandsRun_->latest();
    }
    drawBands(evaluation);
    drawElectricity(evaluation);
    model_->setEvaluation(this->evaluation());
    model_->setBands(bands_);
}

void PowerCostView::setBandsRun(UncertaintyBandsRun* run)
{
    if (bandsRun_)
        disconnect(bandsRun_, nullptr, this, nullptr);
    bandsRun_ = run;
    bands_.reset();
    if (bandsRun_)
        connect(bandsRun_, &UncertaintyBandsRun::published, this, &PowerCostView::bandsPublished);
}

void PowerCostView::bandsPublished()
{
    const UncertaintyBandsPtr& latest = bandsRun_->latest();
    // Only the bands of the evaluation this view shows: a hidden view draws its newest evaluation when shown.
    if (latest == bands_ || !evaluation() || (latest && latest->evaluation != evaluation()))
        return;
    showBands(latest);
}

void PowerCostView::showBands(const UncertaintyBandsPtr& bands)
{
    // Banded cells are wider: the columns fit them once, when the complete bands land.
    const bool widen = bands && bands->complete() && !(bands_ && bands_->complete() && model_->showsBands());
    bands_ = bands;
    if (!evaluation())
        return;
    drawBands(*evaluation());
    model_->setBands(bands_);
    if (widen)
        table_->resizeColumnsToContents();
}

void PowerCostView::drawBands(const Evaluation& e)
{
    if (!bandsPossibleFor(e) || (!bandsRun_ && !bands_)) { // none possible, or none asked for
        tco_->setBands({});
        tco_->setBandLegend({});
        return;
    }
    if (!bands_ || bands_->evaluation.get() != &e) {
        // Stale bands are never drawn as the current scenario's: the last current ones stay, grey and fainter,
        // under "updating" (a drag then does not flicker); in another currency they would not fit the axis.
        const bool keep = drawn_ && drawn_->evaluation->state.economics.currency == e.state.economics.currency;
        tco_->setBands(keep ? chartBands(*drawn_) : std::vector<ChartBand>{}, true);
        tco_->setBandLegend(tr("P10–P90: updating…"));
        return;
    }
    drawn_ = bands_;
    tco_->setBands(chartBands(*bands_));
    // The refining text no wider than the complete one: a wider legend entry would shrink the plot for a
    // moment on every change.
    const QString samples = format::integer(bands_->result.samples);
    tco_->setBandLegend(bands_->complete() ? tr("P10–P90 of %1 samples").arg(samples)
                                           : tr("P10–P90: %1 samples…").arg(samples));
}

std::vector<ChartBand> PowerCostView::chartBands(const UncertaintyBands& from) const
{
    const Evaluation& e = *from.evaluation;
    const bool current = from.evaluation == evaluation();
    const QString currency = QString::fromStdString(e.state.economics.currency);
    const QString samples = format::integer(from.result.samples);
    std::vector<ChartBand> bands;
    int colour = 0;
    for (std::size_t i : e.selected) {
        const CardEvaluation& card = e.cards[i];
        const QColor hue = palette::seriesColour(colour++);
        const CardBand* band = from.bandFor(card.card->id);
        if (!card.economics.tco || !band || band->cumulative.empty() || !band->lifetimeTco)
            continue;
        ChartBand b;
        b.name = QString::fromStdString(card.card->model);
        b.colour = hue;
        for (const CumulativeBandPoint& p : band->cumulative) {
            b.upper << QPointF(p.month, p.cost.p90.inCurrencyUnits() / tcoDivisor_);
            b.lower << QPointF(p.month, p.cost.p10.inCurrencyUnits() / tcoDivisor_);
        }
        // The resale value comes back at the end of the life: the band steps down with its line.
        const double end = band->cumulative.back().month;
        b.upper << QPointF(end, band->lifetimeTco->p90.inCurrencyUnits() / tcoDivisor_);
        b.lower << QPointF(end, band->lifetimeTco->p10.inCurrencyUnits() / tcoDivisor_);
        b.toolTip =
            current ? tr("%1: P10–P90 of %2 samples (seed %3). Lifetime TCO %4.")
                          .arg(b.name, samples)
                          .arg(from.seed)
                          .arg(format::moneyBand(card.economics.tco->lifetimeTotal, band->lifetimeTco->p10,
                                                 band->lifetimeTco->p90, currency))
                    : tr("%1: the previous scenario's P10–P90, shown grey until this one's are computed.").arg(b.name);
        bands.push_back(std::move(b));
    }
    return bands;
}

void PowerCostView::drawTco(const Evaluation& e)
{
    const QString currency = QString::fromStdString(e.state.economics.currency);
    double largest = 0.0;
    for (std::size_t i : e.selected) {
        const CardEconomics& c = e.cards[i].economics;
        if (c.tco && !c.tco->cumulativeByMonth.empty())
            largest = std::max(largest, c.tco->cumulativeByMonth.back().inCurrencyUnits());
        if (c.cloud && !c.cloud->cloudCumulativeByMonth.empty())
            largest = std::max(largest, c.cloud->cloudCumulativeByMonth.back().inCurrencyUnits());
    }
    const format::MoneyScale scale = format::moneyScale(largest, currency);
    tcoDivisor_ = scale.divisor;

    std::vector<ChartLine> lines;
    int colour = 0;
    bool anyWithoutPrice = false;
    const CardEvaluation* lead = leadingOption(e); // the axis is scaled around its line
    std::vector<const PriceQuote*> prices;
    for (std::size_t i : e.selected) {
        const CardEvaluation& card = e.cards[i];
        const CardEconomics& c = card.economics;
        const QColor hue = palette::seriesColour(colour++);
        if (!c.tco)
            continue;
        const QString name = QString::fromStdString(card.card->model);
        ChartLine owned{name, hue, c.capexKnown() ? Qt::SolidLine : Qt::DashLine, {}};
        owned.leads = &card == lead;
        anyWithoutPrice = anyWithoutPrice || !c.capexKnown();
        for (std::size_t m = 0; m < c.tco->cumulativeByMonth.size(); ++m) {
            const double y = c.tco->cumulativeByMonth[m].inCurrencyUnits() / scale.divisor;
            // The resale value comes back as a step down in the last month, not as a slope into it.
            if (m + 1 == c.tco->cumulativeByMonth.size() && c.tco->residualValue.inCurrencyUnits() > 0.0)
                owned.points << QPointF(static_cast<double>(m),
                                        y + c.tco->residualValue.inCurrencyUnits() / scale.divisor);
            owned.points << QPointF(static_cast<double>(m), y);
        }
        lines.push_back(std::move(owned));
        if (c.priceQuote)
            prices.push_back(&*c.priceQuote);
        if (c.cloud) {
            ChartLine cloud{tr("%1 rented").arg(name), hue, Qt::DotLine, {}, false}; // the footnote says "Dotted"
            for (std::size_t m = 0; m < c.cloud->cloudCumulativeByMonth.size(); ++m)
                cloud.points << QPointF(static_cast<double>(m),
                                        c.cloud->cloudCumulativeByMonth[m].inCurrencyUnits() / scale.divisor);
            lines.push_back(std::move(cloud));
        }
    }
    tco_->setAxisTitles(tr("Months from purchase"), tr("Cumulative cost (%1)").arg(scale.unit));
    tco_->setXTickInterval(monthTickInterval(e.state.economics.years));
    tco_->setOutlierScaling(true, scale.unit);
    tco_->setLines(lines);
    tco_->setMarker(std::nullopt);
    logCost_->setEnabled(tco_->spansDecades() || logCost_->isChecked());

    const EconomicsState& econ = e.state.economics;
    QString note = tr("Capex = the server's system price where one is published, else GPUs × card price plus the "
                      "host of each full server (its server's host share, else %8; Rack & cooling picks the server), "
                      "converted at 1 USD = %1 CNY; written off over %3 years, the resale value (%9 of capex after "
                      "%3 years) coming back in the last month; running cost = IT power × %4 h/day × PUE %5 × %6 "
                      "%2/kWh%7.")
                       .arg(format::significant(econ.cnyPerUsd))
                       .arg(currency)
                       .arg(econ.years)
                       .arg(format::significant(econ.hoursPerDay))
                       .arg(format::significant(econ.pue))
                       .arg(format::significant(econ.electricityPricePerKwh))
                       .arg(econ.facilityId.empty() ? QString() : tr(" + colocation"))
                       .arg(format::percent(econ.hostShare))
                       .arg(format::significant(100.0 * residualShareAfterMonths(econ.residual, econ.years * 12))
                            + QStringLiteral("%"));
    if (econ.discountRate > 0.0)
        note += tr(" Discount rate %1 a year: the table adds the present value and the equivalent annual cost.")
                    .arg(format::percent(econ.discountRate));
    if (anyWithoutPrice)
        note += tr(" Dashed: no price in the catalogue, running cost only.");
    if (bandsPossibleFor(e))
        note += tr(" Shaded: P10–P90 over the Uncertainty group's ranges (%1 samples, seed %2).")
                    .arg(format::integer(e.state.uncertainty.samples))
                    .arg(e.state.uncertainty.seed);
    note += (econ.cloud.offerId.empty()
                 ? tr(" Dotted: renting the same GPUs at %1 utilisation (each card's cheapest offer, %2).")
                 : tr(" Dotted: renting the same GPUs at %1 utilisation (the chosen offer, %2)."))
                .arg(format::percent(e.state.workload.utilisation), cloudTermLabel(econ.cloud.term));
    if (const QString dates = indicativePricesNote(prices); !dates.isEmpty())
        note += QLatin1Char(' ') + dates + QLatin1Char('.');
    tco_->setFootnote(note);
}

void PowerCostView::drawElectricity(const Evaluation& e)
{
    const QString currency = QString::fromStdString(e.state.economics.currency);
    double largest = 0.0;
    for (std::size_t i : e.selected)
        for (const auto& [price, cost] : e.cards[i].economics.yearlyCostByPrice)
            largest = std::max(largest, cost.inCurrencyUnits());
    const format::MoneyScale scale = format::moneyScale(largest, currency);

    std::vector<ChartLine> lines;
    int colour = 0;
    for (std::size_t i : e.selected) {
        const CardEvaluation& card = e.cards[i];
        const QColor hue = palette::seriesColour(colour++);
        if (card.economics.yearlyCostByPrice.empty())
            continue;
        ChartLine line{QString::fromStdString(card.card->model), hue, Qt::SolidLine, {}};
        for (const auto& [price, cost] : card.economics.yearlyCostByPrice)
            line.points << QPointF(price, cost.inCurrencyUnits() / scale.divisor);
        lines.push_back(std::move(line));
    }
    electricity_->setAxisTitles(tr("Electricity price (%1/kWh)").arg(currency),
                                tr("Electricity per year (%1)").arg(scale.unit));
    electricity_->setLines(lines);
    electricity_->setMarker(e.state.economics.electricityPricePerKwh, tr("Scenario price"));
    electricity_->setFootnote(tr("Colours as in the TCO chart. Facility energy = IT average power × %1 h/day × 365 "
                                 "days × PUE %2; cost = energy × price. Carbon factor %3 kg CO2/kWh.")
                                  .arg(format::significant(e.state.economics.hoursPerDay))
                                  .arg(format::significant(e.state.economics.pue))
                                  .arg(format::significant(e.state.economics.carbonKgPerKwh)));
}

} // namespace gputco::ui
