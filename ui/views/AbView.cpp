#include "views/AbView.h"

#include "charts/AbTcoChart.h"
#include "export/report/ReportAb.h"
#include "format/Format.h"
#include "models/AbTableModel.h"

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
    , model_(new AbTableModel(this))
{
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

    inputs_ = new QTableWidget(page);
    inputs_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    inputs_->verticalHeader()->hide();
    inputs_->setWordWrap(false);
    inputs_->setAlternatingRowColors(true);
    inputs_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch); // A and B share the width

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
    split->setSizes({560, 440}); // the table's five columns fit in 560 px

    auto* layout = new QVBoxLayout(page);
    layout->addWidget(header_);
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
    inputs_->resizeColumnsToContents();
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
