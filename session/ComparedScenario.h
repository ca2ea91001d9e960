#pragma once

#include "scenario/Evaluation.h"
#include "scenario/ScenarioEvaluator.h"

#include <QObject>
#include <QString>

#include <optional>

namespace gputco {

class LiveEvaluation;

/// Scenario B of an A/B comparison: a second scenario held beside the window's own (A) and evaluated by its
/// own ScenarioEvaluator against the same catalogue. B does not follow the sliders; only set(), clear() and a
/// new catalogue change it, so A stays live while B stands still.
class ComparedScenario final : public QObject {
    Q_OBJECT
public:
    explicit ComparedScenario(LiveEvaluation& live, QObject* parent = nullptr);

    bool isSet() const { return state_.has_value(); }
    /// B's evaluation; nullptr when there is no B.
    const EvaluationPtr& evaluation() const { return evaluation_; }
    const std::optional<ScenarioState>& state() const { return state_; }
    /// How the views name B ("FP8 weights", "Pinned at 14:02").
    const QString& name() const { return name_; }
    /// The file B was opened from; empty for a pinned snapshot.
    const QString& path() const { return path_; }

    void set(const ScenarioState& state, const QString& name, const QString& path = {});
    void clear();

signals:
    /// B was set, cleared or re-evaluated (a new catalogue).
    void changed();

private:
    void evaluate();

    LiveEvaluation& live_;
    std::optional<ScenarioState> state_;
    QString name_;
    QString path_;
    ScenarioEvaluator evaluator_;
    EvaluationPtr evaluation_;
};

} // namespace gputco
