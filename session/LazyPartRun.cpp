#include "session/LazyPartRun.h"

namespace gputco {

LazyPartRun::LazyPartRun(QObject* parent)
    : QObject(parent)
{
}

void LazyPartRun::request(const EvaluationPtr& evaluation)
{
    if (!evaluation || !hasPart(*evaluation))
        return;
    if (partComputed(*evaluation)) {
        runner_.cancelAll(); // an older request waiting behind the running one is no longer wanted
        emit ready(evaluation);
        return;
    }
    runner_.submit([this, evaluation, compute = computation(evaluation)](const LatestRequestRunner::CancelCheck&,
                                                                         const LatestRequestRunner::Deliver& deliver) {
        compute();
        deliver([this, evaluation] { emit ready(evaluation); });
    });
}

void LazyPartRun::waitForIdle() { runner_.waitForIdle(); }

} // namespace gputco
