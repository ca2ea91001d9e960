#include "export/report/ReportServing.h"

#include "charts/LineComparisonChart.h"
#include "format/RecommendationText.h"
#include "scenario/ApplyOption.h"
#include "scenario/ScenarioEvaluator.h"
#include "scenario/ServingFigures.h"
#include "views/ServingFigureLines.h"

namespace gputco::ui {

ReportServing::ReportServing(const Evaluation& scenario)
{
    if (isTrainingTask(scenario.state.workload.mode)) {
        problem_ = tr("Serving under load is for inference.");
        return;
    }
    const RecommendOption* option = scenario.recommendation ? scenario.recommendation->get().recommended() : nullptr;
    if (!option) {
        problem_ = tr("No recommended option to simulate.");
        return;
    }
    ScenarioEvaluator evaluator;
    option_ = evaluator.evaluate(withOption(scenario.state, *option, *scenario.catalogue), scenario.catalogue);
    ServingFigures figures = servingFiguresFor(*option_, true);
    std::erase_if(figures.cards, [&](const CardServing& c) { return c.cardId != option->cardId; });
    subject_ = tr("The recommended option, %1, simulated under the scenario's traffic, per replica of the split the "
                  "evaluation gives its card.")
                   .arg(RecommendationText::optionSummary(scenario, *option));
    if (figures.cards.empty() || !figures.cards.front().curve) {
        problem_ = figures.cards.empty() || !figures.cards.front().problem
                       ? tr("The simulation gives no curve for this option.")
                       : QString::fromStdString(*figures.cards.front().problem);
        return;
    }
    answer_ = servingAnswer(figures);
    const ServingChartLines lines = servingChartLines(figures, false);
    ttft_ = std::make_unique<LineComparisonChart>(tr("How long until the first token, as the load grows?"));
    tpot_ = std::make_unique<LineComparisonChart>(tr("How fast do tokens follow, as the load grows?"));
    for (LineComparisonChart* chart : {ttft_.get(), tpot_.get()})
        chart->setAttribute(Qt::WA_DontShowOnScreen);
    ttft_->setAxisTitles(tr("Arrivals per replica (requests/s)"), tr("Time to first token (ms)"));
    tpot_->setAxisTitles(tr("Arrivals per replica (requests/s)"), tr("Time per output token (ms)"));
    ttft_->setLines(lines.ttft);
    tpot_->setLines(lines.tpot);
    ttft_->setFootnote(lines.footnote);

    table_.header = servingTableHeaders();
    for (const QStringList& row :
         servingTableRows(figures, QString::fromStdString(scenario.state.economics.currency))) {
        QList<ReportCell> cells;
        for (int i = 0; i < row.size(); ++i)
            cells << (i < 2 ? textCell(row[i]) : figureCell(row[i]));
        table_.rows << cells;
    }
}

ReportServing::~ReportServing() = default;

QGraphicsView* ReportServing::ttftChart() const { return ttft_.get(); }

QGraphicsView* ReportServing::tpotChart() const { return tpot_.get(); }

} // namespace gputco::ui
