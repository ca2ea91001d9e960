#include "session/RecommendationSearch.h"

#include <QCoreApplication>
#include <QMetaObject>

namespace gputco {

RecommendationSearch::RecommendationSearch(QObject* parent)
    : QObject(parent)
{
    // One search at a time: a second would only compete with the first for the same answer's cores.
    pool_.setMaxThreadCount(1);
}

RecommendationSearch::~RecommendationSearch() { pool_.waitForDone(); }

void RecommendationSearch::request(const EvaluationPtr& evaluation)
{
    if (!evaluation || !evaluation->recommendation)
        return;
    const std::uint64_t generation = ++generation_;
    if (evaluation->recommendation->ready()) {
        pending_.reset(); // an older request waiting behind the running one is no longer wanted
        emit ready(evaluation);
        return;
    }
    if (running_)
        pending_ = evaluation; // replaces any older waiting request
    else
        start(evaluation, generation);
}

void RecommendationSearch::start(const EvaluationPtr& evaluation, std::uint64_t generation)
{
    running_ = evaluation;
    runningGeneration_ = generation;
    // The worker holds its own reference to the search: the evaluation may be dropped by the window meanwhile.
    std::shared_ptr<const LazyRecommendation> search = evaluation->recommendation;
    pool_.start([this, search, generation] {
        search->get();
        QMetaObject::invokeMethod(
            this, [this, generation] { finished(generation); }, Qt::QueuedConnection);
    });
}

void RecommendationSearch::finished(std::uint64_t generation)
{
    const EvaluationPtr done = std::move(running_);
    running_.reset();
    if (pending_) {
        const EvaluationPtr next = std::move(pending_);
        pending_.reset();
        if (next->recommendation->ready()) // a selection change shares the search that just ended
            emit ready(next);
        else
            start(next, generation_);
        return;
    }
    if (generation == generation_)
        emit ready(done);
}

void RecommendationSearch::waitForIdle()
{
    while (running_) {
        pool_.waitForDone();
        // The worker's last act queued finished() on this thread: deliver it (it may start the pending search).
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    }
}

} // namespace gputco
