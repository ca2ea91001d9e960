#pragma once

#include "scenario/ScenarioState.h"

#include <QObject>

namespace gputco {

/// The one scenario the window shows. Every change, from a panel, undo or a file, goes through a setter
/// here and ends in exactly one changed() signal: the single recompute path.
class Scenario final : public QObject {
    Q_OBJECT
public:
    explicit Scenario(QObject* parent = nullptr);

    const ScenarioState& state() const { return state_; }

    void setState(const ScenarioState& state);
    void setWorkload(const WorkloadState& workload);
    void setEconomics(const EconomicsState& economics);
    void setSelectedCardIds(const std::vector<std::string>& ids);

signals:
    void changed();

private:
    ScenarioState state_;
};

} // namespace gputco
