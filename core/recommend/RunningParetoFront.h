#pragma once

#include "recommend/RecommendResult.h"

#include <cstddef>
#include <map>
#include <tuple>
#include <vector>

namespace gputco {

/// Where an option stands among those of one front: by cost, then latency, then `tie` (the next key the ranking
/// compares), then `arrival` (the order options were offered in). The order paretoFront sees them in.
struct FrontKey {
    double cost = 0.0;
    double latency = 0.0;
    double tie = 0.0;
    std::size_t arrival = 0;

    bool operator<(const FrontKey& other) const
    {
        return std::tie(cost, latency, tie, arrival) < std::tie(other.cost, other.latency, other.tie, other.arrival);
    }
};

/// The cost-latency Pareto front of options offered one at a time: the same options paretoFront finds among all of
/// them (a point is on it when no point before it in FrontKey order has a latency as low or lower), holding only
/// the options on the front so far. An offer is O(log front) and copies the option only when it joins the front; a
/// point it beats leaves.
class RunningParetoFront {
public:
    void offer(const RecommendOption& option, const FrontKey& key);

    /// Takes in `later`'s offers as if they had been offered here after this front's own, their arrivals moved on
    /// by `arrivalOffset` (the options offered before them): a point off `later`'s front is beaten by one on it, so
    /// its front is all it needs to give. `later` is left empty.
    void append(RunningParetoFront& later, std::size_t arrivalOffset);

    bool empty() const { return front_.empty(); }
    /// The arrivals of the options on the front, in front order.
    std::vector<std::size_t> arrivals() const;
    /// The options on the front, cheapest first; the front is empty afterwards.
    std::vector<RecommendOption> take();

private:
    std::map<FrontKey, RecommendOption> front_; ///< latency strictly falls along the map's order
};

} // namespace gputco
