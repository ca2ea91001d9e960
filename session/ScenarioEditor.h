#pragma once

#include "scenario/ScenarioState.h"

#include <QObject>

#include <functional>

class QUndoStack;

namespace gputco {

class Scenario;

/// The only way widgets change the scenario: each edit becomes an undo step. Widgets never see a
/// QUndoCommand; continuous edits (a slider being dragged) pass a merge key and fold into one step until
/// finishContinuousEdit() is called (on slider release).
class ScenarioEditor final : public QObject {
    Q_OBJECT
public:
    ScenarioEditor(Scenario& scenario, QUndoStack& undoStack, QObject* parent = nullptr);

    static constexpr int kNoMerge = -1;

    const ScenarioState& state() const;

    /// Applies `change` to a copy of the state; pushes one undo step if the result differs.
    void edit(const QString& description, const std::function<void(ScenarioState&)>& change, int mergeKey = kNoMerge);
    void editWorkload(const QString& description, const std::function<void(WorkloadState&)>& change,
                      int mergeKey = kNoMerge);
    void editEconomics(const QString& description, const std::function<void(EconomicsState&)>& change,
                       int mergeKey = kNoMerge);

    /// Ends the current continuous edit: the next edit with the same key starts a new undo step.
    void finishContinuousEdit();

    /// Replaces the whole state without an undo step (restoring the last session, opening a file).
    void resetTo(const ScenarioState& state);

private:
    Scenario& scenario_;
    QUndoStack& undoStack_;
    int session_ = 0;
};

} // namespace gputco
