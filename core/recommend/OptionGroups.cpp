#include "recommend/OptionGroups.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_map>

namespace gputco {

namespace {

// Equal to the last printed digit: amounts to the minor unit, times and rank values to one part in a billion
// (the same arithmetic on the same inputs gives the same double; this only forgives a last-bit difference).
bool sameAmount(const std::optional<Money>& a, const std::optional<Money>& b)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || a->roundedToMinorUnit() == b->roundedToMinorUnit();
}

bool sameValue(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b)); }

// Everything a row of the table shows but the precision.
bool readsTheSame(const RecommendOption& a, const RecommendOption& b)
{
    return a.cardId == b.cardId && a.rented == b.rented && a.gpus == b.gpus && a.servers == b.servers
           && a.racks == b.racks && a.parallel == b.parallel && a.replicas == b.replicas && a.facilityId == b.facilityId
           && a.cloudOfferId == b.cloudOfferId && a.cloudTerm == b.cloudTerm && sameAmount(a.totalCost, b.totalCost)
           && sameAmount(a.presentValue, b.presentValue) && sameValue(a.rankValue, b.rankValue)
           && sameValue(a.latencySeconds, b.latencySeconds);
}

} // namespace

std::size_t OptionGroup::optionCount() const
{
    std::size_t n = 0;
    for (const OptionVariant& v : variants)
        n += 1 + v.collapsed.size();
    return n;
}

std::vector<OptionGroup> groupOptions(const std::vector<RecommendOption>& ranked)
{
    std::vector<OptionGroup> groups;
    // Each card's group by ownership, found by hash: scanning the groups for each option was quadratic (on a
    // 100,065-card catalogue, most of the window's wait for its first answer: minutes of string comparisons).
    std::unordered_map<std::string, std::size_t> ownedGroup;
    std::unordered_map<std::string, std::size_t> rentedGroup;
    for (std::size_t rank = 0; rank < ranked.size(); ++rank) {
        const RecommendOption& o = ranked[rank];
        const auto [at, added] = (o.rented ? rentedGroup : ownedGroup).try_emplace(o.cardId, groups.size());
        if (added) {
            groups.push_back(OptionGroup{o.cardId, o.rented, {OptionVariant{rank, {}, {o.precision}}}});
            continue;
        }
        OptionGroup* group = &groups[at->second];
        auto same = std::find_if(group->variants.begin(), group->variants.end(),
                                 [&](const OptionVariant& v) { return readsTheSame(ranked[v.rank], o); });
        if (same == group->variants.end()) {
            group->variants.push_back(OptionVariant{rank, {}, {o.precision}});
            continue;
        }
        same->collapsed.push_back(rank);
        if (std::find(same->precisions.begin(), same->precisions.end(), o.precision) == same->precisions.end())
            same->precisions.push_back(o.precision);
    }
    return groups;
}

std::optional<std::size_t> firstGroupOf(const std::vector<OptionGroup>& groups, bool rented)
{
    for (std::size_t i = 0; i < groups.size(); ++i)
        if (groups[i].rented == rented)
            return i;
    return std::nullopt;
}

} // namespace gputco
