#include "cost/CloudComparison.h"

#include "cost/UnitCosts.h"

namespace gputco {

Expected<CloudComparison> compareWithCloud(const TcoResult& tco, int gpus, Money cloudPricePerGpuHour,
                                           double utilisation)
{
    if (gpus < 1)
        return Error{"gpus", "at least one GPU is needed"};
    const Money price = cloudPricePerGpuHour;
    if (!(price.inCurrencyUnits() > 0.0))
        return Error{"cloud-price", "the cloud price per GPU-hour must be positive"};
    if (!(utilisation > 0.0 && utilisation <= 1.0))
        return Error{"utilisation", "utilisation must be more than 0 and at most 1"};

    CloudComparison c;
    const Money fullYear = price * (gpus * 12.0 * kHoursPerMonth);
    c.breakEvenUtilisation = tco.equivalentAnnualCost / fullYear;
    c.cloudPerMonth = rentedCostPerMonth(price, gpus, utilisation);
    c.cloudCumulativeByMonth.reserve(tco.cumulativeByMonth.size());
    for (std::size_t month = 0; month < tco.cumulativeByMonth.size(); ++month) {
        c.cloudCumulativeByMonth.push_back(c.cloudPerMonth * static_cast<double>(month));
        if (!c.breakEvenMonth && month > 0 && tco.cumulativeByMonth[month] <= c.cloudCumulativeByMonth.back())
            c.breakEvenMonth = static_cast<int>(month);
    }
    return c;
}

} // namespace gputco
