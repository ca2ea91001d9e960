#include "session/AbCostChanceRun.h"

#include <QCoreApplication>
#include <QMetaObject>

namespace gputco {

AbCostChanceRun::AbCostChanceRun(QObject* parent)
    : QObject(parent)
{
    pool_.setMaxThreadCount(1); // one run at a time: a newer one cancels it rather than competing for the cores
}

AbCostChanceRun::~AbCostChanceRun()
{
    newest_->store(0); // no run's generation: the one in flight stops at its next sample
    pool_.waitForDone();
}

std::uint64_t AbCostChanceRun::request(const EvaluationPtr& a, const EvaluationPtr& b)
{
    const std::uint64_t generation = ++generation_;
    newest_->store(generation);
    Request r{a, b, generation};
    if (running_)
        pending_ = std::move(r); // replaces any older waiting request; the running one sees it is old and stops
    else
        start(std::move(r));
    return generation;
}

void AbCostChanceRun::start(Request r)
{
    running_ = true;
    std::shared_ptr<std::atomic<std::uint64_t>> newest = newest_;
    pool_.start([this, r = std::move(r), newest] {
        std::optional<AbCostChance> result;
        if (r.a && r.b)
            result = abCostChance(*r.a, *r.b, [&] { return newest->load() != r.generation; });
        const std::uint64_t generation = r.generation;
        QMetaObject::invokeMethod(
            this, [this, generation, result] { finished(generation, result); }, Qt::QueuedConnection);
    });
}

void AbCostChanceRun::finished(std::uint64_t generation, std::optional<AbCostChance> result)
{
    running_ = false;
    if (generation == generation_ && !(result && result->cancelled)) {
        result_ = std::move(result);
        answered_ = generation;
        emit ready(generation);
    }
    if (pending_) {
        Request next = std::move(*pending_);
        pending_.reset();
        start(std::move(next));
    }
}

void AbCostChanceRun::waitForIdle()
{
    while (running_) {
        pool_.waitForDone();
        // The worker's last act queued finished() on this thread: deliver it (it may start the pending run).
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    }
}

} // namespace gputco
