#include "uncertainty/Percentiles.h"

#include <algorithm>
#include <cmath>

namespace gputco {

double percentileOfSorted(const std::vector<double>& v, double p)
{
    const double rank = p * static_cast<double>(v.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(rank));
    if (below + 1 >= v.size())
        return v.back();
    return v[below] + (v[below + 1] - v[below]) * (rank - static_cast<double>(below));
}

double percentileOf(std::vector<double>& v, double p)
{
    if (v.empty())
        return 0.0;
    const double rank = p * static_cast<double>(v.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(rank));
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(below), v.end());
    const double low = v[below];
    if (below + 1 >= v.size())
        return low;
    const double high = *std::min_element(v.begin() + static_cast<std::ptrdiff_t>(below) + 1, v.end());
    return low + (high - low) * (rank - static_cast<double>(below));
}

// Three selections rather than a sort: 1,000 options' 2,000 samples each were sorted twice per recommendation.
MoneyPercentiles moneyPercentiles(std::vector<double>& values)
{
    const double p10 = percentileOf(values, 0.1);
    const double p50 = percentileOf(values, 0.5);
    const double p90 = percentileOf(values, 0.9);
    return {Money::amount(p10), Money::amount(p50), Money::amount(p90)};
}

} // namespace gputco
