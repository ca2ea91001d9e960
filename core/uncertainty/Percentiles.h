#pragma once

#include "units/Money.h"

#include <vector>

namespace gputco {

/// The 10th, 50th and 90th percentiles of a set of amounts.
struct MoneyPercentiles {
    Money p10;
    Money p50;
    Money p90;
};

/// The value at share `p` (0 to 1) of sorted `values`, interpolated linearly between ranks: rank p (n - 1)
/// (Hyndman and Fan 1996, type 7, the spreadsheet PERCENTILE). `values` must be sorted and not empty.
double percentileOfSorted(const std::vector<double>& values, double p);

/// percentileOfSorted(sorted `values`, p) without sorting them: the two order statistics around rank p (n - 1), found
/// in linear time (std::nth_element), so `values` are reordered. 0 when `values` is empty.
double percentileOf(std::vector<double>& values, double p);

/// P10, P50 and P90 of `values` (reordered in place, percentileOf); `values` must not be empty.
MoneyPercentiles moneyPercentiles(std::vector<double>& values);

} // namespace gputco
