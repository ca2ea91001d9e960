#include "views/AbView.h"

#include "charts/AbTcoChart.h"
#include "export/report/ReportAb.h"
#include "format/Format.h"
#include "models/AbTableModel.h"
#include "session/AbCostChanceRun.h"

#include <QFont>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gputco::ui {

AbView::AbView(QWidget* parent)
    : EvaluationView(parent)
    , stack_(new QStackedWidget(this))
    , chanceRun_(new AbCostChanceRun(this))
    , model_(new AbTableModel(this))
{
    connect(chanceRun_, &AbCostChanceRun::ready, this, [this](std::uint64_t) { showCostChance(); });
    stack_->addWidget(buildEmptyPage());
    stack_->addWidget(buildComparisonPage());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(stack_);
}

QWidget* AbView::buildEmptyPage()
{
    auto* page = new QWidget;
    auto* text = new QLabel(
        tr("<h3>Compare two scenarios</h3>"
           "<p>Scenario A is the one on the left, and it stays live: every slider changes it. Scenario B stands "
           "still beside it, so this view shows what a change does: the inputs that differ, each card's GPUs, IT "
           "power, total cost and unit cost in A and in B, and each card's total cost as bars.</p>"
           "<p><b>Pin current as B</b> keeps a copy of the scenario as it is now; then move the sliders. "
           "<b>Compare with scenario B...</b> opens a saved scenario file as B.</p>"),
        page);
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setMaximumWidth(640);
    compareButton_ = new QToolButton(page);
    pinButton_ = new QToolButton(page);
    for (QToolButton* b : {compareButton_, pinButton_}) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setMinimumHeight(32);
    }
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(pinButton_);
    buttons->addWidget(compareButton_);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addWidget(text);
    layout->addLayout(buttons);
    layout->addStretch(1);
    return page;
}

QWidget* AbView::buildComparisonPage()
{
    auto* page = new QWidget;
    header_ = new QLabel(page);
    header_->setWordWrap(true);
    chance_ = new QLabel(page);
    chance_->setWordWrap(true);
    QFont chanceFont = chance_->font();
    chanceFont.setBold(true);
    chance_->setFont(chanceFont);

    inputs_ = new QTableWidget(page);
    inputs_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    inputs_->verticalHeader()->hide();
    // A and B side by side: the setting's name at its width, A and B share the rest, and a long value (a model
    // with its parameter count) wraps onto a second line rather than end in "...".
    inputs_->setWordWrap(true);
    inputs_->setAlternatingRowColors(true);
    inputs_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    inputs_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents); // a few rows: cheap

    table_ = new QTableView(page);
    table_->setModel(model_);
    table_->verticalHeader()->hide();
    table_->setWordWrap(false);
    table_->setAlternatingRowColors(true);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    connect(model_, &QAbstractItemModel::modelReset, table_, &QTableView::resizeColumnsToContents);

    chart_ = new AbTcoChart;

    auto* tables = new QSplitter(Qt::Vertical);
    tables->addWidget(inputs_);
    tables->addWidget(table_);
    tables->setStretchFactor(0, 1);
    tables->setStretchFactor(1, 3);
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(tables);
    split->addWidget(chart_);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({590, 450}); // the five columns, A and B side by side in 590 px; the axis title in 450

    auto* layout = new QVBoxLayout(page);
    layout->addWidget(header_);
    layout->addWidget(chance_);
    layout->addWidget(split, 1);
    return page;
}

void AbView::setActions(QAction* compare, QAction* pin)
{
    compareButton_->setDefaultAction(compare);
    pinButton_->setDefaultAction(pin);
}

void AbView::setScenarioB(const EvaluationPtr& b, const QString& name)
{
    b_ = b;
    nameB_ = name;
    draw();
}

bool AbView::showsComparison() const { return stack_->currentIndex() == 1; }

QString AbView::costChanceText() const { return chance_->text(); }

bool AbView::costChanceUpdating() const { return !chanceRun_->current(); }

void AbView::waitForBackgroundWork() { chanceRun_->waitForIdle(); }

void AbView::showCostChance()
{
    if (!chanceRun_->current() || !b_ || !evaluation())
        return;
    chance_->setEnabled(true);
    const std::optional<AbCostChance>& c = chanceRun_->result();
    if (!c) {
        chance_->setText(tr("Probability that B costs less than A: none (each needs a selected card with a price "
                            "that runs the workload, and both one currency)."));
        return;
    }
    const QString years = c->yearsA == c->yearsB ? tr("over %1 years").arg(c->yearsA)
                                                 : tr("over %1 (A) and %2 (B) years").arg(c->yearsA).arg(c->yearsB);
    chance_->setText(
        tr("Probability that B costs less than A %1: %2").arg(years, format::percent(c->probabilityBCheaper)));
    const auto name = [this](const Evaluation& e, const std::string& id) {
        const Accelerator* card = e.catalogue ? e.catalogue->findCard(id) : nullptr;
        return QString::fromStdString(card ? card->model : id);
    };
    chance_->setToolTip(tr("The lifetime TCO of B's leading card (%1) against A's (%2) in %3 possible futures "
                           "(Monte Carlo, seed %4, A's ranges for A and B's for B). The site's inputs (electricity "
                           "price, PUE, utilisation, life, resale, exchange rate) are drawn once per future for "
                           "both; the same card in both takes one price draw.")
                            .arg(name(*b_, c->cardB), name(*evaluation(), c->cardA), format::integer(c->samples))
                            .arg(c->seed));
}

void AbView::render(const Evaluation&, const Evaluation*) { draw(); }

void AbView::draw()
{
    const EvaluationPtr& a = evaluation();
    stack_->setCurrentIndex(b_ ? 1 : 0);
    if (!a || !b_) {
        model_->setEvaluations(nullptr, nullptr);
        return;
    }
    QString header = tr("<b>A</b>: the current scenario, live. <b>B</b>: \u201c%1\u201d. The change is B against A; "
                        "green: B lower (better), vermilion: B higher.")
                         .arg(nameB_.toHtmlEscaped());
    const QString currencyA = QString::fromStdString(a->state.economics.currency);
    const QString currencyB = QString::fromStdString(b_->state.economics.currency);
    header += QLatin1Char(' ')
              + (currencyA == currencyB ? tr("Money in %1.").arg(currencyA)
                                        : tr("Money in %1 (A) and %2 (B): not compared.").arg(currencyA, currencyB));
    for (const Evaluation* e : {a.get(), b_.get()})
        if (e->inputError)
            header += QStringLiteral("<br>")
                      + tr("%1: core cannot size this workload: %2")
                            .arg(e == a.get() ? tr("A") : tr("B"),
                                 QString::fromStdString(e->inputError->describe()).toHtmlEscaped());
    header_->setText(header);
    // The Monte Carlo runs off the GUI thread: the previous figure greyed until this A and B's lands.
    chanceRun_->request(a, b_);
    chance_->setEnabled(false);
    chance_->setText(tr("Probability that B costs less than A: updating…"));
    chance_->setToolTip(QString());
    drawInputs(*a, *b_);
    model_->setEvaluations(a, b_);
    drawChart(*a, *b_);
}

void AbView::drawInputs(const Evaluation& a, const Evaluation& b)
{
    // The same list of differing inputs as the A/B report prints.
    const ReportTable differences = differenceTable(a, b);
    inputs_->setColumnCount(static_cast<int>(differences.header.size()));
    inputs_->setHorizontalHeaderLabels(differences.header);
    inputs_->setRowCount(static_cast<int>(differences.rows.size()));
    for (int r = 0; r < differences.rows.size(); ++r)
        for (int c = 0; c < differences.rows[r].size(); ++c) {
            const ReportCell& cell = differences.rows[r][c];
            auto* item = new QTableWidgetItem(cell.text);
            QFont font = item->font();
            font.setBold(cell.bold);
            item->setFont(font);
            item->setToolTip(cell.text);
            inputs_->setItem(r, c, item);
        }
    inputs_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
}

void AbView::drawChart(const Evaluation& a, const Evaluation&)
{
    // The bars are the table's TCO rows: the same figures, drawn.
    const AbFigures& figures = model_->figures();
    double largest = 0.0;
    for (const AbFigureRow& row : figures.rows)
        if (row.figure == AbFigure::Tco)
            largest = std::max({largest, row.a.value_or(0.0), figures.sameCurrency ? row.b.value_or(0.0) : 0.0});
    const format::MoneyScale scale = format::moneyScale(largest, figures.currencyA);
    const double divisor = scale.divisor;
    const QString& unit = scale.unit;
    auto scaled = [divisor](const std::optional<double>& v) {
        return v ? std::optional<double>(*v / divisor) : std::nullopt;
    };
    std::vector<AbTcoBar> bars;
    for (const AbFigureRow& row : figures.rows)
        if (row.figure == AbFigure::Tco)
            bars.push_back({row.card, scaled(row.a), figures.sameCurrency ? scaled(row.b) : std::nullopt});
    chart_->setBars(bars, tr("Total cost of ownership (%1)").arg(unit), tr("A (current)"), tr("B"));

    bool anyWithoutPrice = false;
    for (std::size_t i : a.selected)
        anyWithoutPrice = anyWithoutPrice || (a.cards[i].economics.tco && !a.cards[i].economics.capexKnown());
    for (std::size_t i : b_->selected)
        anyWithoutPrice = anyWithoutPrice || (b_->cards[i].economics.tco && !b_->cards[i].economics.capexKnown());
    QString note = tr("Capex plus running cost over each scenario's period (A %1 years, B %2 years), as in the "
                      "Power & cost view. No bar: the card is not compared in that scenario or cannot be deployed.")
                       .arg(a.state.economics.years)
                       .arg(b_->state.economics.years);
    if (!figures.sameCurrency)
        note +=
            tr(" B counts money in %1 and A in %2: B's bars are left out.").arg(figures.currencyB, figures.currencyA);
    if (anyWithoutPrice)
        note += tr(" A card without a catalogue price shows its running cost only.");
    chart_->setFootnote(note);
}

} // namespace gputco::ui
