#pragma once

#include "recommend/Recommender.h"
#include "scenario/ScenarioRecommendation.h"

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

namespace gputco {

/// The scenario's recommendation, searched the first time someone asks for it. The search covers every
/// catalogue card, precision, split and facility and costs far more than the rest of an evaluation, so a
/// slider step pays for it only while the Recommend view is on screen or once the slider stops (the status
/// line asks then). Evaluations that differ only in the card selection share one search.
class LazyRecommendation {
public:
    /// `uncertainty`: the ranges, samples and seed of the options' "how often the cheapest" (optionShares) and of
    /// each card and ownership's cost range (optionCostRanges), which the search computes right after ranking, so
    /// one ready() covers all three.
    /// `keep`: how many of the options the answer holds (the window's: kKeptRankedOptionsMost ranked and
    /// kKeptUnpricedOptionsMost unpriced, core/scenario/ChartedOptions.h); the counts, the front and the cards left
    /// out are always whole.
    LazyRecommendation(Expected<RecommendInputs> inputs, bool training, std::optional<CurrentDeployment> current,
                       UncertaintyState uncertainty = {}, RecommendRetention keep = windowRetention());
    /// The same with the inputs made when the search first runs: they copy every catalogue card, 0.15 s of each
    /// evaluation on 100,065 cards, for a search that a slider step may never ask for.
    LazyRecommendation(std::function<Expected<RecommendInputs>()> makeInputs, bool training,
                       std::optional<CurrentDeployment> current, UncertaintyState uncertainty = {},
                       RecommendRetention keep = windowRetention());
    /// What the window keeps of a search: the first kKeptRankedOptionsMost ranked and kKeptUnpricedOptionsMost
    /// unpriced options, and no exclusion lines (it shows each card left out with its reason; the lines are the
    /// command line's).
    static RecommendRetention windowRetention();
    /// The same search as `same` with another marker for the scenario's own deployment.
    LazyRecommendation(const LazyRecommendation& same, std::optional<CurrentDeployment> current);

    /// The answer (searching now if nobody has yet). Thread-safe.
    const ScenarioRecommendation& get() const;
    /// The ranking alone: the options, the cards left out, the error. Not the Monte Carlo figures get() adds after
    /// it (how often each option is the cheapest, each card's cost range), which cost far more than the ranking on
    /// the built-in catalogue. The training-vs-inference comparison sizes from this on the GUI thread: through get() a
    /// slider step with its view in front took 76.6 ms at p95, through this 30.6 ms (docs/PERFORMANCE.md).
    /// Thread-safe; the fields it fills never change afterwards.
    const ScenarioRecommendation& ranking() const;
    /// True once the search has run: what can be shown without waiting.
    bool ready() const;
    /// The same search keeping every option, searched again now (not kept): for the comparison, which sizes each card
    /// from its first option, when ranking() left some out (a big catalogue). When ranking() kept every option, a copy
    /// of its answer.
    Expected<RecommendResult> everyOption() const;

private:
    struct Search {
        /// The inputs, made by `makeInputs` when the search first runs (then released).
        std::optional<Expected<RecommendInputs>> inputs;
        std::function<Expected<RecommendInputs>()> makeInputs;
        bool training = false;
        UncertaintyState uncertainty;
        RecommendRetention keep;
        std::once_flag rankOnce; ///< the ranking (ranking())
        std::once_flag once;     ///< the Monte Carlo figures after it (get())
        ScenarioRecommendation result;
        std::atomic<bool> done{false};
    };

    void rank() const;

    std::shared_ptr<Search> search_;
    std::optional<CurrentDeployment> current_;
    mutable std::once_flag once_;
    mutable ScenarioRecommendation value_;
};

} // namespace gputco
