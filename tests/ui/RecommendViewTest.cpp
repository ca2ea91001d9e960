#include "UiTestSupport.h"

#include "charts/ParetoChart.h"
#include "format/Format.h"
#include "format/OptionSharesText.h"
#include "format/RecommendationText.h"
#include "models/RecommendOptionsFilter.h"
#include "models/RecommendOptionsModel.h"
#include "panels/ConstraintsPanel.h"
#include "recommend/Recommender.h"
#include "scenario/RecommendInputsFor.h"
#include "scenario/ScenarioEvaluator.h"
#include "session/LiveEvaluation.h"
#include "session/RecommendationSearch.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "views/RecommendView.h"
#include "widgets/OptionalNumberEdit.h"
#include "window/MainWindow.h"
#include "window/StatusSummary.h"
#include "window/WidgetCapture.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLocale>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace gputco;
using namespace gputco::ui;

namespace {

ScenarioState inference70b()
{
    ScenarioState s; // Llama-3.1-70B inference at the defaults: 2,000 tokens/s at 50 ms per token
    s.selectedCardIds = {"l4"};
    return s;
}

// Types `text` into a field and leaves it, as a user does.
void enter(OptionalNumberEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->setText(text);
    emit edit->editingFinished();
}

} // namespace

TEST_CASE("Use this option sets card, precision, GPUs, split and facility: one undo restores", "[window][recommend]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    session.editor().resetTo(inference70b());
    MainWindow window(session);
    window.resize(1280, 800);
    window.show();
    REQUIRE(window.showView(QStringLiteral("recommend")));
    window.waitForBackgroundWork();
    RecommendView* view = window.recommendView();
    REQUIRE_FALSE(view->updating());
    const RecommendOption* option = view->optionsModel()->option(0);
    REQUIRE(option);
    const RecommendOption chosen = *option;
    CHECK(chosen.cardId != "l4"); // 24 GB cards cannot serve 70B at 50 ms per token: another card is chosen
    const ScenarioState before = session.scenario().state();
    const int steps = session.undoStack().count();

    view->useSelectedOption();
    const ScenarioState& after = session.scenario().state();
    CHECK(session.undoStack().count() == steps + 1);
    CHECK(std::find(after.selectedCardIds.begin(), after.selectedCardIds.end(), chosen.cardId)
          != after.selectedCardIds.end());
    CHECK(after.workload.weights == chosen.precision);
    CHECK(after.economics.facilityId == chosen.facilityId.value_or(std::string()));
    // Every view follows: the evaluation sizes the option's card to the option's GPUs and split.
    const CardEvaluation* card = session.evaluation().current()->find(chosen.cardId);
    REQUIRE(card);
    REQUIRE(card->economics.inference);
    CHECK(card->economics.gpus == chosen.gpus);
    CHECK(card->economics.inference->tensorParallel == chosen.parallel.tensor);
    CHECK(card->economics.inference->replicas == chosen.replicas);

    session.undoStack().undo();
    CHECK(session.scenario().state() == before);
}

TEST_CASE("Llama-3.1-70B pre-training never headlines 64 x L4", "[window][recommend][status]")
{
    // Issue 15: the status line read "64 x L4 · 509,954 CNY / 4 y" while the Memory fit view marked the L4 "does
    // not fit". With only the L4 ticked the line must say that no selected card holds the workload while the search
    // runs, then headline the recommendation (another card) or say what fails; never 64 x L4.
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState s;
    s.workload.mode = TaskMode::PreTraining;
    s.workload.gpuCount = 64;
    s.selectedCardIds = {"l4"};
    session.editor().resetTo(s);
    MainWindow window(session);
    const QString l4 = QStringLiteral("64 × L4");
    const QString early = window.statusSummary()->text();
    CHECK_FALSE(early.contains(l4));
    CHECK_FALSE(early.contains(QStringLiteral("Recommended:"))); // the search has not answered yet
    window.waitForBackgroundWork();
    const QString settled = window.statusSummary()->text();
    CHECK_FALSE(settled.contains(QStringLiteral("× L4")));
    const ScenarioRecommendation& r = session.evaluation().current()->recommendation->get();
    if (const RecommendOption* best = r.recommended())
        CHECK(settled.contains(QStringLiteral("Recommended: %1 × ").arg(best->gpus)));
    else
        CHECK(settled.contains(QStringLiteral("Nothing meets the targets")));
}

TEST_CASE("The targets and limits edit the scenario's constraints, one undo step each", "[window][recommend]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    session.editor().resetTo(inference70b());
    MainWindow window(session);
    ConstraintsPanel* panel = window.constraintsPanel();
    REQUIRE(panel);

    enter(panel->budgetEdit(), QStringLiteral("2000000"));
    CHECK(session.scenario().state().constraints.budget == std::optional<double>(2e6));
    CHECK(session.undoStack().count() == 1);
    enter(panel->maxTpotEdit(), QStringLiteral("30"));
    CHECK(session.scenario().state().constraints.maxTpotMs == std::optional<double>(30.0));
    CHECK(session.undoStack().count() == 2);

    // Refused: not a number, out of range, a fraction of a GPU. Nothing is written and the message names the field
    // and the range.
    enter(panel->maxTpotEdit(), QStringLiteral("fast"));
    CHECK(panel->problem().contains(QStringLiteral("Time per output token at most (ms)")));
    INFO(panel->problem().toStdString());
    CHECK(panel->problem().contains(QStringLiteral("1 to %1").arg(format::integer(5000)))); // the locale's grouping
    enter(panel->maxGpusEdit(), QStringLiteral("2.5"));
    CHECK(panel->problem().contains(QStringLiteral("whole number")));
    enter(panel->budgetEdit(), QStringLiteral("-1"));
    CHECK(session.scenario().state().constraints.budget == std::optional<double>(2e6));
    CHECK(session.scenario().state().constraints.maxTpotMs == std::optional<double>(30.0));
    CHECK_FALSE(session.scenario().state().constraints.maxGpus);
    CHECK(session.undoStack().count() == 2);
    // To look at the panel with its message: GPUTCO_UI_SCREENSHOT_DIR=/some/dir ui_tests "[recommend]"
    if (const QString lookDir = qEnvironmentVariable("GPUTCO_UI_SCREENSHOT_DIR"); !lookDir.isEmpty()) {
        window.resize(1280, 800);
        window.show();
        if (auto* dock = window.findChild<QDockWidget*>(QStringLiteral("targetsDock")))
            dock->raise();
        QApplication::processEvents();
        saveWidgetPng(window, lookDir + QStringLiteral("/test-targets.png"));
    }
    // Emptied: no limit again, and the message goes.
    enter(panel->budgetEdit(), QString());
    CHECK_FALSE(session.scenario().state().constraints.budget);
    CHECK(panel->problem().isEmpty());

    // Precisions searched and the ranking; the recommendation follows (its inputs carry them).
    panel->precisionBox(Precision::FP8)->click();
    CHECK(session.scenario().state().constraints.precisions == std::vector<Precision>{Precision::FP8});
    QComboBox* rank = panel->rankCombo();
    rank->setCurrentIndex(rank->findData(QStringLiteral("cost-per-million-tokens")));
    emit rank->activated(rank->currentIndex());
    CHECK(session.scenario().state().constraints.rankBy == std::optional<RankMetric>(RankMetric::CostPerMillionTokens));
    window.waitForBackgroundWork();
    const ScenarioRecommendation& r = session.evaluation().current()->recommendation->get();
    REQUIRE_FALSE(r.error);
    CHECK(r.rankBy == RankMetric::CostPerMillionTokens);
    for (const RecommendOption& o : r.result.ranked)
        CHECK(o.precision == Precision::FP8);

    // Export-controlled cards (docs/MODEL.md, "Export controls"): the box is one undo step, and undo unticks it.
    const int beforeExport = session.undoStack().count();
    panel->exportControlledBox()->click();
    CHECK(session.scenario().state().constraints.allowExportControlled);
    CHECK(session.undoStack().count() == beforeExport + 1);
    session.undoStack().undo();
    CHECK_FALSE(session.scenario().state().constraints.allowExportControlled);
    CHECK_FALSE(panel->exportControlledBox()->isChecked());
    // The buyer's headquarters: one undo step too; a code the list does not name (from a file) is shown as it is.
    QComboBox* buyer = panel->buyerCountryCombo();
    buyer->setCurrentIndex(buyer->findData(QStringLiteral("CN")));
    emit buyer->activated(buyer->currentIndex());
    CHECK(session.scenario().state().constraints.buyerCountry == "CN");
    CHECK(session.undoStack().count() == beforeExport + 1);
    session.undoStack().undo();
    CHECK(session.scenario().state().constraints.buyerCountry.empty());
    CHECK(buyer->currentData().toString().isEmpty());
    session.editor().edit(QStringLiteral("buyer"), [](ScenarioState& s) { s.constraints.buyerCountry = "FR"; });
    CHECK(buyer->currentText() == QStringLiteral("FR"));
    session.undoStack().undo();

    // A training deadline typed in days is kept in hours (issue 17 reads constraints.trainingDeadlineHours).
    session.editor().editWorkload(QStringLiteral("mode"), [](WorkloadState& w) { w.mode = TaskMode::PreTraining; });
    CHECK(panel->rankNote().contains(QStringLiteral("does not rank this mode")));
    panel->deadlineUnitCombo()->setCurrentIndex(panel->deadlineUnitCombo()->findData(24.0));
    enter(panel->deadlineEdit(), QStringLiteral("30"));
    CHECK(session.scenario().state().constraints.trainingDeadlineHours == std::optional<double>(720.0));

    const int steps = session.undoStack().count();
    session.undoStack().undo();
    CHECK_FALSE(session.scenario().state().constraints.trainingDeadlineHours);
    CHECK(session.undoStack().index() == steps - 1);
}

TEST_CASE("A stale search is never shown as the current recommendation", "[window][recommend]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    session.editor().resetTo(inference70b());
    MainWindow window(session);
    window.resize(1280, 800);
    window.show();
    window.showView(QStringLiteral("recommend"));
    window.waitForBackgroundWork();
    RecommendView* view = window.recommendView();
    REQUIRE_FALSE(view->updating());
    // Two quick edits: the first one's search may still run when the second lands; the view waits for the second.
    session.editor().editWorkload(QStringLiteral("a"), [](WorkloadState& w) { w.targetLatencyMs = 80; });
    session.editor().editWorkload(QStringLiteral("b"), [](WorkloadState& w) { w.targetLatencyMs = 90; });
    CHECK(view->updating());
    CHECK(view->headline().contains(QStringLiteral("Updating")));
    const std::uint64_t newest = session.recommendationSearch().generation();
    window.waitForBackgroundWork();
    CHECK(session.recommendationSearch().generation() == newest);
    CHECK_FALSE(view->updating());
    const EvaluationPtr& current = session.evaluation().current();
    CHECK(current->state.workload.targetLatencyMs == 90);
    CHECK(view->headline() == RecommendationText::recommendationSentence(*current));
    // How often each option is the cheapest comes with the same search: the current scenario's shares.
    const ScenarioRecommendation& r = current->recommendation->get();
    REQUIRE(r.shares);
    CHECK(view->sharesSummary() == OptionSharesText::summary(*current));
    CHECK(view->sharesSummary().contains(QStringLiteral("possible futures")));
    const RecommendOptionsModel& model = *view->optionsModel();
    REQUIRE(model.rowCount() > 0);
    CHECK(model.data(model.index(0, RecommendOptionsModel::CheapestIn)).toString() == OptionSharesText::cell(r, 0));
    CHECK(model.data(model.index(0, RecommendOptionsModel::CheapestIn)).toString() != QStringLiteral("\u2014"));
    // Serving: the energy per output token of the option (core's figure, J), shown and sorted by.
    const RecommendOption* first = model.option(0);
    REQUIRE(first);
    REQUIRE(first->energyPerToken);
    CHECK(model.data(model.index(0, RecommendOptionsModel::Energy)).toString().endsWith(QStringLiteral(" J")));
    CHECK(model.data(model.index(0, RecommendOptionsModel::Energy), RecommendOptionsModel::SortRole).toDouble()
          == first->energyPerToken->joules);
    double sum = 0.0;
    for (const auto& p : r.shares->probabilityCheapest)
        sum += p.value_or(0.0);
    CHECK(sum == Approx(1.0).margin(1e-9));
}

TEST_CASE("The present value column shows only with a discount rate", "[window][recommend]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    session.editor().resetTo(inference70b());
    MainWindow window(session);
    window.resize(1280, 800);
    window.show();
    window.showView(QStringLiteral("recommend"));
    window.waitForBackgroundWork();
    const RecommendOptionsModel& model = *window.recommendView()->optionsModel();
    REQUIRE(model.rowCount() > 0);
    CHECK_FALSE(model.discounted());
    CHECK(model.data(model.index(0, RecommendOptionsModel::PresentValue)).toString() == QStringLiteral("\u2014"));

    session.editor().editEconomics(QStringLiteral("rate"), [](EconomicsState& e) { e.discountRate = 0.08; });
    window.waitForBackgroundWork();
    REQUIRE(model.discounted());
    const RecommendOption* best = model.option(0);
    REQUIRE(best);
    REQUIRE(best->presentValue);
    const QString currency = QString::fromStdString(session.evaluation().current()->state.economics.currency);
    CHECK(model.data(model.index(0, RecommendOptionsModel::PresentValue)).toString()
          == format::money(*best->presentValue, currency));
    CHECK(model.headerData(RecommendOptionsModel::PresentValue, Qt::Horizontal, Qt::ToolTipRole)
              .toString()
              .contains(format::percent(0.08)));
}

TEST_CASE("Each new answer brings the recommendation's row into sight: the headline sets owned beside rented",
          "[window][recommend]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogueWithOffers());
    ScenarioState s = inference70b();
    s.constraints.ownership = Ownership::Either;
    s.uncertainty.samples = 200; // the ranges' values are not checked here
    session.editor().resetTo(s);
    MainWindow window(session);
    window.resize(1280, 800);
    window.show();
    REQUIRE(window.showView(QStringLiteral("recommend")));
    window.waitForBackgroundWork();
    RecommendView* view = window.recommendView();
    REQUIRE_FALSE(view->updating());

    // Owned and rented, each with its cost and P10-P90, in the line under the headline.
    const QString sides = view->ownershipLine();
    CHECK(sides.contains(QStringLiteral("Best owned: ")));
    CHECK(sides.contains(QStringLiteral("Best rented: ")));
    CHECK(sides.contains(QStringLiteral("rented from Test cloud")));
    CHECK(sides.count(QStringLiteral("P10–P90")) == 2);

    // The recommendation sorted last in a table a few rows high, scrolled to the top: out of sight.
    QTreeView* tree = view->optionsView();
    tree->setFixedHeight(tree->header()->height() + 3 * tree->sizeHintForRow(0));
    QApplication::processEvents();
    tree->sortByColumn(RecommendOptionsModel::Rank, Qt::DescendingOrder);
    tree->scrollToTop();
    const auto recommendedInSight = [&] {
        const QModelIndex row = view->optionsFilter()->mapFromSource(view->optionsModel()->recommendedIndex());
        REQUIRE(row.isValid());
        return tree->viewport()->rect().contains(tree->visualRect(row));
    };
    REQUIRE(view->optionsModel()->rowCount() > 4);
    REQUIRE_FALSE(recommendedInSight());

    // A new answer (a looser latency target): the table scrolls to the recommendation, wherever the sort put it.
    session.editor().editWorkload(QStringLiteral("latency"), [](WorkloadState& w) { w.targetLatencyMs = 60; });
    window.waitForBackgroundWork();
    REQUIRE_FALSE(view->updating());
    CHECK(recommendedInSight());

    // "Use this option" with nothing selected applies the recommendation, not the row on top of the sort.
    const RecommendOption recommended = *view->optionsModel()->option(0);
    view->useSelectedOption();
    CHECK(session.scenario().state().workload.weights == recommended.precision);
}

TEST_CASE("A small catalogue's answer is drawn and listed whole, with no Showing note", "[window][recommend]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    session.editor().resetTo(inference70b());
    MainWindow window(session);
    window.resize(1280, 800);
    window.show();
    REQUIRE(window.showView(QStringLiteral("recommend")));
    window.waitForBackgroundWork();
    RecommendView* view = window.recommendView();
    REQUIRE_FALSE(view->updating());
    const ScenarioRecommendation& r = session.evaluation().current()->recommendation->get();
    REQUIRE_FALSE(r.result.ranked.empty());
    // Far under the chart's 2,000 points and the table's 500 rows a page: every option is a point, every front
    // member on the line, every card and ownership a row, as before the caps.
    const auto front = std::count_if(r.result.ranked.begin(), r.result.ranked.end(),
                                     [](const RecommendOption& o) { return o.onParetoFront; });
    CHECK(view->paretoChart()->optionCount() == static_cast<int>(r.result.ranked.size()));
    CHECK(view->paretoChart()->frontCount() == static_cast<int>(front));
    CHECK(view->optionsModel()->rowCount() == static_cast<int>(r.groups.size()));
    CHECK_FALSE(view->optionsModel()->canFetchMore({}));
    CHECK(view->chartShownNote().isEmpty());
    CHECK(view->tableShownNote().isEmpty());
    CHECK(view->leftOutLines().size() == static_cast<int>(r.result.leftOut.size()));
    // The cost axis' unit abbreviated: "Total cost (million CNY)" was cut short along the chart's vertical axis at
    // the window's default size.
    CHECK(view->paretoChart()->costAxisTitle() == QStringLiteral("Total cost (M CNY)"));
}

TEST_CASE("An answer that kept only its cheapest options says how many of how many, in the table and the chart",
          "[window][recommend][retention]")
{
    test::application();
    ScenarioEvaluator evaluator;
    const EvaluationPtr e = evaluator.evaluate(inference70b(), test::sampleCatalogue());
    const auto whole = recommend(recommendInputsFor(*e).value());
    REQUIRE(whole);
    const std::size_t all = whole->ranked.size();
    REQUIRE(all > 3);
    // What a 100,065-card catalogue does with 5,000 of 740,000 options, here 3 of the sample's options.
    auto kept = std::make_shared<Evaluation>(*e);
    kept->recommendation = std::make_shared<const LazyRecommendation>(
        recommendInputsFor(*e), false, currentDeploymentOf(*e), e->state.uncertainty, RecommendRetention{3, 3});
    RecommendView view;
    view.setEvaluation(kept);
    view.renderNow();
    const ScenarioRecommendation& r = kept->recommendation->get();
    REQUIRE(r.result.ranked.size() == 3);

    CHECK(view.tableShownNote()
          == QStringLiteral("The rows hold the 3 cheapest of %1 options; the others are counted, not listed (the chart "
                            "draws the whole Pareto front).")
                 .arg(QLocale().toString(static_cast<qulonglong>(all))));
    CHECK(view.chartShownNote()
          == QStringLiteral("Showing the 3 cheapest of %1 options and the Pareto front: a chart cannot show more.")
                 .arg(QLocale().toString(static_cast<qulonglong>(all))));
    // The chart: the three kept options and the front members ranked past them (as in the whole answer).
    const auto frontPast = std::count_if(whole->ranked.begin() + 3, whole->ranked.end(),
                                         [](const RecommendOption& o) { return o.onParetoFront; });
    CHECK(view.paretoChart()->optionCount() == 3 + static_cast<int>(frontPast));
    // The table: the kept options' card and ownership rows, the first being the whole answer's recommendation.
    CHECK(view.optionsModel()->totalRows() == static_cast<int>(r.groups.size()));
    REQUIRE(view.optionsModel()->option(0));
    CHECK(view.optionsModel()->option(0)->cardId == whole->ranked.front().cardId);
    CHECK(view.optionsModel()->option(0)->rankValue == whole->ranked.front().rankValue);
}
