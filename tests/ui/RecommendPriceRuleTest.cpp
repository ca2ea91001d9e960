#include "UiTestSupport.h"

#include "export/report/ReportFacts.h"
#include "format/Format.h"
#include "format/RecommendationText.h"
#include "scenario/ApplyOption.h"
#include "session/LiveEvaluation.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "views/RecommendView.h"
#include "window/MainWindow.h"
#include "window/StatusSummary.h"

#include <catch2/catch.hpp>

#include <map>

using namespace gputco;
using namespace gputco::ui;

namespace {

// The 70B example's workload (examples/llama-70b-inference.gputco.json: FP8 weights and KV cache, 2,000 tokens/s at
// 50 ms, utilisation 0.6, 4 years) in the test catalogue's west hub, whose own power is 0.38 CNY/kWh at PUE 1.2.
ScenarioState example70b(double pricePerKwh)
{
    ScenarioState s;
    s.workload.weights = Precision::FP8;
    s.workload.kvCache = Precision::FP8;
    s.workload.utilisation = 0.6;
    s.economics.electricityPricePerKwh = pricePerKwh;
    s.economics.pue = 1.3;
    s.economics.facilityId = "west-hub";
    s.selectedCardIds = {"h100-sxm-80gb", "mi300x"};
    return s;
}

struct Shown {
    RecommendOption best;
    QString ruleLine;
    QString status;
    QString statusToolTip;
    QString reportAnswer;
    QString reportFacts;
    double evaluatedTotal = 0.0; // the option applied, as Power & cost and evaluate cost it
};

Shown showAt(double price)
{
    ScenarioSession session(test::sampleCatalogue());
    session.editor().resetTo(example70b(price));
    MainWindow window(session);
    window.resize(1280, 800);
    window.show();
    REQUIRE(window.showView(QStringLiteral("recommend")));
    window.waitForBackgroundWork();
    const EvaluationPtr e = session.evaluation().current();
    const RecommendOption* best = e->recommendation->get().recommended();
    REQUIRE(best);
    Shown out;
    out.best = *best;
    out.ruleLine = window.recommendView()->ruleLine();
    out.status = window.statusSummary()->text();
    out.statusToolTip = window.statusSummary()->ruleToolTip();
    out.reportAnswer = RecommendationText::recommendationSentence(*e, RecommendationText::Place::Report);

    // "Use this option": the views (and evaluate, which runs the same evaluator) cost it with the scenario's power.
    ScenarioState applied = withOption(e->state, *best, *e->catalogue);
    applied.selectedCardIds = {best->cardId};
    session.editor().resetTo(applied);
    window.waitForBackgroundWork();
    const EvaluationPtr after = session.evaluation().current();
    const CardEvaluation* card = after->find(best->cardId);
    REQUIRE(card);
    REQUIRE(card->economics.tco);
    out.evaluatedTotal = card->economics.tco->lifetimeTotal.inCurrencyUnits();
    out.reportFacts = headline(*after);
    return out;
}

} // namespace

TEST_CASE("At 0.40, 0.70 and 0.80 CNY/kWh the recommendation, the views, the status line and the report move together",
          "[window][recommend][rule]")
{
    test::application();
    std::map<double, Shown> at;
    for (double price : {0.40, 0.70, 0.80}) {
        INFO(price);
        const Shown s = showAt(price);
        const QString total = format::money(*s.best.totalCost, QStringLiteral("CNY"));
        // The rule is shown where the figures are, with the price in force.
        CHECK(s.ruleLine.contains(format::significant(price)));
        CHECK(s.ruleLine.contains(QStringLiteral("every option at the scenario's")));
        CHECK(s.statusToolTip == s.ruleLine);
        // The status line, the report's answer and, once applied, the views show the recommendation's own total.
        CHECK(s.status.contains(total));
        CHECK(s.reportAnswer.contains(total));
        CHECK(s.evaluatedTotal == Approx(s.best.totalCost->inCurrencyUnits()));
        CHECK(s.reportFacts.contains(total));
        // The scenario's price, not the hall's own 0.38 at PUE 1.2: the option's energy is IT average x 8,760 h x 4
        // years x PUE 1.3 x the price; before the rule every price gave the hall's figure (one total for all three).
        at.emplace(price, s);
    }
    const RecommendOption& a = at.at(0.40).best;
    const RecommendOption& b = at.at(0.70).best;
    const RecommendOption& c = at.at(0.80).best;
    REQUIRE(a.cardId == c.cardId);
    REQUIRE(a.gpus == c.gpus);
    REQUIRE(a.facilityId == c.facilityId);
    // Same option at 0.40 and 0.80: the totals differ by exactly its energy at 0.40 CNY/kWh more.
    const double kwhOver4Years = a.itAverage.inKilowatts() * 8760.0 * 4.0 * 1.3;
    CHECK(c.totalCost->inCurrencyUnits() - a.totalCost->inCurrencyUnits() == Approx(kwhOver4Years * 0.40));
    CHECK(b.totalCost->inCurrencyUnits() > a.totalCost->inCurrencyUnits());
    CHECK(c.totalCost->inCurrencyUnits() > b.totalCost->inCurrencyUnits());
    CHECK(at.at(0.80).evaluatedTotal - at.at(0.40).evaluatedTotal == Approx(kwhOver4Years * 0.40));
}
