#include "recommend/ParetoFront.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace gputco {

std::vector<std::size_t> paretoFront(const std::vector<CostLatency>& points)
{
    std::vector<std::size_t> order(points.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (points[a].cost != points[b].cost)
            return points[a].cost < points[b].cost;
        return points[a].latency < points[b].latency;
    });
    std::vector<std::size_t> front;
    double bestLatency = std::numeric_limits<double>::infinity();
    for (std::size_t i : order) {
        if (points[i].latency < bestLatency) {
            front.push_back(i);
            bestLatency = points[i].latency;
        }
    }
    return front;
}

} // namespace gputco
