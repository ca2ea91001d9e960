#include "recommend/RunningParetoFront.h"

#include <iterator>
#include <limits>

namespace gputco {

void RunningParetoFront::offer(const RecommendOption& option, const FrontKey& key)
{
    // paretoFront keeps a point whose latency is below every earlier one's, starting from infinity: an infinite
    // or undefined latency is never on the front.
    if (!(key.latency < std::numeric_limits<double>::infinity()))
        return;
    auto next = front_.lower_bound(key);
    if (next != front_.begin() && !(key.latency < std::prev(next)->first.latency))
        return; // an earlier point is as fast or faster
    // The later points it is as fast as or faster than leave: they are the ones right after it, as latency falls.
    while (next != front_.end() && next->first.latency >= key.latency)
        next = front_.erase(next);
    front_.emplace_hint(next, key, option);
}

void RunningParetoFront::append(RunningParetoFront& later, std::size_t arrivalOffset)
{
    for (auto& [key, option] : later.front_) {
        FrontKey moved = key;
        moved.arrival += arrivalOffset;
        offer(option, moved);
    }
    later.front_.clear();
}

std::vector<std::size_t> RunningParetoFront::arrivals() const
{
    std::vector<std::size_t> out;
    out.reserve(front_.size());
    for (const auto& entry : front_)
        out.push_back(entry.first.arrival);
    return out;
}

std::vector<RecommendOption> RunningParetoFront::take()
{
    std::vector<RecommendOption> out;
    out.reserve(front_.size());
    for (auto& entry : front_)
        out.push_back(std::move(entry.second));
    front_.clear();
    return out;
}

} // namespace gputco
