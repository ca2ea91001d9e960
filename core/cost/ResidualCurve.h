#pragma once

#include "util/Expected.h"

#include <optional>
#include <vector>

namespace gputco {

/// Resale value of owned hardware by years of use, as shares of its purchase price.
struct ResidualCurve {
    /// [0] = share of the purchase price after one year of use, [1] after two, ... Empty: no resale value
    /// (the model before issue 13). Shares run from 0 to 1 and never rise.
    std::vector<double> shareAfterYear;

    /// Data-centre cards: 60 / 40 / 27.5 / 17.5 / 12.5 % after years 1-5 (prices.md sec. 4, "suggested
    /// residual default", from the GLRI secondary-market curve [W]: 60-65 %, 40-45 %, 25-30 %, 15-20 %,
    /// 10-15 %; the midpoint of each range).
    static ResidualCurve dataCentreDefault();

    friend bool operator==(const ResidualCurve&, const ResidualCurve&) = default;
};

/// At most this many years on a curve (the amortisation period ends at 20 years).
inline constexpr int kMaxResidualYears = 20;

/// nullopt when every share is from 0 to 1, none rises and there are at most 20; else an error naming
/// "residual-curve" and the year at fault.
std::optional<Error> validateResidualCurve(const ResidualCurve& curve);

/// Share of the purchase price left after `months` of use. Between the curve's points (and from 100 % at
/// month 0 to the first point) it is interpolated linearly; past the last point it keeps falling by the last
/// year's ratio (12.5 / 17.5 per year on the default curve), so a 6-year life keeps about 8.9 %. An empty
/// curve gives 0.
double residualShareAfterMonths(const ResidualCurve& curve, int months);

} // namespace gputco
