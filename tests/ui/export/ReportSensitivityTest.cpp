#include "UiTestSupport.h"

#include "charts/TornadoChart.h"
#include "export/report/ReportSensitivity.h"
#include "scenario/ScenarioEvaluator.h"

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

TEST_CASE("The report's sensitivity page draws the recommended option's tornado and names what moves it most",
          "[report][sensitivity]")
{
    test::application();
    ScenarioState state; // Llama-3.1-70B inference on the test catalogue
    state.selectedCardIds = {"h100-sxm-80gb", "mi300x"};
    // Electricity from x0.2 to x5: the energy bill moves by -80 % to +400 %, far beyond every other default range
    // (at most -25 % / +41 %), so it tops every card's tornado.
    state.uncertainty.range(UncertainInput::ElectricityPrice) = {0.2, 5.0, false};
    // Held: the H100 carries its DGX's host (0.37 of the cards) now, so the card price's default range (-17 % / +33 %
    // of 3.16 to 4.93 M CNY) would swing its capex by more than the energy bill; and the test catalogue's cards carry
    // no efficiency profile, so their speed would vary within the assumed profile's x0.5 to x1.21 (issue 26).
    state.uncertainty.range(UncertainInput::CardPrice) = {1.0, 1.0, true};
    state.uncertainty.range(UncertainInput::ComputeEfficiency) = {1.0, 1.0, true};
    state.uncertainty.range(UncertainInput::MemoryEfficiency) = {1.0, 1.0, true};
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(state, test::sampleCatalogue());
    const RecommendOption* option = e->recommendation->get().recommended();
    REQUIRE(option);

    const ReportSensitivity page(*e);
    CHECK(page.problem().isEmpty());
    CHECK(page.subject().startsWith(QStringLiteral("The tornado of the recommended option")));
    const QString card = QString::fromStdString(test::sampleCatalogue()->findCard(option->cardId)->model);
    CHECK(page.subject().contains(card));
    INFO(page.answer().toStdString());
    INFO(page.chart()->labels().front().toStdString());
    CHECK(page.answer().startsWith(QStringLiteral("Electricity price moves %1's 4-year TCO most: ").arg(card)));
    REQUIRE(page.chart());
    CHECK(page.chart()->labels().front() == QStringLiteral("Electricity price -80 % / +400 %"));
    // The ranges used, one row per input with its source.
    CHECK(page.ranges().rows.size() == static_cast<qsizetype>(kUncertainInputCount));
    CHECK(page.ranges().header.contains(QStringLiteral("Source")));
}

TEST_CASE("Without a recommendation the sensitivity page takes the cheapest selected card and says so",
          "[report][sensitivity]")
{
    test::application();
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb"};
    state.constraints.budget = 1.0; // 1 CNY over four years: no option meets it
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(state, test::sampleCatalogue());
    REQUIRE_FALSE(e->recommendation->get().recommended());
    const ReportSensitivity page(*e);
    CHECK(page.subject().startsWith(QStringLiteral("Without a recommendation")));
    CHECK(page.subject().contains(QStringLiteral("H100 SXM 80GB")));
    CHECK_FALSE(page.answer().isEmpty());
}
