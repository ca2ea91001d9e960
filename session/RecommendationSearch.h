#pragma once

#include "scenario/Evaluation.h"
#include "session/LatestRequestRunner.h"

#include <QObject>

#include <cstdint>

namespace gputco {

/// Runs the recommendation's search (core LazyRecommendation, ~270 ms in a debug build for the built-in catalogue)
/// on a worker thread, so a slider step never waits for it. One search at a time; while one runs only the newest
/// request waits, older ones are dropped. Each request gets a generation number and ready() is emitted only for
/// the newest, so a view never takes a stale search for the current one.
class RecommendationSearch final : public QObject {
    Q_OBJECT
public:
    explicit RecommendationSearch(QObject* parent = nullptr);

    /// Asks for `evaluation`'s recommendation: ready() at once when it is searched already, else after a search.
    void request(const EvaluationPtr& evaluation);
    /// Blocks until no search runs and the newest request is answered (screenshots, reports, tests).
    void waitForIdle();
    /// The newest request's number (each request counts one).
    std::uint64_t generation() const { return runner_.generation(); }
    bool busy() const { return runner_.busy(); }

signals:
    /// The newest request's recommendation is searched: evaluation->recommendation->ready() holds.
    void ready(const gputco::EvaluationPtr& evaluation);

private:
    LatestRequestRunner runner_; ///< no settle time: a search is wanted as soon as it is asked for
};

} // namespace gputco
