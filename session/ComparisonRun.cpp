#include "session/ComparisonRun.h"

namespace gputco {

ComparisonRun::ComparisonRun(QObject* parent)
    : QObject(parent)
{
}

void ComparisonRun::request(const EvaluationPtr& evaluation)
{
    if (!evaluation || !evaluation->comparison)
        return;
    if (evaluation->comparison->ready()) {
        runner_.cancelAll(); // an older request waiting behind the running one is no longer wanted
        emit ready(evaluation);
        return;
    }
    // The comparison cannot stop half-way: a newer request waits for it. The worker holds its own reference, as the
    // window may drop the evaluation meanwhile.
    std::shared_ptr<const LazyComparison> comparison = evaluation->comparison;
    runner_.submit([this, evaluation, comparison](const LatestRequestRunner::CancelCheck&,
                                                  const LatestRequestRunner::Deliver& deliver) {
        comparison->result();
        deliver([this, evaluation] { emit ready(evaluation); });
    });
}

void ComparisonRun::waitForIdle() { runner_.waitForIdle(); }

} // namespace gputco
