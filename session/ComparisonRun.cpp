#include "session/ComparisonRun.h"

namespace gputco {

ComparisonRun::ComparisonRun(QObject* parent)
    : LazyPartRun(parent)
{
}

bool ComparisonRun::hasPart(const Evaluation& evaluation) const { return evaluation.comparison != nullptr; }

bool ComparisonRun::partComputed(const Evaluation& evaluation) const { return evaluation.comparison->ready(); }

std::function<void()> ComparisonRun::computation(const EvaluationPtr& evaluation) const
{
    return [evaluation] { evaluation->comparison->result(); };
}

} // namespace gputco
