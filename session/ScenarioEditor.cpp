#include "session/ScenarioEditor.h"

#include "session/Scenario.h"
#include "session/ScenarioEditCommand.h"

#include <QUndoStack>

namespace gputco {

ScenarioEditor::ScenarioEditor(Scenario& scenario, QUndoStack& undoStack, QObject* parent)
    : QObject(parent)
    , scenario_(scenario)
    , undoStack_(undoStack)
{
}

const ScenarioState& ScenarioEditor::state() const { return scenario_.state(); }

void ScenarioEditor::edit(const QString& description, const std::function<void(ScenarioState&)>& change, int mergeKey)
{
    ScenarioState next = scenario_.state();
    change(next);
    if (next == scenario_.state())
        return;
    if (mergeKey == kNoMerge)
        ++session_; // a discrete edit never merges, and ends any drag before it
    undoStack_.push(
        new ScenarioEditCommand(scenario_, scenario_.state(), std::move(next), description, mergeKey, session_));
}

void ScenarioEditor::editWorkload(const QString& description, const std::function<void(WorkloadState&)>& change,
                                  int mergeKey)
{
    edit(
        description, [&change](ScenarioState& s) { change(s.workload); }, mergeKey);
}

void ScenarioEditor::editEconomics(const QString& description, const std::function<void(EconomicsState&)>& change,
                                   int mergeKey)
{
    edit(
        description, [&change](ScenarioState& s) { change(s.economics); }, mergeKey);
}

void ScenarioEditor::finishContinuousEdit() { ++session_; }

void ScenarioEditor::resetTo(const ScenarioState& state)
{
    undoStack_.clear();
    scenario_.setState(state);
}

} // namespace gputco
