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

/// P10, P50 and P90 of `values` (sorted in place); nullopt-free: `values` must not be empty.
MoneyPercentiles moneyPercentiles(std::vector<double>& values);

} // namespace gputco
