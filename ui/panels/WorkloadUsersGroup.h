#pragma once

#include "scenario/ScenarioState.h"

#include <QObject>

class QLabel;

namespace gputco {
class ScenarioEditor;
} // namespace gputco

namespace gputco::ui {

class PanelBinder;
class PanelGroup;
class SliderSpinBox;

/// The Workload panel's "Users" group (inference): concurrent users and what each asks for (tokens per second read, or
/// requests per minute), which give the throughput need (core serviceDemand) the recommendation and the evaluation
/// size to; a line says the need and whether it contradicts the throughput target.
class WorkloadUsersGroup final : public QObject {
    Q_OBJECT
public:
    WorkloadUsersGroup(ScenarioEditor& editor, QWidget* parent);

    PanelGroup* group() const { return group_; }
    SliderSpinBox* usersSlider() const { return users_; }
    SliderSpinBox* tokensPerUserSlider() const { return tokensPerUser_; }
    SliderSpinBox* requestsPerUserSlider() const { return requestsPerUser_; }
    /// The need line as shown ("500 users × 20 tokens/s = 10,000 tokens/s ..."); empty without users.
    QString demandText() const;

    void refresh(const ScenarioState& state);

private:
    ScenarioEditor& editor_;
    PanelBinder* binder_;
    PanelGroup* group_ = nullptr;
    SliderSpinBox* users_ = nullptr;
    SliderSpinBox* tokensPerUser_ = nullptr;
    SliderSpinBox* requestsPerUser_ = nullptr;
    QLabel* demand_ = nullptr;
};

} // namespace gputco::ui
