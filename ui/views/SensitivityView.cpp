#include "views/SensitivityView.h"

#include "charts/TornadoChart.h"
#include "models/SensitivityRangesModel.h"
#include "scenario/SensitivityCard.h"
#include "style/Palette.h"
#include "uncertainty/LazyTornado.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace gputco::ui {

SensitivityView::SensitivityView(QWidget* parent)
    : EvaluationView(parent)
    , message_(new QLabel(this))
    , card_(new QComboBox(this))
    , measure_(new QComboBox(this))
    , answer_(new QLabel(this))
    , chart_(new TornadoChart)
    , ranges_(new SensitivityRangesModel(this))
    , table_(new QTableView)
    , settleLayout_(new QTimer(this))
{
    message_->setWordWrap(true);
    message_->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(palette::kFailure.darker(130).name()));
    message_->hide();
    card_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    card_->setToolTip(tr("The selected card whose tornado is drawn"));
    measure_->setToolTip(tr("What the bars measure"));
    QFont bold = answer_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    answer_->setFont(bold);
    answer_->setWordWrap(true);

    // View options only: the slot keeps the choice and draws the same evaluation again.
    connect(card_, &QComboBox::activated, this, [this](int index) {
        chosenCardId_ = card_->itemData(index).toString().toStdString();
        if (evaluation())
            draw(*evaluation());
    });
    connect(measure_, &QComboBox::activated, this, [this] {
        if (evaluation())
            draw(*evaluation());
    });

    table_->setModel(ranges_);
    table_->verticalHeader()->hide();
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(true);
    // Measuring wrapped text is most of a step's cost: columns and rows are fitted when a slider stops (and when
    // the source column changes width), not on every step.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table_->horizontalHeader()->setStretchLastSection(true); // the source
    settleLayout_->setSingleShot(true);
    settleLayout_->setInterval(150);
    connect(settleLayout_, &QTimer::timeout, this, &SensitivityView::fitTable);
    connect(table_->horizontalHeader(), &QHeaderView::sectionResized, table_, &QTableView::resizeRowsToContents);

    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Card:"), this));
    controls->addWidget(card_);
    controls->addSpacing(16);
    controls->addWidget(new QLabel(tr("Measure:"), this));
    controls->addWidget(measure_);
    controls->addStretch(1);

    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(chart_);
    split->addWidget(table_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({3000, 2000});

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(message_);
    layout->addWidget(answer_);
    layout->addWidget(split, 1);
}

void SensitivityView::fitTable()
{
    // Every column to its text but the source, which takes the rest of the width and wraps.
    for (int c = 0; c < SensitivityRangesModel::SourceColumn; ++c)
        table_->resizeColumnToContents(c);
    table_->resizeRowsToContents();
}

QString SensitivityView::answer() const { return answer_->text(); }

std::string SensitivityView::shownCardId() const { return card_->currentData().toString().toStdString(); }

void SensitivityView::render(const Evaluation& evaluation, const Evaluation*)
{
    fillCards(evaluation);
    draw(evaluation);
}

namespace {

// Fills `box` with (text, data) items unless it holds them already: refilling a combo box on every slider step
// would lay the view out again each time.
void setItems(QComboBox& box, const QList<std::pair<QString, QVariant>>& items)
{
    bool same = box.count() == items.size();
    for (int i = 0; same && i < box.count(); ++i)
        same = box.itemText(i) == items[i].first && box.itemData(i) == items[i].second;
    if (same)
        return;
    const QSignalBlocker blocker(&box);
    box.clear();
    for (const auto& [text, data] : items)
        box.addItem(text, data);
}

} // namespace

void SensitivityView::fillCards(const Evaluation& e)
{
    QList<std::pair<QString, QVariant>> items;
    if (e.tornado)
        for (std::size_t i : e.selected)
            if (e.tornado->forCard(e.cards[i].card->id))
                items.append(
                    {QString::fromStdString(e.cards[i].card->model), QString::fromStdString(e.cards[i].card->id)});
    setItems(*card_, items);
    int index = card_->findData(QString::fromStdString(chosenCardId_));
    if (index < 0)
        if (const CardEvaluation* d = defaultSensitivityCard(e))
            index = card_->findData(QString::fromStdString(d->card->id));
    const QSignalBlocker blocker(card_);
    card_->setCurrentIndex(index);
}

void SensitivityView::draw(const Evaluation& e)
{
    QString problem;
    if (e.inputError)
        problem = tr("Core cannot size this workload: %1").arg(QString::fromStdString(e.inputError->describe()));
    else if (e.selected.empty())
        problem = tr("No cards selected: tick cards in the Cards panel to see what moves their cost.");
    else if (e.tornado && e.tornado->problem())
        problem = tr("Core cannot vary the inputs: %1").arg(QString::fromStdString(*e.tornado->problem()));
    else if (card_->count() == 0)
        problem = tr("None of the selected cards has a total cost to vary (none can run this workload).");
    message_->setText(problem);
    message_->setVisible(!problem.isEmpty());

    const std::string id = card_->currentData().toString().toStdString();
    const CardTornado* tornado = e.tornado && !id.empty() ? e.tornado->forCard(id) : nullptr;

    // The measure's choices follow the card: a unit cost only where the card has one.
    const auto wanted = static_cast<SensitivityMeasure>(measure_->currentData().toInt());
    QList<std::pair<QString, QVariant>> measures{{sensitivityMeasureLabel(e, SensitivityMeasure::LifetimeTco),
                                                  static_cast<int>(SensitivityMeasure::LifetimeTco)}};
    if (tornado && tornado->typicalUnitCost)
        measures.append(
            {sensitivityMeasureLabel(e, SensitivityMeasure::UnitCost), static_cast<int>(SensitivityMeasure::UnitCost)});
    setItems(*measure_, measures);
    {
        const QSignalBlocker blocker(measure_);
        measure_->setCurrentIndex(std::max(0, measure_->findData(static_cast<int>(wanted))));
    }
    if (!tornado) {
        chart_->setBars({}, 0.0, QString());
        chart_->setFootnote(QString());
        answer_->clear();
        ranges_->setRows({});
        return;
    }
    const TornadoFigure f =
        tornadoFigure(e, *tornado, static_cast<SensitivityMeasure>(measure_->currentData().toInt()));
    chart_->setQuestion(f.question);
    chart_->setBars(f.bars, f.typical, f.axisTitle);
    chart_->setFootnote(f.footnote);
    answer_->setText(f.answer);
    std::vector<RangeRow> rows = rangeRows(e, id);
    if (rows != ranges_->rows()) {
        const bool first = ranges_->rows().empty();
        ranges_->setRows(std::move(rows));
        if (first)
            fitTable();
        else
            settleLayout_->start();
    }
}

} // namespace gputco::ui
