#include "views/ComparisonView.h"

#include "format/Format.h"
#include "models/ComparisonTableModel.h"
#include "models/ModeCardsTableModel.h"
#include "session/ComparisonRun.h"
#include "style/Palette.h"
#include "views/ComparisonFigures.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace gputco::ui {

namespace {

QTableView* tableFor(QAbstractItemModel* model)
{
    auto* table = new QTableView;
    table->setModel(model);
    table->verticalHeader()->hide();
    table->setAlternatingRowColors(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    return table;
}

QWidget* titled(QLabel* label, const QColor& colour, QWidget* content)
{
    auto* box = new QWidget;
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    label->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(colour.name()));
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(content, 1);
    return box;
}

// Columns to their text, but a long card name ("GB300 (Blackwell Ultra GPU in GB300 NVL72)") is elided at 200 px so
// the run's cost and time stay in sight; its tooltip has the whole name.
void fitCardColumns(QTableView* table)
{
    constexpr int kMaxCardWidth = 200;
    table->resizeColumnsToContents();
    if (table->columnWidth(ModeCardsTableModel::Card) > kMaxCardWidth)
        table->setColumnWidth(ModeCardsTableModel::Card, kMaxCardWidth);
}

} // namespace

ComparisonView::ComparisonView(QWidget* parent)
    : EvaluationView(parent)
    , message_(new QLabel(this))
    , dimensions_(new ComparisonTableModel(this))
    , trainingCards_(new ModeCardsTableModel(WorkloadMode::Training, this))
    , inferenceCards_(new ModeCardsTableModel(WorkloadMode::Inference, this))
{
    auto* heading = new QLabel(tr("Train or serve? The same model in both modes, on eight dimensions"), this);
    QFont headingFont = heading->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.15);
    heading->setFont(headingFont);
    message_->setWordWrap(true);
    message_->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(palette::kFailure.darker(130).name()));
    message_->hide();
    sizing_ = new QLabel(this);
    sizing_->setWordWrap(true);

    dimensionsTable_ = tableFor(dimensions_);
    dimensionsTable_->setWordWrap(true);
    dimensionsTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    dimensionsTable_->horizontalHeader()->setSectionResizeMode(ComparisonTableModel::Dimension,
                                                               QHeaderView::ResizeToContents);
    // Rows fit their wrapped text. Measuring it is most of a step's cost, so while a slider moves the rows keep
    // their height and are fitted once the values settle (and at once when the columns change width).
    dimensionsTable_->verticalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    settleLayout_ = new QTimer(this);
    settleLayout_->setSingleShot(true);
    settleLayout_->setInterval(150);
    connect(settleLayout_, &QTimer::timeout, this, &ComparisonView::fitToContents);
    connect(dimensionsTable_->horizontalHeader(), &QHeaderView::sectionResized, dimensionsTable_,
            &QTableView::resizeRowsToContents);

    auto* training = trainingTable_ = tableFor(trainingCards_);
    auto* inference = inferenceTable_ = tableFor(inferenceCards_);
    for (QTableView* t : {training, inference}) {
        // Fitted to the text when the cards change and once a slider stops, like the rows above.
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
        connect(t->model(), &QAbstractItemModel::modelReset, t, [t] { fitCardColumns(t); });
        t->horizontalHeader()->setStretchLastSection(true);
        // Titles at the left of their column: a column widened by a long cell ("... over a year") would put a centred
        // title past the table's edge, and the column showed none.
        t->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        t->setWordWrap(false);
    }
    auto* cards = new QSplitter(Qt::Horizontal);
    trainingTitle_ = new QLabel;
    trainingTitle_->setWordWrap(true);
    cards->addWidget(titled(trainingTitle_, palette::kTraining, training));
    servingTitle_ = new QLabel(tr("Cards for serving (suitable first, then by cost per year)"));
    cards->addWidget(titled(servingTitle_, palette::kInference.darker(130), inference));
    inference->setColumnHidden(ModeCardsTableModel::RunTime, true);
    // Training has the wider half: its run cost and time to finish are the columns it is ranked by.
    cards->setStretchFactor(0, 3);
    cards->setStretchFactor(1, 2);

    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(dimensionsTable_);
    split->addWidget(cards);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    updatingNote_ = new QLabel(tr("Updating the comparison for the changed scenario…"), this);
    updatingNote_->hide();
    results_ = split;
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(updatingNote_);
    layout->addWidget(message_);
    layout->addWidget(sizing_);
    layout->addWidget(split, 1);
}

void ComparisonView::setRun(ComparisonRun* run)
{
    run_ = run;
    if (run_)
        connect(run_, &ComparisonRun::ready, this, [this](const EvaluationPtr&) {
            // Whatever run ended, draw only this view's own evaluation, and only once its comparison is computed.
            const EvaluationPtr& e = evaluation();
            if (updating_ && e && e->comparison && e->comparison->ready())
                draw(*e);
        });
}

void ComparisonView::render(const Evaluation& evaluation, const Evaluation*)
{
    // The comparison depends on the workload, the economics and the catalogue, not on the selection.
    if (!updating_ && shown_ && shown_ == evaluation.comparison)
        return;
    if (run_ && evaluation.comparison && !evaluation.comparison->ready()) {
        showUpdating();
        run_->request(this->evaluation());
        return;
    }
    draw(evaluation);
}

void ComparisonView::showUpdating()
{
    updating_ = true;
    updatingNote_->show();
    results_->setEnabled(false); // the previous scenario's figures, greyed until the new ones land
    if (!shown_)
        fitToContents(); // nothing drawn yet: the empty tables' columns as wide as their titles meanwhile
}

void ComparisonView::draw(const Evaluation& evaluation)
{
    const bool first = shown_ == nullptr;
    updating_ = false;
    shown_ = evaluation.comparison;
    updatingNote_->hide();
    results_->setEnabled(true);
    const auto& problem = evaluation.comparison->problem();
    message_->setText(problem ? tr("Core cannot compare the modes: %1").arg(QString::fromStdString(*problem))
                              : QString());
    message_->setVisible(problem.has_value());
    dimensions_->setEvaluation(this->evaluation());
    trainingTitle_->setText(trainingCardsTitle(evaluation));
    sizing_->setText(comparisonSizingText(evaluation));
    if (first)
        fitToContents();
    else
        settleLayout_->start();
    trainingCards_->setEvaluation(this->evaluation());
    inferenceCards_->setEvaluation(this->evaluation());
}

QString ComparisonView::sizingNote() const { return sizing_->text(); }

QString ComparisonView::trainingCardsCaption() const { return trainingTitle_->text(); }

QString ComparisonView::servingCardsCaption() const { return servingTitle_->text(); }

QString ComparisonView::problem() const { return message_->isVisibleTo(this) ? message_->text() : QString(); }

void ComparisonView::fitToContents()
{
    dimensionsTable_->resizeRowsToContents();
    fitCardColumns(trainingTable_);
    fitCardColumns(inferenceTable_);
}

} // namespace gputco::ui
