#include "export/report/ReportSensitivity.h"

#include "charts/TornadoChart.h"
#include "format/RecommendationText.h"
#include "models/SensitivityRangesModel.h"
#include "scenario/ApplyOption.h"
#include "scenario/ScenarioEvaluator.h"
#include "scenario/SensitivityCard.h"
#include "uncertainty/LazyTornado.h"
#include "views/SensitivityFigures.h"

namespace gputco::ui {

namespace {

QString cardName(const Evaluation& e, const std::string& id)
{
    const CardEvaluation* c = e.find(id);
    return QString::fromStdString(c && c->card ? c->card->model : id);
}

} // namespace

ReportSensitivity::ReportSensitivity(const Evaluation& scenario)
{
    const Evaluation* shown = &scenario;
    std::string cardId;
    const RecommendOption* option = scenario.recommendation ? scenario.recommendation->get().recommended() : nullptr;
    if (option) {
        // The option as the window's "Use option" takes it: its card, precision, GPUs and facility.
        ScenarioEvaluator evaluator;
        option_ = evaluator.evaluate(withOption(scenario.state, *option, *scenario.catalogue), scenario.catalogue);
        shown = option_.get();
        cardId = option->cardId;
        subject_ = tr("The tornado of the recommended option, %1: each uncertain input at its low and at its high "
                      "end, every other input typical.")
                       .arg(RecommendationText::optionSummary(scenario, *option));
    } else if (const CardEvaluation* c = defaultSensitivityCard(scenario)) {
        cardId = c->card->id;
        subject_ = tr("Without a recommendation (nothing meets the targets, or the search could not run), this is the "
                      "tornado of the cheapest selected card, %1: each uncertain input at its low and at its high "
                      "end, every other input typical.")
                       .arg(cardName(scenario, cardId));
    }
    const CardTornado* tornado = shown->tornado && !cardId.empty() ? shown->tornado->forCard(cardId) : nullptr;
    if (!tornado) {
        problem_ = tr("No tornado: no selected card has a total cost to vary.");
        return;
    }
    const TornadoFigure f = tornadoFigure(*shown, *tornado, SensitivityMeasure::LifetimeTco);
    answer_ = f.answer;
    chart_ = std::make_unique<TornadoChart>();
    chart_->setAttribute(Qt::WA_DontShowOnScreen);
    chart_->setQuestion(f.question);
    chart_->setBars(f.bars, f.typical, f.axisTitle);
    chart_->setFootnote(f.footnote);

    SensitivityRangesModel model;
    model.setRows(rangeRows(*shown, cardId));
    // "Certain?" is left out: a certain input reads "Fixed by you" in its source, and the source gets the room.
    ranges_ = reportTableFrom(model, {SensitivityRangesModel::CertainColumn});
    ranges_.note = tr("Evidence: \"UNVERIFIED\" where the references give no range, \"weak source\" where they "
                      "rest on blogs, resellers or a secondary-market curve; edit the ranges in the Uncertainty "
                      "group.");
}

ReportSensitivity::~ReportSensitivity() = default;

QGraphicsView* ReportSensitivity::chartView() const { return chart_.get(); }

int ReportSensitivity::barCount() const { return chart_ ? static_cast<int>(chart_->labels().size()) : 0; }

} // namespace gputco::ui
