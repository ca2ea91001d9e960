#pragma once

#include "scenario/Evaluation.h"
#include "session/LatestRequestRunner.h"

#include <QObject>

#include <cstdint>
#include <functional>

namespace gputco {

/// Computes one part of an evaluation that core leaves until it is asked for (the recommendation's search, the
/// training-vs-inference comparison) on a worker thread, so a slider step never waits for it. A part cannot stop
/// half-way: while one is computed only the newest request waits, older ones are dropped, and ready() is emitted only
/// for the newest (each request counts one generation), so a view never takes a stale part for the current one.
/// A subclass says which part: whether an evaluation has it, whether it is computed, and how to compute it.
class LazyPartRun : public QObject {
    Q_OBJECT
public:
    /// Asks for `evaluation`'s part: ready() at once when it is computed already, else after it is; nothing when the
    /// evaluation has no such part.
    void request(const EvaluationPtr& evaluation);
    /// Blocks until nothing runs and the newest request is answered (screenshots, reports, tests).
    void waitForIdle();
    /// The newest request's number (each request counts one).
    std::uint64_t generation() const { return runner_.generation(); }
    bool busy() const { return runner_.busy(); }

signals:
    /// The newest request's part is computed.
    void ready(const gputco::EvaluationPtr& evaluation);

protected:
    explicit LazyPartRun(QObject* parent);

private:
    virtual bool hasPart(const Evaluation& evaluation) const = 0;
    virtual bool partComputed(const Evaluation& evaluation) const = 0;
    /// What computes the part, run on the worker thread: it holds the evaluation (the window may drop it meanwhile)
    /// and nothing of this object, which may be going away while it runs.
    virtual std::function<void()> computation(const EvaluationPtr& evaluation) const = 0;

    LatestRequestRunner runner_; ///< no settle time: a part is wanted as soon as it is asked for
};

} // namespace gputco
