#pragma once

#include "session/LazyPartRun.h"

namespace gputco {

/// Computes the training-vs-inference comparison (core LazyComparison: every catalogue card in both modes, sized from
/// the recommendation's ranking) on a worker thread (LazyPartRun), as RecommendationSearch runs the search: on the GUI
/// thread a slider step with the Training vs inference view in front took 30.6 ms at p95 (docs/PERFORMANCE.md).
/// ready() holds evaluation->comparison->ready().
class ComparisonRun final : public LazyPartRun {
public:
    explicit ComparisonRun(QObject* parent = nullptr);

private:
    bool hasPart(const Evaluation& evaluation) const override;
    bool partComputed(const Evaluation& evaluation) const override;
    std::function<void()> computation(const EvaluationPtr& evaluation) const override;
};

} // namespace gputco
