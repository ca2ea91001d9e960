#pragma once

#include "cost/Opex.h"
#include "units/Money.h"
#include "util/Expected.h"

#include <vector>

namespace gputco {

/// One owned option over its life.
struct TcoInputs {
    Money capex;
    MonthlyOpex opex;
    int lifeMonths = 48; ///< amortisation period; GPU servers are written off over 3-5 years (datacenter.md 7.1)
    Money residualValue; ///< resale value at the end of life
};

/// Owned cost over time and per period.
struct TcoResult {
    /// Cash paid by the end of each month: [0] = capex, [m] = capex + m x opex; the last month also takes
    /// back the residual value. One curve per option on the cumulative-TCO chart.
    std::vector<Money> cumulativeByMonth;
    Money monthlyDepreciation; ///< (capex - residual) / life
    Money monthlyOpex;
    Money monthlyOwnedCost; ///< depreciation + opex: the cost of a month of ownership
    Money annualOwnedCost;  ///< 12 x the monthly owned cost
    Money lifetimeTotal;    ///< capex - residual + life x opex
};

/// Straight-line TCO (datacenter.md sec. 7.1). Errors name "life" or "residual".
Expected<TcoResult> computeTco(const TcoInputs& inputs);

/// Owned cost per delivered GPU-hour: monthly owned cost / (GPUs x 730 h x utilisation)
/// (datacenter.md sec. 7.1, C_gpu_h). Errors name "gpus" or "utilisation" (0 < U <= 1).
Expected<Money> costPerGpuHour(const TcoResult& tco, int gpus, double utilisation);

} // namespace gputco
