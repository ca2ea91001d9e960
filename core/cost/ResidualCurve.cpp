#include "cost/ResidualCurve.h"

#include <cmath>
#include <string>

namespace gputco {

ResidualCurve ResidualCurve::dataCentreDefault() { return ResidualCurve{{0.60, 0.40, 0.275, 0.175, 0.125}}; }

std::optional<Error> validateResidualCurve(const ResidualCurve& curve)
{
    if (curve.shareAfterYear.size() > static_cast<std::size_t>(kMaxResidualYears))
        return Error{"residual-curve", "the residual curve has at most 20 years"};
    double previous = 1.0;
    for (std::size_t i = 0; i < curve.shareAfterYear.size(); ++i) {
        const double share = curve.shareAfterYear[i];
        // The year's name only for a message: a Monte Carlo validates the curve thousands of times.
        const auto year = [i] { return "year " + std::to_string(i + 1); };
        if (!(share >= 0.0 && share <= 1.0))
            return Error{"residual-curve", year() + ": the residual value must be from 0 to 100 % of the purchase"};
        if (share > previous)
            return Error{"residual-curve", year() + ": the residual value must not rise with age"};
        previous = share;
    }
    return std::nullopt;
}

double residualShareAfterMonths(const ResidualCurve& curve, int months)
{
    const std::vector<double>& s = curve.shareAfterYear;
    if (s.empty() || months <= 0)
        return s.empty() ? 0.0 : 1.0;
    const double years = months / 12.0;
    const auto last = static_cast<double>(s.size());
    if (years <= last) {
        const int whole = static_cast<int>(std::floor(years));
        const double before = whole == 0 ? 1.0 : s[static_cast<std::size_t>(whole - 1)];
        if (whole == static_cast<int>(s.size()))
            return before;
        const double after = s[static_cast<std::size_t>(whole)];
        return before + (after - before) * (years - whole);
    }
    const double previous = s.size() >= 2 ? s[s.size() - 2] : 1.0;
    if (previous <= 0.0)
        return 0.0;
    const double ratio = s.back() / previous;
    return s.back() * std::pow(ratio, years - last);
}

} // namespace gputco
