#include "views/RecommendView.h"
#include "format/CardLookup.h"
#include "scenario/ChartedOptions.h"

#include "charts/ParetoChart.h"
#include "format/Format.h"
#include "format/OptionSharesText.h"
#include "format/RecommendationRuleText.h"
#include "format/RecommendationText.h"
#include "models/RecommendOptionsFilter.h"
#include "models/RecommendOptionsModel.h"
#include "session/RecommendationSearch.h"
#include "style/Palette.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace gputco::ui {

namespace {

constexpr int kCardColumnMaxWidth = 200; // px at 100 % scale: about 25 characters
// Facility names run to 50 characters: capped (the tooltip has them whole) so the costs and shares stay in view.
constexpr int kFacilityColumnMaxWidth = 190;
// The left-out table lists this many cards at most: a 100,000-card catalogue can leave out tens of thousands, and a
// table of wrapped reasons is measured row by row. The built-in catalogue has 65 cards, all listed as before.
constexpr int kLeftOutMostRows = 1000;
// The Pareto chart's log cost axis, a view option kept across sessions.
constexpr char kLogCostKey[] = "views/recommendLogCostAxis";

QLabel* boldLabel(const QString& text, double scale = 1.0)
{
    auto* label = new QLabel(text);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * scale);
    label->setFont(font);
    return label;
}

QWidget* titled(const QString& title, QWidget* content)
{
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(boldLabel(title));
    layout->addWidget(content, 1);
    return box;
}

// Money on the chart in the axis' unit ("million CNY"): the largest of the options and the current point.
format::MoneyScale chartScale(const ScenarioRecommendation& r, const QString& currency)
{
    double largest = 0.0;
    for (const RecommendOption& o : r.result.ranked)
        largest = std::max(largest, o.rankValue);
    if (r.current && r.current->totalCost && r.rankBy == RankMetric::TotalCost)
        largest = std::max(largest, r.current->totalCost->inCurrencyUnits());
    return format::moneyScale(largest, currency);
}

} // namespace

RecommendView::RecommendView(QWidget* parent)
    : EvaluationView(parent)
    , headline_(new QLabel(this))
    , ownedRented_(new QLabel(this))
    , shares_(new QLabel(this))
    , options_(new RecommendOptionsModel(this))
    , filter_(new RecommendOptionsFilter(options_, this))
    , cardFilter_(new QLineEdit(this))
    , ownershipFilter_(new QComboBox(this))
    , tree_(new QTreeView(this))
    , chart_(new ParetoChart(this))
    , leftOut_(new QTableWidget(0, 2, this))
    , useOption_(new QPushButton(tr("&Use this option"), this))
    , tableNote_(new QLabel(this))
    , leftOutNote_(new QLabel(this))
    , readRest_(new QTimer(this))
{
    for (QLabel* note : {tableNote_, leftOutNote_}) {
        note->setWordWrap(true);
        note->hide();
    }
    auto* heading = boldLabel(tr("Which card, how many, where, at what cost? The options that meet the targets"), 1.15);
    headline_->setWordWrap(true);
    headline_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont headlineFont = headline_->font();
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.1);
    headline_->setFont(headlineFont);
    ownedRented_->setWordWrap(true);
    ownedRented_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    shares_->setWordWrap(true);
    shares_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    shares_->setToolTip(tr("A Monte Carlo over the ranges of the Uncertainty group: the site's inputs are drawn once "
                           "per future for all options, each card's price once for all its options"));

    rule_ = new QLabel(this);
    rule_->setWordWrap(true);
    rule_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    rule_->setToolTip(tr("The rules every figure below follows; the Economics and Workload panels change them"));

    cardFilter_->setPlaceholderText(tr("Filter by card or vendor"));
    cardFilter_->setClearButtonEnabled(true);
    cardFilter_->setMinimumWidth(cardFilter_->fontMetrics().horizontalAdvance(cardFilter_->placeholderText()) + 40);
    connect(cardFilter_, &QLineEdit::textChanged, filter_, &RecommendOptionsFilter::setCardText);
    ownershipFilter_->addItem(tr("Owned and rented"), static_cast<int>(RecommendOptionsFilter::Ownership::Any));
    ownershipFilter_->addItem(tr("Owned only"), static_cast<int>(RecommendOptionsFilter::Ownership::Owned));
    ownershipFilter_->addItem(tr("Rented only"), static_cast<int>(RecommendOptionsFilter::Ownership::Rented));
    ownershipFilter_->setToolTip(tr("Which options the table lists; what the search covers is set under Targets "
                                    "(Own or rent)"));
    connect(ownershipFilter_, &QComboBox::currentIndexChanged, this, [this] {
        filter_->setOwnership(static_cast<RecommendOptionsFilter::Ownership>(ownershipFilter_->currentData().toInt()));
    });

    tree_->setModel(filter_);
    tree_->setAlternatingRowColors(true);
    tree_->setSelectionBehavior(QAbstractItemView::SelectRows);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);
    tree_->setUniformRowHeights(true);
    tree_->setWordWrap(false);
    tree_->setSortingEnabled(true);
    tree_->sortByColumn(RecommendOptionsModel::Rank, Qt::AscendingOrder);
    tree_->header()->setStretchLastSection(true);
    connect(options_, &QAbstractItemModel::modelReset, this, [this] { fitColumns(); });
    connect(options_, &QAbstractItemModel::modelReset, this, &RecommendView::showListedRows);
    connect(options_, &QAbstractItemModel::rowsInserted, this, &RecommendView::showListedRows);
    // A card filter covers every card: the pages not read yet are read one per turn of the event loop, so the
    // window keeps answering while the filter runs through 100,000 cards (as the catalogue editor's search).
    readRest_->setSingleShot(true);
    readRest_->setInterval(0);
    connect(cardFilter_, &QLineEdit::textChanged, readRest_, qOverload<>(&QTimer::start));
    connect(cardFilter_, &QLineEdit::textChanged, this, &RecommendView::showListedRows);
    connect(readRest_, &QTimer::timeout, this, [this] {
        if (cardFilter_->text().trimmed().isEmpty() || !options_->canFetchMore({}))
            return;
        options_->fetchMore({});
        readRest_->start();
    });
    connect(tree_, &QTreeView::doubleClicked, this, [this] { useSelectedOption(); });

    useOption_->setToolTip(tr("Tick the option's card and set its precision, GPUs and facility in the scenario "
                              "(one undo step); every view follows"));
    connect(useOption_, &QPushButton::clicked, this, &RecommendView::useSelectedOption);

    leftOut_->setHorizontalHeaderLabels({tr("Card"), tr("Left out because it")});
    leftOut_->verticalHeader()->hide();
    leftOut_->horizontalHeader()->setStretchLastSection(true);
    leftOut_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    leftOut_->setAlternatingRowColors(true);
    leftOut_->setWordWrap(true);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(useOption_);
    buttons->addStretch(1);
    // Costs that span decades (a rented small card beside owned large ones) read on a log axis; the linear one
    // fits the recommendation and its near competitors and says what is above it.
    logCost_ = new QCheckBox(tr("Log cost axis"), this);
    logCost_->setToolTip(tr("Draw the chart's cost axis on a logarithmic scale, so options that cost ten or a "
                            "hundred times the recommendation show too (offered when the costs span a decade)"));
    logCost_->setChecked(QSettings().value(kLogCostKey, false).toBool());
    chart_->setLogScale(logCost_->isChecked());
    connect(logCost_, &QCheckBox::toggled, this, [this](bool on) {
        chart_->setLogScale(on);
        QSettings().setValue(kLogCostKey, on);
    });
    buttons->addWidget(logCost_);
    auto* optionsBox = new QWidget;
    auto* optionsLayout = new QVBoxLayout(optionsBox);
    optionsLayout->setContentsMargins(0, 0, 0, 0);
    auto* optionsHeading = new QHBoxLayout;
    optionsHeading->addWidget(
        boldLabel(tr("Ranked options: each card's best, owned or rented (open a row for its other options)")), 1);
    optionsHeading->addWidget(cardFilter_);
    optionsHeading->addWidget(ownershipFilter_);
    optionsLayout->addLayout(optionsHeading);
    optionsLayout->addWidget(tree_, 1);
    optionsLayout->addWidget(tableNote_);
    optionsLayout->addLayout(buttons);

    auto* leftOutBox = titled(tr("Cards left out, with the first reason"), leftOut_);
    leftOutBox->layout()->addWidget(leftOutNote_);

    auto* lower = new QSplitter(Qt::Horizontal);
    lower->addWidget(chart_);
    lower->addWidget(leftOutBox);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 2);
    lower->setSizes({560, 440}); // the chart needs the width: its legend and title are long

    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(optionsBox);
    split->addWidget(lower);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);

    results_ = split;
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(headline_);
    layout->addWidget(ownedRented_);
    layout->addWidget(shares_);
    layout->addWidget(rule_);
    layout->addWidget(split, 1);
}

void RecommendView::setSearch(RecommendationSearch* search)
{
    search_ = search;
    if (search_)
        connect(search_, &RecommendationSearch::ready, this, [this](const EvaluationPtr&) {
            // Whatever search ended, draw only this view's own evaluation, and only once its search is done.
            const EvaluationPtr& e = evaluation();
            if (updating_ && e && e->recommendation && e->recommendation->ready())
                draw(*e);
        });
}

const QAbstractItemModel* RecommendView::leftOutModel() const { return leftOut_->model(); }

QString RecommendView::headline() const { return headline_->text(); }

QString RecommendView::sharesSummary() const { return shares_->text(); }

QString RecommendView::ruleLine() const { return rule_->text(); }

QString RecommendView::ownershipLine() const { return ownedRented_->text(); }

void RecommendView::fitColumns()
{
    tree_->setColumnHidden(RecommendOptionsModel::PresentValue, !options_->discounted());
    tree_->setColumnHidden(RecommendOptionsModel::Energy, options_->training());
    for (int c = 0; c < RecommendOptionsModel::ColumnCount; ++c)
        tree_->resizeColumnToContents(c);
    const int facility = RecommendOptionsModel::Facility;
    tree_->setColumnWidth(facility, std::min(tree_->columnWidth(facility), kFacilityColumnMaxWidth));
}

void RecommendView::scrollToRecommended()
{
    const QModelIndex shown = filter_->mapFromSource(options_->recommendedIndex());
    if (shown.isValid())
        tree_->scrollTo(shown, QAbstractItemView::EnsureVisible);
    else if (filter_->rowCount() > 0) // filtered out: the top of what is listed
        tree_->scrollToTop();
}

QString RecommendView::chartShownNote() const { return chartNote_; }

QString RecommendView::tableShownNote() const { return tableNote_->isHidden() ? QString() : tableNote_->text(); }

void RecommendView::showListedRows()
{
    // The rows are the cheapest groups in rank order: say how many, since the sort and the filter cover only those.
    const int listed = options_->rowCount();
    const int total = options_->totalRows();
    const bool partial = listed < total;
    QStringList lines;
    if (partial)
        lines << (cardFilter_->text().trimmed().isEmpty()
                      ? tr("Showing the first %1 of %2 rows (cheapest first). Scroll down to read more; sorting covers "
                           "the rows read so far.")
                            .arg(QLocale().toString(listed), QLocale().toString(total))
                      : tr("Filtering: %1 of %2 rows read so far.")
                            .arg(QLocale().toString(listed), QLocale().toString(total)));
    // A big catalogue's search keeps only its cheapest options (core/scenario/ChartedOptions.h): the rows are theirs.
    const EvaluationPtr& e = evaluation();
    if (e && e->recommendation && e->recommendation->ready()) {
        const RecommendResult& r = e->recommendation->get().result;
        if (r.rankedCount > r.ranked.size())
            lines << tr("The rows hold the %1 cheapest of %2 options; the others are counted, not listed (the chart "
                        "draws the whole Pareto front).")
                         .arg(QLocale().toString(static_cast<qulonglong>(r.ranked.size())),
                              QLocale().toString(static_cast<qulonglong>(r.rankedCount)));
    }
    tableNote_->setText(lines.join(u' '));
    tableNote_->setVisible(!lines.isEmpty());
}

QStringList RecommendView::leftOutLines() const
{
    QStringList lines;
    for (int row = 0; row < leftOut_->rowCount(); ++row)
        lines << leftOut_->item(row, 0)->text() + QStringLiteral(": ") + leftOut_->item(row, 1)->text();
    return lines;
}

void RecommendView::useSelectedOption()
{
    if (updating_)
        return; // the rows are the previous scenario's
    const QModelIndexList rows = tree_->selectionModel()->selectedRows();
    const RecommendOption* option =
        rows.isEmpty() ? options_->option(0) : options_->option(filter_->mapToSource(rows.front()));
    if (option)
        emit useOptionRequested(*option);
}

void RecommendView::render(const Evaluation& evaluation, const Evaluation*)
{
    if (!updating_ && shown_ && shown_ == evaluation.recommendation)
        return;
    if (search_ && evaluation.recommendation && !evaluation.recommendation->ready()) {
        showUpdating();
        search_->request(this->evaluation());
        return;
    }
    draw(evaluation);
}

void RecommendView::showUpdating()
{
    updating_ = true;
    headline_->setStyleSheet(QString());
    headline_->setText(tr("Updating the recommendation for the changed scenario…"));
    shares_->setEnabled(false); // the previous scenario's futures, greyed until the new ones land
    ownedRented_->setEnabled(false);
    results_->setEnabled(false);
    useOption_->setEnabled(false);
}

void RecommendView::draw(const Evaluation& evaluation)
{
    updating_ = false;
    shown_ = evaluation.recommendation;
    results_->setEnabled(true);
    const QString sentence = RecommendationText::recommendationSentence(evaluation);
    if (headline_->text() != sentence)
        headline_->setText(sentence);
    shares_->setEnabled(true);
    ownedRented_->setEnabled(true);
    const QString shares = OptionSharesText::summary(evaluation);
    if (shares_->text() != shares)
        shares_->setText(shares);
    shares_->setVisible(!shares.isEmpty());
    if (const QString rule = RecommendationRuleText::ruleLine(evaluation); rule_->text() != rule)
        rule_->setText(rule);
    const QString sides = RecommendationText::ownershipSentence(evaluation);
    if (ownedRented_->text() != sides)
        ownedRented_->setText(sides);
    ownedRented_->setVisible(!sides.isEmpty());
    const bool failed = !evaluation.recommendation || !evaluation.recommendation->get().recommended();
    headline_->setStyleSheet(failed ? QStringLiteral("QLabel { color: %1; }").arg(palette::kFailure.darker(130).name())
                                    : QString());
    options_->setEvaluation(this->evaluation());
    showListedRows(); // the model may keep its rows (new values): the note follows the new answer all the same
    useOption_->setEnabled(options_->rowCount() > 0);
    scrollToRecommended();
    showChart(evaluation);
    showLeftOut(evaluation);
}

void RecommendView::showChart(const Evaluation& evaluation)
{
    ParetoPicture picture;
    if (evaluation.recommendation) {
        const ScenarioRecommendation& r = evaluation.recommendation->get();
        const QString currency = QString::fromStdString(evaluation.state.economics.currency);
        const format::MoneyScale scale = chartScale(r, currency);
        // Inference latency in ms per output token, training run time in days.
        const double perSecond = r.training ? 1.0 / 86400.0 : 1000.0;
        auto point = [&](double latencySeconds, double cost, bool front) {
            return ParetoPoint{latencySeconds * perSecond, cost / scale.divisor, front, {}};
        };
        // A big catalogue's hundreds of thousands of options cannot all be drawn: the cheapest and the front are. The
        // search kept only the first options: the front's members past them come from its front.
        const std::vector<std::size_t> drawn = chartedOptions(r.result.ranked);
        std::vector<const RecommendOption*> shown;
        shown.reserve(drawn.size());
        for (std::size_t i : drawn)
            shown.push_back(&r.result.ranked[i]);
        for (const RecommendOption* o : frontPastKept(r.result))
            shown.push_back(o);
        for (const RecommendOption* o : shown) {
            ParetoPoint p = point(o->latencySeconds, o->rankValue, o->onParetoFront);
            const Accelerator* card = cardById(evaluation.catalogue, o->cardId);
            p.name = QString::fromStdString(card ? card->model : o->cardId);
            if (o->rented)
                p.name = tr("%1 rented").arg(p.name);
            picture.options.push_back(p);
        }
        if (const RecommendOption* first = r.recommended())
            picture.recommended = point(first->latencySeconds, first->rankValue, true);
        if (r.current && r.current->totalCost && r.rankBy == RankMetric::TotalCost)
            picture.current = point(r.current->latencySeconds, r.current->totalCost->inCurrencyUnits(), false);
        picture.latencyTitle = r.training ? tr("Run time (days)") : tr("Time per output token (ms)");
        const QString metric = r.rankBy == RankMetric::CostPerMillionTokens ? tr("Cost per million tokens")
                               : r.rankBy == RankMetric::CostPerRun         ? tr("Cost per run")
                                                                            : tr("Total cost");
        // The abbreviated unit: "Total cost (million CNY)" was cut short along the chart's short vertical axis.
        picture.costTitle = tr("%1 (%2)").arg(metric, scale.shortUnit);
        picture.costUnit = scale.unit;
        // Every option ranked, kept or not (the search counts them all).
        const std::size_t ranked = std::max(r.result.rankedCount, r.result.ranked.size());
        chartNote_ = shown.size() < ranked
                         ? tr("Showing the %1 cheapest of %2 options and the Pareto front: a chart cannot show more.")
                               .arg(QLocale().toString(
                                        static_cast<qulonglong>(std::min(kChartedOptionsMost, r.result.ranked.size()))),
                                    QLocale().toString(static_cast<qulonglong>(ranked)))
                         : QString();
        const QString footnote = tr("%n option(s) ranked over %1 years; indicative prices; the square is this "
                                    "scenario's leading card as the other views size it",
                                    nullptr, static_cast<int>(ranked))
                                     .arg(evaluation.state.economics.years);
        chart_->setFootnote(chartNote_.isEmpty() ? footnote : chartNote_ + u' ' + footnote);
    } else {
        chartNote_.clear();
    }
    chart_->setPicture(picture);
    logCost_->setEnabled(chart_->spansDecades() || logCost_->isChecked());
}

void RecommendView::showLeftOut(const Evaluation& evaluation)
{
    const std::vector<CardLeftOut> none;
    const std::vector<CardLeftOut>& cards =
        evaluation.recommendation ? evaluation.recommendation->get().result.leftOut : none;
    const int listed = std::min(static_cast<int>(cards.size()), kLeftOutMostRows);
    leftOut_->setRowCount(listed);
    for (int row = 0; row < listed; ++row) {
        const CardLeftOut& c = cards[static_cast<std::size_t>(row)];
        const Accelerator* card = cardById(evaluation.catalogue, c.cardId);
        auto* name = new QTableWidgetItem(QString::fromStdString(card ? card->model : c.cardId));
        auto* reason = new QTableWidgetItem(RecommendationText::leftOutReasonText(c.reason));
        // The English detail carries the figures (the split searched, the facility that refused it).
        reason->setToolTip(reason->text() + QLatin1Char('\n') + QString::fromStdString(c.detail));
        leftOut_->setItem(row, 0, name);
        leftOut_->setItem(row, 1, reason);
    }
    // Long card names ("Ascend 310P (per chip; ...)") must not push the reason out of sight.
    leftOut_->resizeColumnToContents(0);
    leftOut_->setColumnWidth(0, std::min(leftOut_->columnWidth(0), kCardColumnMaxWidth));
    // Each row as tall as its wrapped reason: a Chinese reason has no spaces and would otherwise be cut off.
    leftOut_->resizeRowsToContents();
    const bool partial = listed < static_cast<int>(cards.size());
    if (partial)
        leftOutNote_->setText(
            tr("Showing the first %1 of %2 cards left out.")
                .arg(QLocale().toString(listed), QLocale().toString(static_cast<qulonglong>(cards.size()))));
    leftOutNote_->setVisible(partial);
}

} // namespace gputco::ui
