#include "session/Scenario.h"

namespace gputco {

Scenario::Scenario(QObject* parent)
    : QObject(parent)
{
}

void Scenario::setState(const ScenarioState& state)
{
    if (state == state_)
        return;
    state_ = state;
    emit changed();
}

void Scenario::setWorkload(const WorkloadState& workload)
{
    ScenarioState next = state_;
    next.workload = workload;
    setState(next);
}

void Scenario::setEconomics(const EconomicsState& economics)
{
    ScenarioState next = state_;
    next.economics = economics;
    setState(next);
}

void Scenario::setSelectedCardIds(const std::vector<std::string>& ids)
{
    ScenarioState next = state_;
    next.selectedCardIds = ids;
    setState(next);
}

} // namespace gputco
