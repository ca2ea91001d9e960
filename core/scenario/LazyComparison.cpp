#include "scenario/LazyComparison.h"

#include "comparison/TrainingInferenceComparison.h"
#include "scenario/ChartedOptions.h"
#include "scenario/LazyRecommendation.h"

#include <string_view>
#include <unordered_set>

namespace gputco {

namespace {

// Each card's first ranked option (its cheapest by the ranking), and the reason of each card left out. A set of the
// cards seen, not a scan per option: a 100,065-card catalogue ranks some 740,000 options on 28,000 cards.
RecommendationSizing sizingOf(bool training, const RecommendResult& r)
{
    RecommendationSizing out;
    out.training = training;
    std::unordered_set<std::string_view> seen;
    const auto add = [&](const RecommendOption& o) {
        if (seen.insert(o.cardId).second)
            out.cards.push_back(RecommendedSizing{o.cardId, o.gpus, o.parallel, o.precision, o.runTime});
    };
    for (const RecommendOption& o : r.ranked)
        add(o);
    // A feasible option the scenario cannot price (no rate for its currency) is sized all the same.
    for (const RecommendOption& o : r.unpriced)
        add(o);
    for (const CardLeftOut& c : r.leftOut)
        out.leftOut.emplace_back(c.cardId, std::string(leftOutReasonName(c.reason)) + ": " + c.detail);
    return out;
}

} // namespace

LazyComparison::LazyComparison(ComparisonInputs inputs, std::shared_ptr<const LazyRecommendation> recommendation)
    : makeInputs_([inputs = std::move(inputs)] { return inputs; })
    , recommendation_(std::move(recommendation))
{
}

LazyComparison::LazyComparison(std::function<ComparisonInputs()> makeInputs,
                               std::shared_ptr<const LazyRecommendation> recommendation)
    : makeInputs_(std::move(makeInputs))
    , recommendation_(std::move(recommendation))
{
}

LazyComparison::LazyComparison(std::string problem)
    : problem_(std::move(problem))
    , done_(true)
{
    std::call_once(once_, [] {});
}

void LazyComparison::compute() const
{
    std::call_once(once_, [this] {
        ComparisonInputs in = makeInputs_();
        makeInputs_ = nullptr; // what it holds (the catalogue, the scenario) is not needed any more
        if (recommendation_)
            if (const ScenarioRecommendation& r = recommendation_->ranking(); !r.error) {
                // Each card is sized from its first option: a ranking that kept only the first options of a big
                // catalogue is searched again whole (the comparison covers every card).
                if (!optionsLeftOut(r.result))
                    in.recommended = sizingOf(r.training, r.result);
                else if (auto every = recommendation_->everyOption())
                    in.recommended = sizingOf(r.training, *every);
            }
        auto comparison = compareTrainingAndInference(in);
        if (comparison)
            result_ = std::move(comparison).value();
        else
            problem_ = comparison.error().describe();
        done_ = true;
    });
}

const std::optional<TrainingInferenceComparison>& LazyComparison::result() const
{
    compute();
    return result_;
}

const std::optional<std::string>& LazyComparison::problem() const
{
    compute();
    return problem_;
}

} // namespace gputco
