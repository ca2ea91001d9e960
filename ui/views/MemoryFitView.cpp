#include "views/MemoryFitView.h"

#include "charts/MemoryFitChart.h"
#include "style/Palette.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace gputco::ui {

MemoryFitView::MemoryFitView(QWidget* parent)
    : EvaluationView(parent)
    , sort_(new QComboBox(this))
    , message_(new QLabel(this))
    , shown_(new QLabel(this))
    , chart_(new MemoryFitChart(this))
{
    sort_->addItem(tr("Fit (fewest GPUs first)"), static_cast<int>(MemoryFitSort::ByFit));
    sort_->addItem(tr("Card price"), static_cast<int>(MemoryFitSort::ByCost));
    sort_->addItem(tr("Name"), static_cast<int>(MemoryFitSort::ByName));
    sort_->setToolTip(tr("Order of the cards in the chart"));

    message_->setWordWrap(true);
    message_->setStyleSheet(QStringLiteral("QLabel { color: %1; font-weight: bold; }").arg(palette::kFailure.name()));
    message_->hide();

    shown_->setWordWrap(true);
    shown_->hide();

    auto* options = new QHBoxLayout;
    options->addWidget(new QLabel(tr("Sort by"), this));
    options->addWidget(sort_);
    options->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(options);
    layout->addWidget(message_);
    layout->addWidget(shown_);
    layout->addWidget(chart_, 1);

    connect(sort_, &QComboBox::currentIndexChanged, this, [this] {
        if (evaluation())
            redraw(*evaluation());
    });
}

QString MemoryFitView::shownNote() const { return shown_->text(); }

void MemoryFitView::render(const Evaluation& evaluation, const Evaluation* previous)
{
    // Economics do not move memory: skip the redraw when only they changed.
    if (previous && previous->catalogue == evaluation.catalogue && previous->state.workload == evaluation.state.workload
        && previous->state.selectedCardIds == evaluation.state.selectedCardIds)
        return;
    redraw(evaluation);
}

void MemoryFitView::redraw(const Evaluation& evaluation)
{
    if (evaluation.inputError) {
        message_->setText(
            tr("Core cannot size this workload: %1").arg(QString::fromStdString(evaluation.inputError->describe())));
        message_->show();
    } else if (evaluation.selected.empty()) {
        message_->setText(tr("No cards selected: tick cards in the Cards panel to compare them."));
        message_->show();
    } else {
        message_->hide();
    }
    chart_->setRows(memoryFitRows(evaluation, static_cast<MemoryFitSort>(sort_->currentData().toInt())));
    shown_->setText(memoryFitShownNote(chart_->rows().size(), evaluation.selected.size()));
    shown_->setVisible(!shown_->text().isEmpty());
    chart_->setFootnote(memoryFitFootnote(evaluation));
}

} // namespace gputco::ui
