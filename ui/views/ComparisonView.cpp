#include "views/ComparisonView.h"

#include "format/Format.h"
#include "models/ComparisonTableModel.h"
#include "models/ModeCardsTableModel.h"
#include "style/Palette.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
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

QWidget* titled(const QString& title, const QColor& colour, QWidget* content)
{
    auto* box = new QWidget;
    auto* label = new QLabel(title);
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

    dimensionsTable_ = tableFor(dimensions_);
    dimensionsTable_->setWordWrap(true);
    dimensionsTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    dimensionsTable_->horizontalHeader()->setSectionResizeMode(ComparisonTableModel::Dimension,
                                                               QHeaderView::ResizeToContents);
    dimensionsTable_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* training = tableFor(trainingCards_);
    auto* inference = tableFor(inferenceCards_);
    for (QTableView* t : {training, inference}) {
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        t->horizontalHeader()->setStretchLastSection(true);
        t->setWordWrap(false);
    }
    auto* cards = new QSplitter(Qt::Horizontal);
    cards->addWidget(
        titled(tr("Cards for training (suitable first, then by cost per year)"), palette::kTraining, training));
    cards->addWidget(titled(tr("Cards for serving (suitable first, then by cost per year)"),
                            palette::kInference.darker(130), inference));

    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(dimensionsTable_);
    split->addWidget(cards);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(message_);
    layout->addWidget(split, 1);
}

void ComparisonView::render(const Evaluation& evaluation, const Evaluation* previous)
{
    // The comparison depends on the workload, the economics and the catalogue, not on the selection.
    if (previous && previous->comparison == evaluation.comparison)
        return;
    const auto& problem = evaluation.comparison->problem();
    message_->setText(problem ? tr("Core cannot compare the modes: %1").arg(QString::fromStdString(*problem))
                              : QString());
    message_->setVisible(problem.has_value());
    dimensions_->setEvaluation(this->evaluation());
    trainingCards_->setEvaluation(this->evaluation());
    inferenceCards_->setEvaluation(this->evaluation());
}

} // namespace gputco::ui
