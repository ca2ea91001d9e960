#include "views/ServingView.h"

#include "charts/LineComparisonChart.h"
#include "format/Format.h"
#include "style/Palette.h"
#include "views/ServingFigureLines.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <initializer_list>

namespace gputco::ui {

ServingView::ServingView(QWidget* parent)
    : EvaluationView(parent)
    , message_(new QLabel(this))
    , answer_(new QLabel(this))
    , ttft_(new LineComparisonChart(tr("How long until the first token, as the load grows?")))
    , tpot_(new LineComparisonChart(tr("How fast do tokens follow, as the load grows?")))
    , table_(new QTableWidget(this))
{
    message_->setWordWrap(true);
    message_->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(palette::kFailure.darker(130).name()));
    message_->hide();
    QFont bold = answer_->font();
    bold.setBold(true);
    answer_->setFont(bold);
    answer_->setWordWrap(true);
    ttft_->setAxisTitles(tr("Arrivals per replica (requests/s)"), tr("Time to first token (ms)"));
    tpot_->setAxisTitles(tr("Arrivals per replica (requests/s)"), tr("Time per output token (ms)"));
    // At the side, where each card's name reads whole; under the plot nine cards were cut to "A10...", "Insti...".
    ttft_->setLegendAlignment(Qt::AlignRight);
    tpot_->setLegendAlignment(Qt::Alignment()); // the same cards and colours as the TTFT chart's legend

    table_->setColumnCount(servingTableHeaders().size());
    table_->setHorizontalHeaderLabels(servingTableHeaders());
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAlternatingRowColors(true);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    // The tab widget takes its largest page's minimum width, and the docks give way to it: the charts and the table
    // may shrink as far as any other view does, so this view never narrows the Targets and Economics docks.
    for (QWidget* w : std::initializer_list<QWidget*>{ttft_, tpot_, table_})
        w->setMinimumWidth(160);
    auto* charts = new QSplitter(Qt::Horizontal);
    charts->addWidget(ttft_);
    charts->addWidget(tpot_);
    // The two questions side by side; the first carries the legend at its side, so it starts wider and the two
    // plots about equal.
    charts->setSizes({1150, 850});
    auto* split = new QSplitter(Qt::Vertical);
    figures_ = split;
    split->addWidget(charts);
    split->addWidget(table_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({3000, 1000});

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(message_);
    layout->addWidget(answer_);
    layout->addWidget(split, 1);
    layout->addStretch(0); // takes the space only while the figures are hidden: the reason stays at the top

    connect(&run_, &ServingFiguresRun::published, this, &ServingView::draw);
}

QString ServingView::answer() const { return answer_->text(); }

bool ServingView::showsFigures() const { return figures_->isVisibleTo(this); }

void ServingView::waitForBackgroundWork()
{
    run_.waitForIdle();
    draw();
}

void ServingView::render(const Evaluation& evaluation, const Evaluation*)
{
    QString problem;
    if (evaluation.inputError)
        problem =
            tr("Core cannot size this workload: %1").arg(QString::fromStdString(evaluation.inputError->describe()));
    else if (isTrainingTask(evaluation.state.workload.mode))
        problem = tr("Serving under load is for inference: choose the Inference mode in the Workload panel.");
    else if (evaluation.selected.empty())
        problem = tr("No cards selected: tick cards in the Cards panel to see their latency under load.");
    message_->setText(problem);
    message_->setVisible(!problem.isEmpty());
    // With only a reason to give, the reason alone: empty axes and a footnote of "0 tokens" said nothing true.
    figures_->setVisible(problem.isEmpty());
    answer_->setVisible(problem.isEmpty());
    // Only a shown view renders (EvaluationView), so nothing is simulated while the view is hidden.
    run_.request(this->evaluation());
}

void ServingView::draw()
{
    const ServingFiguresPtr& latest = run_.latest();
    stale_ = !run_.current();
    if (!latest) {
        ttft_->setLines({});
        tpot_->setLines({});
        table_->setRowCount(0);
        answer_->setText(tr("Simulating…"));
        return;
    }
    const ServingFigures& f = latest->figures;
    const ServingChartLines lines = servingChartLines(f, stale_);
    ttft_->setLines(lines.ttft);
    tpot_->setLines(lines.tpot);
    ttft_->setFootnote(lines.footnote);
    tpot_->setFootnote(QString());
    fillServingTable(*table_, f, QString::fromStdString(latest->evaluation->state.economics.currency));
    table_->setEnabled(!stale_);
    answer_->setText(stale_ ? tr("Updating: the previous scenario's curves are shown grey until this one's are "
                                 "simulated.")
                            : servingAnswer(f));
}

} // namespace gputco::ui
