#pragma once

#include "scenario/Evaluation.h"
#include "session/LatestRequestRunner.h"

#include <QObject>

namespace gputco {

/// Computes the training-vs-inference comparison (core LazyComparison: every catalogue card in both modes, sized from
/// the recommendation's ranking) on a worker thread, as RecommendationSearch runs the search: on the GUI thread a
/// slider step with the Training vs inference view in front took 30.6 ms at p95 (docs/PERFORMANCE.md). The newest
/// request wins; ready() is emitted only for it.
class ComparisonRun final : public QObject {
    Q_OBJECT
public:
    explicit ComparisonRun(QObject* parent = nullptr);

    /// Asks for `evaluation`'s comparison: ready() at once when it is computed already, else after it is.
    void request(const EvaluationPtr& evaluation);
    /// Blocks until nothing runs and the newest request is answered (screenshots, reports, tests).
    void waitForIdle();
    bool busy() const { return runner_.busy(); }

signals:
    /// The newest request's comparison is computed: evaluation->comparison->ready() holds.
    void ready(const gputco::EvaluationPtr& evaluation);

private:
    LatestRequestRunner runner_;
};

} // namespace gputco
