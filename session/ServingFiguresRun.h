#pragma once

#include "scenario/Evaluation.h"
#include "scenario/ServingFigures.h"
#include "session/LatestRequestRunner.h"

#include <QObject>

#include <cstdint>
#include <memory>

namespace gputco {

/// One evaluation's serving figures, as simulated off the GUI thread.
struct ServingFiguresResult {
    EvaluationPtr evaluation; ///< the evaluation they were simulated for: a view shows them as current only with it
    ServingFigures figures;
};
using ServingFiguresPtr = std::shared_ptr<const ServingFiguresResult>;

/// Simulates the selected cards' latency against load on a worker thread (core servingFiguresFor), as
/// UncertaintyBandsRun draws the bands: the newest request wins (the run in flight is cancelled between cards and
/// its result dropped by generation), and a run starts once the scenario has stayed unchanged for kSettleMs, so
/// a slider drag never queues simulations. The Serving view asks only while it is shown.
class ServingFiguresRun final : public QObject {
    Q_OBJECT
public:
    explicit ServingFiguresRun(QObject* parent = nullptr);

    /// Asks for `evaluation`'s figures; a second request for the same evaluation changes nothing.
    void request(const EvaluationPtr& evaluation);
    /// The newest finished figures; they may be an older evaluation's (compare `latest()->evaluation`).
    const ServingFiguresPtr& latest() const { return latest_; }
    const EvaluationPtr& requested() const { return requested_; }
    /// Whether latest() is the newest request's.
    bool current() const { return latest_ && latest_->evaluation == requested_; }
    /// Blocks until the newest request's figures are published (screenshots, reports, tests).
    void waitForIdle();
    static constexpr int kSettleMs = 80;

signals:
    void published();

private:
    EvaluationPtr requested_;
    ServingFiguresPtr latest_;
    LatestRequestRunner runner_{kSettleMs}; ///< last: destroyed first, so no run outlives what it publishes to
};

} // namespace gputco
