#pragma once

#include "cost/Tco.h"

#include <optional>
#include <vector>

namespace gputco {

/// Owning against renting the same GPUs in the cloud.
struct CloudComparison {
    /// Utilisation above which owning is cheaper: annual owned cost / (cloud price x GPUs x 8,760 h)
    /// (datacenter.md sec. 7.1, U*), the annual owned cost being the equivalent annual cost (the
    /// straight-line cost at a zero discount rate). Above 1 means renting is cheaper even at full use.
    double breakEvenUtilisation = 0.0;
    /// First month whose cumulative owned cash is at or below the cumulative rental bill at `utilisation`;
    /// nullopt when that does not happen within the life.
    std::optional<int> breakEvenMonth;
    Money cloudPerMonth;                       ///< GPUs x 730 h x utilisation x price
    std::vector<Money> cloudCumulativeByMonth; ///< [m] = m x cloudPerMonth, same length as the TCO curve
};

/// Compares an owned TCO with renting at `cloudPricePerGpuHour` (on-demand or reserved) for the hours
/// actually used (`utilisation` of the month). Errors name "gpus", "cloud-price" or "utilisation".
Expected<CloudComparison> compareWithCloud(const TcoResult& tco, int gpus, Money cloudPricePerGpuHour,
                                           double utilisation);

} // namespace gputco
