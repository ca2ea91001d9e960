#pragma once

#include "scenario/Evaluation.h"

#include <QObject>
#include <QThreadPool>

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
    ~RecommendationSearch() override; ///< waits for the search in flight

    /// Asks for `evaluation`'s recommendation: ready() at once when it is searched already, else after a search.
    void request(const EvaluationPtr& evaluation);
    /// Blocks until no search runs and the newest request is answered (screenshots, reports, tests).
    void waitForIdle();
    /// The newest request's number (each request counts one).
    std::uint64_t generation() const { return generation_; }
    bool busy() const { return static_cast<bool>(running_); }

signals:
    /// The newest request's recommendation is searched: evaluation->recommendation->ready() holds.
    void ready(const gputco::EvaluationPtr& evaluation);

private:
    void start(const EvaluationPtr& evaluation, std::uint64_t generation);
    void finished(std::uint64_t generation);

    QThreadPool pool_;
    EvaluationPtr running_;
    std::uint64_t runningGeneration_ = 0;
    EvaluationPtr pending_;
    std::uint64_t generation_ = 0;
};

} // namespace gputco
