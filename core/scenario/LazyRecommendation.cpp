#include "scenario/LazyRecommendation.h"

#include "recommend/Recommender.h"
#include "uncertainty/OptionCostRanges.h"

namespace gputco {

LazyRecommendation::LazyRecommendation(Expected<RecommendInputs> inputs, bool training,
                                       std::optional<CurrentDeployment> current, UncertaintyState uncertainty)
    : search_(std::make_shared<Search>(std::move(inputs)))
    , current_(std::move(current))
{
    search_->training = training;
    search_->uncertainty = std::move(uncertainty);
}

LazyRecommendation::LazyRecommendation(const LazyRecommendation& same, std::optional<CurrentDeployment> current)
    : search_(same.search_)
    , current_(std::move(current))
{
}

const ScenarioRecommendation& LazyRecommendation::get() const
{
    Search& s = *search_;
    std::call_once(s.once, [&s] {
        s.result.training = s.training;
        if (!s.inputs) {
            s.result.error = s.inputs.error();
        } else {
            s.result.rankBy = s.inputs->rankBy;
            if (auto found = recommend(*s.inputs)) {
                s.result.result = std::move(found).value();
                const std::vector<RecommendOption>& ranked = s.result.result.ranked;
                if (!ranked.empty())
                    s.result.shares = optionShares(*s.inputs, ranked, s.uncertainty);
                s.result.groups = groupOptions(ranked);
                std::vector<RecommendOption> best;
                best.reserve(s.result.groups.size());
                for (const OptionGroup& g : s.result.groups)
                    best.push_back(ranked[g.best()]);
                s.result.groupCostRanges = optionCostRanges(*s.inputs, best, s.uncertainty);
            } else
                s.result.error = found.error();
        }
        s.done = true;
    });
    std::call_once(once_, [this, &s] {
        value_ = s.result;
        value_.current = current_;
    });
    return value_;
}

bool LazyRecommendation::ready() const
{
    // Read after the search's call_once in get(); a caller that sees false simply asks later.
    return search_->done;
}

} // namespace gputco
