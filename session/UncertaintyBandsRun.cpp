#include "session/UncertaintyBandsRun.h"

#include "uncertainty/MonteCarloRun.h"
#include "uncertainty/UncertaintyModel.h"

#include <QCoreApplication>
#include <QMetaObject>

namespace gputco {

UncertaintyBandsRun::UncertaintyBandsRun(QObject* parent)
    : QObject(parent)
{
    // One run at a time: the previous one is cancelled anyway, and the other core keeps the window responsive.
    pool_.setMaxThreadCount(1);
    settle_ = new QTimer(this);
    settle_->setSingleShot(true);
    settle_->setInterval(kSettleMs);
    connect(settle_, &QTimer::timeout, this, &UncertaintyBandsRun::startPending);
}

UncertaintyBandsRun::~UncertaintyBandsRun()
{
    pending_ = nullptr;
    if (cancelInFlight_)
        cancelInFlight_->store(true);
    pool_.waitForDone();
}

void UncertaintyBandsRun::request(const EvaluationPtr& evaluation)
{
    if (!evaluation || evaluation == requested_)
        return;
    if (cancelInFlight_)
        cancelInFlight_->store(true);
    cancelInFlight_.reset();
    pending_ = nullptr; // an older request's run that has not started yet never will
    requested_ = evaluation;
    const std::uint64_t generation = ++generation_;
    const bool hadBands = static_cast<bool>(latest_);
    latest_.reset(); // the previous evaluation's bands are not this one's
    if (!bandsPossibleFor(*evaluation)) {
        if (hadBands)
            emit published();
        return;
    }
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    cancelInFlight_ = cancel;
    pending_ = [this, evaluation, cancel, generation] {
        if (cancel->load())
            return; // a newer request came while this one waited for the thread
        const UncertaintyState& state = evaluation->state.uncertainty;
        MonteCarloRun run(uncertaintyModelFor(*evaluation, state), state.seed);
        const auto cancelled = [&cancel] { return cancel->load(std::memory_order_relaxed); };
        for (int samples : progressiveSampleCounts(state.samples)) {
            if (!run.drawUpTo(samples, cancelled))
                return;
            auto bands = std::make_shared<UncertaintyBands>();
            bands->evaluation = evaluation;
            bands->result = run.result();
            bands->targetSamples = state.samples;
            bands->seed = state.seed;
            QMetaObject::invokeMethod(
                this, [this, generation, bands] { deliver(generation, bands); }, Qt::QueuedConnection);
        }
    };
    settle_->start(); // (re)started: the run waits until the scenario settles
    if (hadBands)
        emit published(); // views stop showing the old bands as current
}

void UncertaintyBandsRun::deliver(std::uint64_t generation, const UncertaintyBandsPtr& bands)
{
    if (generation != generation_)
        return; // drawn for a scenario that has changed since
    latest_ = bands;
    emit published();
}

void UncertaintyBandsRun::startPending()
{
    if (!pending_)
        return;
    pool_.start(std::move(pending_));
    pending_ = nullptr;
}

void UncertaintyBandsRun::waitForIdle()
{
    settle_->stop();
    startPending(); // no need to wait for the settle: the caller waits for the result anyway
    pool_.waitForDone();
    // The worker's publications are queued on this thread: deliver them.
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

} // namespace gputco
