#include "cost/UnitCosts.h"

#include "cost/Opex.h"

namespace gputco {

Money trainingRunCost(double gpuHours, Money costPerGpuHour) { return costPerGpuHour * gpuHours; }

Expected<Money> costPerMillionTokens(Money monthlyCost, double outputTokensPerSecond, double utilisation)
{
    if (!(outputTokensPerSecond > 0.0))
        return Error{"throughput", "the output tokens per second must be positive"};
    if (!(utilisation > 0.0 && utilisation <= 1.0))
        return Error{"utilisation", "utilisation must be more than 0 and at most 1"};
    const double tokensPerMonth = outputTokensPerSecond * 3600.0 * kHoursPerMonth * utilisation;
    return monthlyCost * (1e6 / tokensPerMonth);
}

Expected<Money> rentedCostPerMillionTokens(Money cloudPricePerGpuHour, int gpus, double outputTokensPerSecond)
{
    if (gpus < 1)
        return Error{"gpus", "at least one GPU is needed"};
    if (!(cloudPricePerGpuHour.inCurrencyUnits() > 0.0))
        return Error{"cloud-price", "the cloud price per GPU-hour must be positive"};
    if (!(outputTokensPerSecond > 0.0))
        return Error{"throughput", "the output tokens per second must be positive"};
    return cloudPricePerGpuHour * (gpus * 1e6 / (outputTokensPerSecond * 3600.0));
}

Money rentedCostPerMonth(Money pricePerGpuHour, int gpus, double utilisation)
{
    return pricePerGpuHour * (gpus * kHoursPerMonth * utilisation);
}

} // namespace gputco
