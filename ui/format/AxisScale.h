#pragma once

#include <cstddef>
#include <optional>
#include <vector>

namespace gputco::ui {

/// Where a chart's value axis ends so that one outlier does not flatten the options that matter, and what is
/// left beyond it.
struct AxisScale {
    double top = 1.0;                  ///< the largest value the axis must show (before rounding and headroom)
    std::vector<std::size_t> offScale; ///< indices of the values above `top`, to be marked at the axis' edge
    double decades = 0.0;              ///< log10 of the largest over the smallest positive value
    /// True when the values span at least a decade: a log axis reads them all.
    bool spansDecades() const { return decades >= 1.0; }
};

/// The scaling rule of the cost charts (the TCO lines, the Pareto points): the axis reaches the largest value
/// within `spread` times the reference (the recommended option's value when given, else the smallest positive
/// value), so the best option and its nearest competitors fill the plot; larger values are off the scale. When
/// the largest value is within twice that top (cutting would gain less than half the plot), the axis simply
/// reaches the largest value. Non-positive values never set the reference and are always on the scale. Pure: no
/// widgets, unit-tested by hand.
AxisScale axisScale(const std::vector<double>& values, std::optional<double> reference = std::nullopt,
                    double spread = 3.0);

/// A log axis' range: the whole decades around every positive value, the top with `headroom` (so a marker at the
/// edge is not cut in half), at least one decade. Non-positive and non-finite values are left out (a log axis
/// cannot draw them); with none positive, 0.1 to 1.
struct LogRange {
    double low = 0.1;
    double high = 1.0;
};
LogRange logRange(const std::vector<double>& values, double headroom = 1.0);

} // namespace gputco::ui
