#include "scenario/LazyRecommendation.h"

#include "scenario/ChartedOptions.h"

#include "recommend/Recommender.h"
#include "uncertainty/OptionCostRanges.h"

namespace gputco {

namespace {

// The P10-P90 of each card and ownership's best option is drawn for the first kRangedGroupsMost groups (the
// cheapest) and for the best owned and best rented, which the headline quotes; the rest show none. With at most that
// many groups (the built-in catalogue) every group is drawn exactly as before.

std::vector<std::optional<MoneyPercentiles>> groupRanges(const RecommendInputs& inputs,
                                                         const std::vector<RecommendOption>& ranked,
                                                         const std::vector<OptionGroup>& groups,
                                                         const UncertaintyState& uncertainty)
{
    std::vector<std::size_t> ranged;
    for (std::size_t g = 0; g < groups.size() && g < kRangedGroupsMost; ++g)
        ranged.push_back(g);
    for (bool rented : {false, true})
        if (const std::optional<std::size_t> best = firstGroupOf(groups, rented); best && *best >= kRangedGroupsMost)
            ranged.push_back(*best);
    std::vector<RecommendOption> best;
    best.reserve(ranged.size());
    for (std::size_t g : ranged)
        best.push_back(ranked[groups[g].best()]);
    const std::vector<std::optional<MoneyPercentiles>> ranges = optionCostRanges(inputs, best, uncertainty);
    std::vector<std::optional<MoneyPercentiles>> out(groups.size());
    for (std::size_t i = 0; i < ranged.size() && i < ranges.size(); ++i)
        out[ranged[i]] = ranges[i];
    return out;
}

bool sameDeployment(const std::optional<CurrentDeployment>& a, const std::optional<CurrentDeployment>& b)
{
    if (!a || !b)
        return a.has_value() == b.has_value();
    const auto cost = [](const CurrentDeployment& d) {
        return d.totalCost ? std::optional<double>(d.totalCost->inCurrencyUnits()) : std::nullopt;
    };
    return a->cardId == b->cardId && a->gpus == b->gpus && a->latencySeconds == b->latencySeconds
           && cost(*a) == cost(*b);
}

} // namespace

LazyRecommendation::LazyRecommendation(Expected<RecommendInputs> inputs, bool training,
                                       std::optional<CurrentDeployment> current, UncertaintyState uncertainty,
                                       RecommendRetention keep)
    : search_(std::make_shared<Search>())
    , current_(std::move(current))
{
    search_->inputs.emplace(std::move(inputs));
    search_->training = training;
    search_->uncertainty = std::move(uncertainty);
    search_->keep = keep;
}

LazyRecommendation::LazyRecommendation(std::function<Expected<RecommendInputs>()> makeInputs, bool training,
                                       std::optional<CurrentDeployment> current, UncertaintyState uncertainty,
                                       RecommendRetention keep)
    : search_(std::make_shared<Search>())
    , current_(std::move(current))
{
    search_->makeInputs = std::move(makeInputs);
    search_->training = training;
    search_->uncertainty = std::move(uncertainty);
    search_->keep = keep;
}

RecommendRetention LazyRecommendation::windowRetention()
{
    return RecommendRetention{kKeptRankedOptionsMost, kKeptUnpricedOptionsMost, /*exclusionLines=*/false};
}

LazyRecommendation::LazyRecommendation(const LazyRecommendation& same, std::optional<CurrentDeployment> current)
    : search_(same.search_)
    , current_(std::move(current))
{
}

void LazyRecommendation::rank() const
{
    Search& s = *search_;
    std::call_once(s.rankOnce, [&s, this] {
        s.result.current = current_; // the deployment of the evaluation that searched: most share it
        s.result.training = s.training;
        if (!s.inputs) {
            s.inputs.emplace(s.makeInputs());
            s.makeInputs = nullptr; // what it holds (the catalogue, the scenario) is not needed any more
        }
        const Expected<RecommendInputs>& inputs = *s.inputs;
        if (!inputs) {
            s.result.error = inputs.error();
            return;
        }
        s.result.rankBy = inputs->rankBy;
        // Only what the window can show: the first options, the whole front and the counts. Every option of a
        // 100,065-card catalogue was some 740,000 of them (over a gigabyte) for a table read 500 rows at a time.
        if (auto found = recommend(*inputs, s.keep))
            s.result.result = std::move(found).value();
        else
            s.result.error = found.error();
    });
}

const ScenarioRecommendation& LazyRecommendation::ranking() const
{
    rank();
    return search_->result;
}

const ScenarioRecommendation& LazyRecommendation::get() const
{
    Search& s = *search_;
    rank();
    std::call_once(s.once, [&s] {
        const Expected<RecommendInputs>& inputs = *s.inputs; // made by rank()
        if (inputs && !s.result.error) {
            const std::vector<RecommendOption>& ranked = s.result.result.ranked;
            if (!ranked.empty())
                s.result.shares = optionShares(*inputs, ranked, s.uncertainty);
            s.result.groups = groupOptions(ranked);
            s.result.groupCostRanges = groupRanges(*inputs, ranked, s.result.groups, s.uncertainty);
        }
        s.done = true;
    });
    // A copy only for an evaluation whose own deployment differs: the answer of a 100,065-card catalogue holds some
    // 1.9 million options (over a gigabyte), which a copy per evaluation doubled.
    if (sameDeployment(current_, s.result.current))
        return s.result;
    std::call_once(once_, [this, &s] {
        value_ = s.result;
        value_.current = current_;
    });
    return value_;
}

Expected<RecommendResult> LazyRecommendation::everyOption() const
{
    const ScenarioRecommendation& r = ranking();
    if (r.error)
        return *r.error;
    if (!optionsLeftOut(r.result))
        return r.result;
    return recommend(**search_->inputs);
}

bool LazyRecommendation::ready() const
{
    // Read after the search's call_once in get(); a caller that sees false simply asks later.
    return search_->done;
}

} // namespace gputco
