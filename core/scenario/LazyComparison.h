#pragma once

#include "comparison/ComparisonInputs.h"
#include "comparison/ComparisonResult.h"

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

namespace gputco {

class LazyRecommendation;

/// Core's training-vs-inference comparison, computed the first time a view asks for it. It covers every
/// catalogue card in two modes, which is the costliest part of an evaluation: a slider step pays for it only
/// while the comparison is on screen. Shared by evaluations whose inputs did not change.
class LazyComparison {
public:
    /// `recommendation`: the scenario's recommendation, whose sizing the scenario's own mode takes (searched, if nobody
    /// has yet, when the comparison is first asked for); null: both modes sized by the comparison.
    explicit LazyComparison(ComparisonInputs inputs, std::shared_ptr<const LazyRecommendation> recommendation = {});
    /// The inputs made when the comparison is first asked for: they copy every catalogue card with its prices, which
    /// for 100,065 cards took 2 s of each evaluation's worker (docs/PERFORMANCE.md), for a view rarely in front.
    explicit LazyComparison(std::function<ComparisonInputs()> makeInputs,
                            std::shared_ptr<const LazyRecommendation> recommendation = {});
    /// An evaluation that cannot be compared (the workload is refused): the reason.
    explicit LazyComparison(std::string problem);

    const std::optional<TrainingInferenceComparison>& result() const;
    const std::optional<std::string>& problem() const;
    /// True once computed: what a view can draw without waiting (the window computes it on a worker).
    bool ready() const { return done_; }

private:
    void compute() const;

    mutable std::function<ComparisonInputs()> makeInputs_; ///< released once used
    std::shared_ptr<const LazyRecommendation> recommendation_;
    mutable std::once_flag once_;
    mutable std::optional<TrainingInferenceComparison> result_;
    mutable std::optional<std::string> problem_;
    mutable std::atomic<bool> done_{false}; ///< set after the result, read by ready()
};

} // namespace gputco
