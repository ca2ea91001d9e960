#include "views/SensitivityView.h"

#include "charts/TornadoChart.h"
#include "models/SensitivityRangesModel.h"
#include "style/Palette.h"
#include "uncertainty/LazyTornado.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableView>
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
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(SensitivityRangesModel::SourceColumn, QHeaderView::Stretch);

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

QString SensitivityView::answer() const { return answer_->text(); }

std::string SensitivityView::shownCardId() const { return card_->currentData().toString().toStdString(); }

void SensitivityView::render(const Evaluation& evaluation, const Evaluation*)
{
    fillCards(evaluation);
    draw(evaluation);
}

void SensitivityView::fillCards(const Evaluation& e)
{
    const QSignalBlocker blocker(card_);
    card_->clear();
    if (e.tornado)
        for (std::size_t i : e.selected)
            if (e.tornado->forCard(e.cards[i].card->id))
                card_->addItem(QString::fromStdString(e.cards[i].card->model),
                               QString::fromStdString(e.cards[i].card->id));
    int index = card_->findData(QString::fromStdString(chosenCardId_));
    if (index < 0)
        if (const CardEvaluation* d = defaultSensitivityCard(e))
            index = card_->findData(QString::fromStdString(d->card->id));
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
    {
        const QSignalBlocker blocker(measure_);
        measure_->clear();
        measure_->addItem(sensitivityMeasureLabel(e, SensitivityMeasure::LifetimeTco),
                          static_cast<int>(SensitivityMeasure::LifetimeTco));
        if (tornado && tornado->typicalUnitCost)
            measure_->addItem(sensitivityMeasureLabel(e, SensitivityMeasure::UnitCost),
                              static_cast<int>(SensitivityMeasure::UnitCost));
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
    ranges_->setRows(rangeRows(e, id));
    table_->resizeRowsToContents();
}

} // namespace gputco::ui
