#pragma once

#include "scenario/Evaluation.h"
#include "scenario/ServingFigures.h"

#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <functional>
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
    ~ServingFiguresRun() override; ///< cancels the run in flight and waits for it

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
    void deliver(std::uint64_t generation, const ServingFiguresPtr& figures);
    void startPending();

    QTimer* settle_ = nullptr;
    std::function<void()> pending_;
    QThreadPool pool_;
    std::shared_ptr<std::atomic<bool>> cancelInFlight_;
    EvaluationPtr requested_;
    ServingFiguresPtr latest_;
    std::uint64_t generation_ = 0;
};

} // namespace gputco
