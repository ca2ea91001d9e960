#include "scenario/ChartedOptions.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <tuple>

namespace gputco {

std::vector<std::size_t> chartedOptions(const std::vector<RecommendOption>& ranked, std::size_t most)
{
    std::vector<std::size_t> out;
    out.reserve(std::min(ranked.size(), most));
    for (std::size_t i = 0; i < ranked.size(); ++i)
        if (i < most || ranked[i].onParetoFront)
            out.push_back(i);
    return out;
}

bool optionsLeftOut(const RecommendResult& result)
{
    return result.rankedCount > result.ranked.size() || result.unpricedCount > result.unpriced.size();
}

namespace {

// What tells one option from another on the chart and in the table: the card, how it is bought and where, its GPUs
// and precision, and the two axes. Two options alike in all of these are one point.
using OptionKey = std::tuple<std::string, bool, std::optional<std::string>, std::optional<std::string>, int, int, int,
                             double, double>;

OptionKey keyOf(const RecommendOption& o)
{
    return {o.cardId,   o.rented,    o.cloudOfferId,  o.facilityId, o.gpus, static_cast<int>(o.precision),
            o.replicas, o.rankValue, o.latencySeconds};
}

} // namespace

std::vector<const RecommendOption*> frontPastKept(const RecommendResult& result)
{
    std::vector<const RecommendOption*> out;
    if (result.rankedCount <= result.ranked.size())
        return out; // every option kept: the front's are among them, marked onParetoFront
    // The front and the ranking order near-equal costs slightly differently, so a kept front member is found by what
    // it is, not by its place.
    std::map<OptionKey, int> kept;
    for (const RecommendOption& o : result.ranked)
        if (o.onParetoFront)
            ++kept[keyOf(o)];
    for (const RecommendOption& o : result.front) {
        const auto it = kept.find(keyOf(o));
        if (it != kept.end() && it->second > 0)
            --it->second;
        else
            out.push_back(&o);
    }
    return out;
}

} // namespace gputco
