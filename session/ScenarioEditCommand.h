#pragma once

#include "scenario/ScenarioState.h"

#include <QUndoCommand>

namespace gputco {

class Scenario;

/// One undoable change of the scenario: the state before and after. Commands with the same merge key and
/// session fold into one (a slider drag is one undo step).
class ScenarioEditCommand final : public QUndoCommand {
public:
    ScenarioEditCommand(Scenario& scenario, ScenarioState before, ScenarioState after, const QString& text,
                        int mergeKey, int session);

    void undo() override;
    void redo() override;
    int id() const override { return mergeKey_; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Scenario& scenario_;
    ScenarioState before_;
    ScenarioState after_;
    int mergeKey_;
    int session_;
};

} // namespace gputco
