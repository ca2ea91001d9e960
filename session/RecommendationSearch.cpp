#include "session/RecommendationSearch.h"

namespace gputco {

RecommendationSearch::RecommendationSearch(QObject* parent)
    : QObject(parent)
{
}

void RecommendationSearch::request(const EvaluationPtr& evaluation)
{
    if (!evaluation || !evaluation->recommendation)
        return;
    if (evaluation->recommendation->ready()) {
        runner_.cancelAll(); // an older request waiting behind the running one is no longer wanted
        emit ready(evaluation);
        return;
    }
    // The search cannot stop half-way: a newer request waits for it, and only the newest is answered. The worker
    // holds its own reference to the search, as the window may drop the evaluation meanwhile.
    std::shared_ptr<const LazyRecommendation> search = evaluation->recommendation;
    runner_.submit([this, evaluation, search](const LatestRequestRunner::CancelCheck&,
                                              const LatestRequestRunner::Deliver& deliver) {
        search->get();
        deliver([this, evaluation] { emit ready(evaluation); });
    });
}

void RecommendationSearch::waitForIdle() { runner_.waitForIdle(); }

} // namespace gputco
