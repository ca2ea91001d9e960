#include "session/ScenarioEditCommand.h"

#include "session/Scenario.h"

namespace gputco {

ScenarioEditCommand::ScenarioEditCommand(Scenario& scenario, ScenarioState before, ScenarioState after,
                                         const QString& text, int mergeKey, int session)
    : QUndoCommand(text)
    , scenario_(scenario)
    , before_(std::move(before))
    , after_(std::move(after))
    , mergeKey_(mergeKey)
    , session_(session)
{
}

void ScenarioEditCommand::undo() { scenario_.setState(before_); }

void ScenarioEditCommand::redo() { scenario_.setState(after_); }

bool ScenarioEditCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const ScenarioEditCommand*>(other);
    if (next->session_ != session_)
        return false;
    after_ = next->after_;
    // A drag that ends where it began changes nothing: drop the step.
    setObsolete(after_ == before_);
    return true;
}

} // namespace gputco
