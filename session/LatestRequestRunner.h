#pragma once

#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

class QTimer;

namespace gputco {

/// The one background-run rule of the window: jobs run one at a time on a worker thread and the newest request
/// wins. Each submit() counts a generation; the job in flight sees through `cancelled()` that it is no longer
/// wanted (it may stop early, or finish, as an uncancellable search does), a job still waiting never starts, and
/// what a job hands back through `deliver` reaches the owner's thread only while it is the newest, so no view
/// ever shows an older scenario's figures as current. With a settle time a job starts only once no newer request
/// has come for that long, so a slider drag does not queue a run per step.
/// The bands, the recommendation search, the A/B chance, the serving figures and the calibration all run on it.
class LatestRequestRunner final : public QObject {
    Q_OBJECT
public:
    using CancelCheck = std::function<bool()>;
    /// Hands `onOwnerThread` to the owner's thread, where it runs only if its request is still the newest.
    using Deliver = std::function<void(std::function<void()> onOwnerThread)>;
    using Job = std::function<void(const CancelCheck& cancelled, const Deliver& deliver)>;

    explicit LatestRequestRunner(int settleMs = 0, QObject* parent = nullptr);
    ~LatestRequestRunner() override; ///< cancels the job in flight and waits for it

    /// Makes `job` the newest request: cancels the one in flight and drops one waiting. Returns its generation.
    std::uint64_t submit(Job job);
    /// Cancels the job in flight and any waiting one, with nothing new to run (the newest request needs no run).
    std::uint64_t cancelAll();
    /// Blocks until no job waits or runs and every delivery has reached the owner (screenshots, reports, tests).
    void waitForIdle();

    std::uint64_t generation() const { return generation_; }
    /// A job waits or runs (an older, cancelled one finishing counts too).
    bool busy() const { return unfinished_ > 0; }

private:
    void startWaiting();
    void jobFinished();

    QThreadPool pool_;
    QTimer* settle_ = nullptr;
    std::function<void()> waiting_; ///< the newest job, held back until the settle time has passed
    std::shared_ptr<std::atomic<std::uint64_t>> newest_ = std::make_shared<std::atomic<std::uint64_t>>(0);
    std::uint64_t generation_ = 0;
    int unfinished_ = 0; ///< jobs submitted whose end has not reached the owner yet
};

} // namespace gputco
