#pragma once

#include <cstddef>
#include <vector>

namespace gputco {

/// A point to minimise on both axes.
struct CostLatency {
    double cost = 0.0;
    double latency = 0.0;
};

/// Indices of the points no other point beats on both axes (cost <= and latency <=, one strictly), sorted by
/// cost ascending (so latency strictly descends along the front). Of equal points the first is kept.
/// O(n log n): sort by (cost, latency), sweep keeping the best latency so far.
std::vector<std::size_t> paretoFront(const std::vector<CostLatency>& points);

} // namespace gputco
