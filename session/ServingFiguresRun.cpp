#include "session/ServingFiguresRun.h"

#include <QCoreApplication>
#include <QMetaObject>

namespace gputco {

ServingFiguresRun::ServingFiguresRun(QObject* parent)
    : QObject(parent)
{
    pool_.setMaxThreadCount(1); // one run at a time: the previous one is cancelled anyway
    settle_ = new QTimer(this);
    settle_->setSingleShot(true);
    settle_->setInterval(kSettleMs);
    connect(settle_, &QTimer::timeout, this, &ServingFiguresRun::startPending);
}

ServingFiguresRun::~ServingFiguresRun()
{
    pending_ = nullptr;
    if (cancelInFlight_)
        cancelInFlight_->store(true);
    pool_.waitForDone();
}

void ServingFiguresRun::request(const EvaluationPtr& evaluation)
{
    if (!evaluation || evaluation == requested_)
        return;
    if (cancelInFlight_)
        cancelInFlight_->store(true);
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    cancelInFlight_ = cancel;
    requested_ = evaluation;
    const std::uint64_t generation = ++generation_;
    pending_ = [this, evaluation, cancel, generation] {
        if (cancel->load())
            return;
        auto result = std::make_shared<ServingFiguresResult>();
        result->evaluation = evaluation;
        result->figures =
            servingFiguresFor(*evaluation, true, [&cancel] { return cancel->load(std::memory_order_relaxed); });
        if (cancel->load())
            return; // a newer request came: this one's figures are incomplete
        QMetaObject::invokeMethod(
            this, [this, generation, result] { deliver(generation, result); }, Qt::QueuedConnection);
    };
    settle_->start();
    emit published(); // the view greys what it shows until the new figures land
}

void ServingFiguresRun::deliver(std::uint64_t generation, const ServingFiguresPtr& figures)
{
    if (generation != generation_)
        return;
    latest_ = figures;
    emit published();
}

void ServingFiguresRun::startPending()
{
    if (!pending_)
        return;
    pool_.start(std::move(pending_));
    pending_ = nullptr;
}

void ServingFiguresRun::waitForIdle()
{
    settle_->stop();
    startPending();
    pool_.waitForDone();
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

} // namespace gputco
