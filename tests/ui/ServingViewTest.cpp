#include "UiTestSupport.h"

#include "charts/LineComparisonChart.h"
#include "panels/ConstraintsPanel.h"
#include "panels/ServingTargetsGroup.h"
#include "session/Scenario.h"
#include "session/ScenarioEditor.h"
#include "session/ScenarioSession.h"
#include "views/ServingView.h"
#include "widgets/OptionalNumberEdit.h"
#include "window/MainWindow.h"

#include <QTableWidget>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::ui;

namespace {

// Llama-3.1-8B served on one card with short requests (896 prompt and 128 output tokens): each simulated request is
// 128 passes, so the view's 11 loads and the capacity search stay cheap under the sanitizers.
ScenarioState inference8b()
{
    ScenarioState s;
    s.workload.modelPresetId = "llama-3.1-8b";
    s.workload.contextTokens = 1024;
    s.workload.outputTokens = 128;
    s.selectedCardIds = {"h100-sxm-80gb"};
    return s;
}

void enter(OptionalNumberEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->setText(text);
    emit edit->editingFinished();
}

} // namespace

TEST_CASE("The Serving view draws latency against load: each P99 control is one undo step", "[window][serving]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    session.editor().resetTo(inference8b());
    MainWindow window(session);
    REQUIRE(window.showView(QStringLiteral("serving")));
    ServingView* view = window.servingView();
    REQUIRE(view);
    view->renderNow();
    view->waitForBackgroundWork();
    CHECK_FALSE(view->showsStale());
    // The card's P99 and P50 lines and its saturation mark; no target yet, so no capacity and no target line.
    const QStringList names = view->ttftChart()->lineNames();
    CHECK(names.contains(QStringLiteral("H100 SXM 80GB P99")));
    CHECK(names.contains(QStringLiteral("H100 SXM 80GB P50")));
    CHECK(view->ttftChart()->linePoints(QStringLiteral("H100 SXM 80GB P99")).size() == 10); // 10 % to 95 %
    CHECK(view->table()->rowCount() == 1);
    CHECK(view->table()->item(0, 2)->text() == QStringLiteral("no P99 target set"));

    ServingTargetsGroup* targets = window.constraintsPanel()->servingTargets();
    REQUIRE(targets);
    const int steps = session.undoStack().count();
    enter(targets->tpotP99Edit(), QStringLiteral("60"));
    CHECK(session.scenario().state().constraints.tpotP99Ms == std::optional<double>(60.0));
    CHECK(session.undoStack().count() == steps + 1);
    enter(targets->burstinessEdit(), QStringLiteral("2"));
    CHECK(session.scenario().state().constraints.burstiness == std::optional<double>(2.0));
    CHECK(session.undoStack().count() == steps + 2);
    // Out of range: refused, naming the field and the range; nothing written.
    enter(targets->burstinessEdit(), QStringLiteral("20"));
    CHECK(window.constraintsPanel()->problem().contains(QStringLiteral("Burstiness")));
    CHECK(window.constraintsPanel()->problem().contains(QStringLiteral("0.1 to 10")));
    CHECK(session.scenario().state().constraints.burstiness == std::optional<double>(2.0));
    CHECK(session.undoStack().count() == steps + 2);

    view->renderNow();
    view->waitForBackgroundWork();
    // With a target: the target line and the card's capacity, and a figure in the capacity column.
    // Three significant figures, as every chart figure (format::significant).
    CHECK(view->tpotChart()->lineNames().contains(QStringLiteral("P99 target 60.0 ms")));
    CHECK(view->table()->item(0, 2)->text() != QStringLiteral("no P99 target set"));

    session.undoStack().undo();
    CHECK(session.scenario().state().constraints.burstiness == std::nullopt);
    CHECK(session.scenario().state().constraints.tpotP99Ms == std::optional<double>(60.0));
}

TEST_CASE("The Serving view of a training scenario gives its reason alone, without empty charts", "[window][serving]")
{
    test::application();
    ScenarioSession session(test::sampleCatalogue());
    ScenarioState training = inference8b();
    training.workload.mode = TaskMode::PreTraining;
    session.editor().resetTo(training);
    MainWindow window(session);
    REQUIRE(window.showView(QStringLiteral("serving")));
    ServingView* view = window.servingView();
    REQUIRE(view);
    view->renderNow();
    CHECK_FALSE(view->showsFigures());

    // Back to inference: the charts and the table return.
    session.editor().resetTo(inference8b());
    view->renderNow();
    CHECK(view->showsFigures());
}
