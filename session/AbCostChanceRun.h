#pragma once

#include "scenario/Evaluation.h"
#include "uncertainty/AbCostChance.h"

#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

namespace gputco {

/// Runs the A/B view's "probability that B costs less than A" (core abCostChance, a Monte Carlo of both fleets) on
/// a worker thread, with RecommendationSearch's rule: each request gets a generation number, a newer request
/// cancels the run in flight and replaces any waiting one, and ready() fires only for the newest, so the view
/// never shows an older scenario's probability as the current one.
class AbCostChanceRun final : public QObject {
    Q_OBJECT
public:
    explicit AbCostChanceRun(QObject* parent = nullptr);
    ~AbCostChanceRun() override; ///< cancels the run in flight and waits for it

    /// Asks for A against B; returns the request's generation.
    std::uint64_t request(const EvaluationPtr& a, const EvaluationPtr& b);
    /// Blocks until no run is in flight and the newest request is answered (screenshots, reports, tests).
    void waitForIdle();
    std::uint64_t generation() const { return generation_; }
    /// True once the newest request's answer has landed: result() is the current scenarios'.
    bool current() const { return answered_ == generation_; }
    /// The last answer that landed (nullopt: none yet, or A and B have no probability).
    const std::optional<AbCostChance>& result() const { return result_; }

signals:
    /// The newest request's answer has landed (result() holds it).
    void ready(std::uint64_t generation);

private:
    struct Request {
        EvaluationPtr a;
        EvaluationPtr b;
        std::uint64_t generation = 0;
    };
    void start(Request request);
    void finished(std::uint64_t generation, std::optional<AbCostChance> result);

    QThreadPool pool_;
    std::shared_ptr<std::atomic<std::uint64_t>> newest_ = std::make_shared<std::atomic<std::uint64_t>>(0);
    bool running_ = false;
    std::optional<Request> pending_;
    std::uint64_t generation_ = 0;
    std::uint64_t answered_ = 0;
    std::optional<AbCostChance> result_;
};

} // namespace gputco
