#include "session/RecommendationSearch.h"

namespace gputco {

RecommendationSearch::RecommendationSearch(QObject* parent)
    : LazyPartRun(parent)
{
}

bool RecommendationSearch::hasPart(const Evaluation& evaluation) const { return evaluation.recommendation != nullptr; }

bool RecommendationSearch::partComputed(const Evaluation& evaluation) const
{
    return evaluation.recommendation->ready();
}

std::function<void()> RecommendationSearch::computation(const EvaluationPtr& evaluation) const
{
    return [evaluation] { evaluation->recommendation->get(); };
}

} // namespace gputco
