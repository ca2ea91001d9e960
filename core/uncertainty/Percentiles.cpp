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

MoneyPercentiles moneyPercentiles(std::vector<double>& values)
{
    std::sort(values.begin(), values.end());
    return {Money::amount(percentileOfSorted(values, 0.1)), Money::amount(percentileOfSorted(values, 0.5)),
            Money::amount(percentileOfSorted(values, 0.9))};
}

} // namespace gputco
