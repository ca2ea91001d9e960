#pragma once

#include "session/LazyPartRun.h"

namespace gputco {

/// Runs the recommendation's search (core LazyRecommendation, ~270 ms in a debug build for the built-in catalogue)
/// on a worker thread (LazyPartRun), so a slider step never waits for it; ready() holds
/// evaluation->recommendation->ready().
class RecommendationSearch final : public LazyPartRun {
public:
    explicit RecommendationSearch(QObject* parent = nullptr);

private:
    bool hasPart(const Evaluation& evaluation) const override;
    bool partComputed(const Evaluation& evaluation) const override;
    std::function<void()> computation(const EvaluationPtr& evaluation) const override;
};

} // namespace gputco
