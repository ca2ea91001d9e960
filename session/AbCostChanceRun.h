#pragma once

#include "scenario/Evaluation.h"
#include "session/LatestRequestRunner.h"
#include "uncertainty/AbCostChance.h"

#include <QObject>

#include <cstdint>
#include <optional>

namespace gputco {

/// Runs the A/B view's "probability that B costs less than A" (core abCostChance, a Monte Carlo of both fleets) on
/// a worker thread (LatestRequestRunner): a newer request cancels the run in flight and replaces any waiting one,
/// and ready() fires only for the newest, so the view never shows an older scenario's probability as current.
class AbCostChanceRun final : public QObject {
    Q_OBJECT
public:
    explicit AbCostChanceRun(QObject* parent = nullptr);

    /// Asks for A against B; returns the request's generation.
    std::uint64_t request(const EvaluationPtr& a, const EvaluationPtr& b);
    /// Blocks until no run is in flight and the newest request is answered (screenshots, reports, tests).
    void waitForIdle();
    std::uint64_t generation() const { return runner_.generation(); }
    /// True once the newest request's answer has landed: result() is the current scenarios'.
    bool current() const { return answered_ == runner_.generation(); }
    /// The last answer that landed (nullopt: none yet, or A and B have no probability).
    const std::optional<AbCostChance>& result() const { return result_; }

signals:
    /// The newest request's answer has landed (result() holds it).
    void ready(std::uint64_t generation);

private:
    std::uint64_t answered_ = 0;
    std::optional<AbCostChance> result_;
    LatestRequestRunner runner_; ///< last: destroyed first, so no run outlives what it answers to
};

} // namespace gputco
