#include "session/LatestRequestRunner.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QTimer>

namespace gputco {

LatestRequestRunner::LatestRequestRunner(int settleMs, QObject* parent)
    : QObject(parent)
{
    // One job at a time: the previous one is cancelled anyway, and the other core keeps the window responsive.
    pool_.setMaxThreadCount(1);
    if (settleMs > 0) {
        settle_ = new QTimer(this);
        settle_->setSingleShot(true);
        settle_->setInterval(settleMs);
        connect(settle_, &QTimer::timeout, this, &LatestRequestRunner::startWaiting);
    }
}

LatestRequestRunner::~LatestRequestRunner()
{
    waiting_ = nullptr;
    newest_->store(0); // no job's generation: the one in flight stops at its next cancel check
    pool_.waitForDone();
}

std::uint64_t LatestRequestRunner::submit(Job job)
{
    const std::uint64_t generation = ++generation_;
    newest_->store(generation);
    if (waiting_)
        jobFinished(); // the job held back by the settle time never starts
    ++unfinished_;
    std::shared_ptr<std::atomic<std::uint64_t>> newest = newest_;
    waiting_ = [this, job = std::move(job), newest, generation] {
        const CancelCheck cancelled = [newest, generation] {
            return newest->load(std::memory_order_relaxed) != generation;
        };
        if (!cancelled()) { // a newer request may have come while this one waited for the thread
            const Deliver deliver = [this, generation](std::function<void()> onOwnerThread) {
                QMetaObject::invokeMethod(
                    this,
                    [this, generation, onOwnerThread = std::move(onOwnerThread)] {
                        if (generation == generation_)
                            onOwnerThread();
                    },
                    Qt::QueuedConnection);
            };
            job(cancelled, deliver);
        }
        QMetaObject::invokeMethod(
            this, [this] { jobFinished(); }, Qt::QueuedConnection);
    };
    if (settle_)
        settle_->start(); // (re)started: the job waits until the requests settle
    else
        startWaiting();
    return generation;
}

std::uint64_t LatestRequestRunner::cancelAll()
{
    const std::uint64_t generation = ++generation_;
    newest_->store(generation);
    if (waiting_) {
        waiting_ = nullptr;
        jobFinished();
    }
    return generation;
}

void LatestRequestRunner::startWaiting()
{
    if (!waiting_)
        return;
    pool_.start(std::move(waiting_));
    waiting_ = nullptr;
}

void LatestRequestRunner::jobFinished() { --unfinished_; }

void LatestRequestRunner::waitForIdle()
{
    if (settle_)
        settle_->stop();
    startWaiting(); // no need to wait for the settle: the caller waits for the result anyway
    while (unfinished_ > 0) {
        pool_.waitForDone();
        // The jobs' deliveries and ends are queued on this thread: take them.
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    }
}

} // namespace gputco
