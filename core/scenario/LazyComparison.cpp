#include "scenario/LazyComparison.h"

#include "comparison/TrainingInferenceComparison.h"
#include "scenario/LazyRecommendation.h"

#include <algorithm>

namespace gputco {

namespace {

// Each card's first ranked option (its cheapest by the ranking), and the reason of each card left out.
RecommendationSizing sizingOf(const ScenarioRecommendation& r)
{
    RecommendationSizing out;
    out.training = r.training;
    for (const RecommendOption& o : r.result.ranked) {
        const bool seen = std::any_of(out.cards.begin(), out.cards.end(),
                                      [&](const RecommendedSizing& s) { return s.cardId == o.cardId; });
        if (!seen)
            out.cards.push_back(RecommendedSizing{o.cardId, o.gpus, o.parallel, o.precision, o.runTime});
    }
    // A feasible option the scenario cannot price (no rate for its currency) is sized all the same.
    for (const RecommendOption& o : r.result.unpriced) {
        const bool seen = std::any_of(out.cards.begin(), out.cards.end(),
                                      [&](const RecommendedSizing& s) { return s.cardId == o.cardId; });
        if (!seen)
            out.cards.push_back(RecommendedSizing{o.cardId, o.gpus, o.parallel, o.precision, o.runTime});
    }
    for (const CardLeftOut& c : r.result.leftOut)
        out.leftOut.emplace_back(c.cardId, std::string(leftOutReasonName(c.reason)) + ": " + c.detail);
    return out;
}

} // namespace

LazyComparison::LazyComparison(ComparisonInputs inputs, std::shared_ptr<const LazyRecommendation> recommendation)
    : inputs_(std::move(inputs))
    , recommendation_(std::move(recommendation))
{
}

LazyComparison::LazyComparison(std::string problem)
    : problem_(std::move(problem))
{
    std::call_once(once_, [] {});
}

void LazyComparison::compute() const
{
    std::call_once(once_, [this] {
        ComparisonInputs in = inputs_;
        if (recommendation_)
            if (const ScenarioRecommendation& r = recommendation_->ranking(); !r.error)
                in.recommended = sizingOf(r);
        auto comparison = compareTrainingAndInference(in);
        if (comparison)
            result_ = std::move(comparison).value();
        else
            problem_ = comparison.error().describe();
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
