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
    int lifeMonths = 48;       ///< amortisation period; GPU servers are written off over 3-5 years (datacenter.md 7.1)
    Money residualValue;       ///< resale value at the end of life
    double discountRate = 0.0; ///< cost of capital per year, 0 to 0.5; 0 keeps the straight-line figures
    bool cumulativeCurve = true; ///< false: leave cumulativeByMonth empty (a Monte Carlo needs only the totals)
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
    Money residualValue;    ///< taken back at the end of the life
    /// Net present value of the owned cash: capex + sum_m opex x d(m) - residual x d(life), with
    /// d(m) = (1 + r)^(-m/12) (datacenter.md sec. 7.1, NPV). Equal to lifetimeTotal at a zero rate.
    Money npv;
    /// The level yearly cost, paid monthly, with the same present value: 12 x NPV / sum_{m=1..life} d(m).
    /// Equal to annualOwnedCost at a zero rate; with a rate it carries the cost of capital.
    Money equivalentAnnualCost;
};

/// Straight-line TCO (datacenter.md sec. 7.1) and its present value at the discount rate.
/// Errors name "life", "capex", "residual" or "discount-rate".
Expected<TcoResult> computeTco(const TcoInputs& inputs);

/// Owned cost per delivered GPU-hour: equivalent annual cost / 12 / (GPUs x 730 h x utilisation)
/// (datacenter.md sec. 7.1, C_gpu_h; the monthly owned cost at a zero discount rate). Errors name "gpus" or
/// "utilisation" (0 < U <= 1).
Expected<Money> costPerGpuHour(const TcoResult& tco, int gpus, double utilisation);

} // namespace gputco
