#include "format/AxisScale.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gputco::ui {

AxisScale axisScale(const std::vector<double>& values, std::optional<double> reference, double spread)
{
    AxisScale scale;
    double smallest = std::numeric_limits<double>::max();
    double largest = 0.0;
    for (double v : values)
        if (v > 0.0 && std::isfinite(v)) {
            smallest = std::min(smallest, v);
            largest = std::max(largest, v);
        }
    if (largest <= 0.0)
        return scale; // nothing positive: the caller's default axis
    scale.decades = std::log10(largest / smallest);

    // The reference is a value that must show: never below the smallest, never above the largest.
    const double base = std::clamp(reference.value_or(smallest), smallest, largest);
    const double limit = base * std::max(spread, 1.0);
    double top = 0.0;
    for (double v : values)
        if (v <= limit)
            top = std::max(top, v);
    scale.top = top > 0.0 ? top : base;
    // Cutting the axis is worth it only when it at least doubles the room of what stays: a line just past the
    // limit stays on the scale rather than be named at the edge.
    if (largest <= 2.0 * scale.top) {
        scale.top = largest;
        return scale;
    }
    for (std::size_t i = 0; i < values.size(); ++i)
        if (values[i] > scale.top)
            scale.offScale.push_back(i);
    return scale;
}

LogRange logRange(const std::vector<double>& values, double headroom)
{
    double least = 0.0;
    double most = 0.0;
    for (double v : values)
        if (v > 0.0 && std::isfinite(v)) {
            least = least > 0.0 ? std::min(least, v) : v;
            most = std::max(most, v);
        }
    LogRange range;
    if (most <= 0.0)
        return range;
    range.low = std::pow(10.0, std::floor(std::log10(least)));
    range.high = std::max(std::pow(10.0, std::ceil(std::log10(most * std::max(headroom, 1.0)))), range.low * 10.0);
    return range;
}

} // namespace gputco::ui
