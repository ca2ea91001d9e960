#include "UiTestSupport.h"

#include "comparison/TrainingInferenceComparison.h"
#include "database/CatalogueDatabase.h"
#include "database/CatalogueSnapshotLoader.h"
#include "format/ComparisonText.h"
#include "format/Format.h"
#include "model/ParameterCount.h"
#include "models/ComparisonTableModel.h"
#include "models/ModeCardsTableModel.h"
#include "scenario/WorkloadInputs.h"
#include "session/ComparisonRun.h"
#include "session/LiveEvaluation.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "views/ComparisonView.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QImage>
#include <QTableView>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

TEST_CASE("The comparison view shows core's statements and this workload's memory in both modes", "[comparison]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.workload.modelPresetId = "llama-3.1-8b";
    state.workload.concurrency = 8;
    session.editor().resetTo(state);

    ComparisonView view;
    QAbstractItemModelTester dimensions(view.dimensionsModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester training(view.trainingCards(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester inference(view.inferenceCards(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    view.setEvaluation(session.evaluation().current());
    view.renderNow();

    REQUIRE(view.dimensionsModel()->rowCount() == 8);
    // Without a translation loaded, the statements are core's English.
    const QModelIndex memoryTitle = view.dimensionsModel()->index(4, ComparisonTableModel::Dimension);
    CHECK(memoryTitle.data().toString() == QStringLiteral("Memory"));
    CHECK(comparisonText(ComparisonDimension::Memory, StatementPart::Summary)
          == QString::fromUtf8(comparisonStatement(ComparisonDimension::Memory).summary.data()));

    // The served memory is core's comparison for the same inputs (the evaluator trains with a micro-batch of 1).
    ComparisonInputs in = comparisonInputsFor(modelFor(state.workload, {}), memoryInputsFor(state.workload));
    in.training.batch = 1;
    in.cards = test::sampleCatalogue()->cards;
    in.inferenceUtilisation = state.workload.utilisation;
    in.pue = state.economics.pue;
    in.pricePerKwh = state.economics.electricityPricePerKwh;
    in.amortisationYears = state.economics.years;
    in.trainingTokens = trainingTokensFor(state.workload, countParameters(modelFor(state.workload, {})).total);
    const auto expected = compareTrainingAndInference(in);
    REQUIRE(expected);
    const QString served = view.dimensionsModel()->index(4, ComparisonTableModel::WorkloadInference).data().toString();
    CHECK(served == format::gigabytes(expected->inference.memory.total()));
    CHECK(view.trainingCards()->rowCount() == static_cast<int>(expected->training.cards.size()));
    CHECK(view.inferenceCards()->rowCount() == static_cast<int>(expected->inference.cards.size()));

    // Training ranks by the run: its cost and time columns; serving keeps the cost per year.
    const auto header = [](const ModeCardsTableModel* m, int column) {
        return m->headerData(column, Qt::Horizontal).toString();
    };
    CHECK(header(view.trainingCards(), ModeCardsTableModel::Cost) == QStringLiteral("Cost of the run"));
    CHECK(header(view.trainingCards(), ModeCardsTableModel::RunTime) == QStringLiteral("Time to finish"));
    CHECK(header(view.inferenceCards(), ModeCardsTableModel::Cost) == QStringLiteral("Cost per year"));
    const CardModeFit& first = session.evaluation().current()->comparison->result()->training.cards.front();
    REQUIRE(first.runTime);
    CHECK(view.trainingCards()
              ->index(0, ModeCardsTableModel::RunTime)
              .data()
              .toString()
              .startsWith(format::wallTime(*first.runTime)));
}

TEST_CASE("The comparison is computed only when a view asks for it and shared while its inputs stand", "[comparison]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.selectedCardIds = {"h100-sxm-80gb"};
    session.editor().resetTo(state);
    const auto first = session.evaluation().current()->comparison;
    session.editor().edit(QStringLiteral("select"), [](ScenarioState& s) { s.selectedCardIds = {"l4"}; });
    CHECK(session.evaluation().current()->comparison == first); // selection does not change the comparison
    session.editor().editWorkload(QStringLiteral("context"), [](WorkloadState& w) { w.contextTokens = 4096; });
    CHECK(session.evaluation().current()->comparison != first);
}

TEST_CASE("Each column of the card tables shows its title where the column is in sight", "[comparison]")
{
    // Found in the window: training Llama-3.1-405B on the built-in catalogue, the time column holds "... over a year"
    // and grows to 277 px; its centred title then sat past the table's right edge and the column showed no title.
    test::application();
    auto database = CatalogueDatabase::openInMemory();
    REQUIRE(database);
    ScenarioSession session(snapshotOf(*database));
    ScenarioState state;
    state.workload.modelPresetId = "llama-3.1-405b";
    state.workload.mode = TaskMode::PreTraining;
    session.editor().resetTo(state);
    ComparisonView view;
    view.resize(890, 740); // the view's size in a 1440 x 900 window
    view.show();
    view.setEvaluation(session.evaluation().current());
    view.renderNow();
    QCoreApplication::processEvents();

    const QList<QTableView*> tables = view.findChildren<QTableView*>();
    const auto trainingTable =
        std::find_if(tables.begin(), tables.end(), [&](QTableView* t) { return t->model() == view.trainingCards(); });
    REQUIRE(trainingTable != tables.end());
    QHeaderView* header = (*trainingTable)->horizontalHeader();
    const QImage painted = header->grab().toImage();
    const int from = header->sectionViewportPosition(ModeCardsTableModel::RunTime);
    REQUIRE(from < header->width()); // the column itself is in sight
    // Its title's text: dark pixels in the part of its section that is in sight (the header's background is light).
    const int to = std::min(header->width(), from + header->sectionSize(ModeCardsTableModel::RunTime));
    int dark = 0;
    for (int x = from + 2; x < to; ++x)
        for (int y = 2; y < painted.height() - 2; ++y)
            dark += qGray(painted.pixel(x, y)) < 100 ? 1 : 0;
    CHECK(dark > 20);
}

TEST_CASE("With a run the comparison is computed off the GUI thread: greyed under Updating until it lands",
          "[comparison]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState state;
    state.workload.modelPresetId = "llama-3.1-8b";
    session.editor().resetTo(state);
    const EvaluationPtr evaluation = session.evaluation().current();
    REQUIRE_FALSE(evaluation->comparison->ready()); // nothing asked for it yet

    ComparisonView view;
    view.setRun(&session.comparisonRun());
    view.setEvaluation(evaluation);
    view.renderNow();
    // The view asked the run and did not compute it itself: nothing drawn yet, the run's answer pending.
    CHECK(view.updating());
    CHECK(view.trainingCards()->rowCount() == 0);

    session.comparisonRun().waitForIdle();
    REQUIRE(evaluation->comparison->ready());
    CHECK_FALSE(view.updating());
    // Every sample card in each mode, as a view without a run draws them at once.
    CHECK(view.trainingCards()->rowCount()
          == static_cast<int>(evaluation->comparison->result()->training.cards.size()));
    CHECK(view.inferenceCards()->rowCount()
          == static_cast<int>(evaluation->comparison->result()->inference.cards.size()));
    CHECK(view.inferenceCards()->rowCount() > 0);
}
