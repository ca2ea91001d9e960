#include "SessionTestSupport.h"

#include "session/Scenario.h"
#include "session/ScenarioEditor.h"

#include <QSignalSpy>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Each discrete edit is one undo step and one change signal", "[undo]")
{
    sessiontest::application();
    Scenario scenario;
    QUndoStack stack;
    ScenarioEditor editor(scenario, stack);
    QSignalSpy changed(&scenario, &Scenario::changed);

    editor.editWorkload(QStringLiteral("context"), [](WorkloadState& w) { w.contextTokens = 4096; });
    editor.editWorkload(QStringLiteral("batch"), [](WorkloadState& w) { w.concurrency = 8; });
    CHECK(stack.count() == 2);
    CHECK(changed.count() == 2);

    stack.undo();
    CHECK(scenario.state().workload.concurrency == WorkloadState{}.concurrency);
    CHECK(scenario.state().workload.contextTokens == 4096);
    stack.undo();
    CHECK(scenario.state() == ScenarioState{});
    stack.redo();
    CHECK(scenario.state().workload.contextTokens == 4096);
    CHECK(changed.count() == 5);

    // An edit that changes nothing adds no step and no signal.
    editor.editWorkload(QStringLiteral("same"), [](WorkloadState& w) { w.contextTokens = 4096; });
    CHECK(changed.count() == 5);
}

TEST_CASE("A slider drag merges into one undo step until it is released", "[undo]")
{
    sessiontest::application();
    Scenario scenario;
    QUndoStack stack;
    ScenarioEditor editor(scenario, stack);
    constexpr int kDrag = 7;

    for (int context : {9000, 10000, 12000, 16000})
        editor.editWorkload(
            QStringLiteral("drag"), [context](WorkloadState& w) { w.contextTokens = context; }, kDrag);
    CHECK(stack.count() == 1);
    CHECK(scenario.state().workload.contextTokens == 16000);

    editor.finishContinuousEdit();
    editor.editWorkload(
        QStringLiteral("drag"), [](WorkloadState& w) { w.contextTokens = 20000; }, kDrag);
    CHECK(stack.count() == 2); // a second drag of the same slider is a second step

    stack.undo();
    CHECK(scenario.state().workload.contextTokens == 16000);
    stack.undo();
    CHECK(scenario.state().workload.contextTokens == WorkloadState{}.contextTokens);
}

TEST_CASE("A drag that returns to its start leaves no undo step", "[undo]")
{
    sessiontest::application();
    Scenario scenario;
    QUndoStack stack;
    ScenarioEditor editor(scenario, stack);
    const int start = scenario.state().workload.concurrency;
    editor.editWorkload(
        QStringLiteral("drag"), [](WorkloadState& w) { w.concurrency = 64; }, 3);
    editor.editWorkload(
        QStringLiteral("drag"), [start](WorkloadState& w) { w.concurrency = start; }, 3);
    CHECK(stack.count() == 0);
    CHECK(scenario.state().workload.concurrency == start);
}
