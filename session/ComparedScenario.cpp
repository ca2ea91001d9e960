#include "session/ComparedScenario.h"

#include "session/LiveEvaluation.h"

namespace gputco {

ComparedScenario::ComparedScenario(LiveEvaluation& live, QObject* parent)
    : QObject(parent)
    , live_(live)
{
    connect(&live_, &LiveEvaluation::reevaluating, this, [this] {
        evaluator_.reset();
        if (state_)
            evaluate();
    });
}

void ComparedScenario::set(const ScenarioState& state, const QString& name, const QString& path)
{
    state_ = state;
    name_ = name;
    path_ = path;
    evaluate();
}

void ComparedScenario::clear()
{
    if (!state_)
        return;
    state_.reset();
    name_.clear();
    path_.clear();
    evaluation_.reset();
    evaluator_.reset();
    emit changed();
}

void ComparedScenario::evaluate()
{
    evaluation_ = evaluator_.evaluate(*state_, live_.catalogue());
    emit changed();
}

} // namespace gputco
