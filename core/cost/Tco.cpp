#include "cost/Tco.h"

#include "cost/Capex.h"
#include "cost/Discounting.h"

#include <cmath>

namespace gputco {

Expected<TcoResult> computeTco(const TcoInputs& in)
{
    if (in.lifeMonths < 1 || in.lifeMonths > 240)
        return Error{"life", "the amortisation period must be from 1 to 240 months"};
    const double capex = in.capex.inCurrencyUnits();
    const double residual = in.residualValue.inCurrencyUnits();
    if (!(capex >= 0.0) || !std::isfinite(capex))
        return Error{"capex", "capital spending must be zero or more"};
    if (!(residual >= 0.0 && residual <= capex))
        return Error{"residual", "the residual value must be from zero to the capex"};
    if (auto e = validateDiscountRate(in.discountRate))
        return *e;

    TcoResult r;
    r.monthlyDepreciation = monthlyDepreciation(in.capex, in.lifeMonths, in.residualValue);
    r.monthlyOpex = in.opex.total();
    r.monthlyOwnedCost = r.monthlyDepreciation + r.monthlyOpex;
    r.annualOwnedCost = r.monthlyOwnedCost * 12.0;
    r.lifetimeTotal = in.capex - in.residualValue + r.monthlyOpex * static_cast<double>(in.lifeMonths);
    if (in.cumulativeCurve) {
        r.cumulativeByMonth.reserve(static_cast<std::size_t>(in.lifeMonths) + 1);
        for (int month = 0; month <= in.lifeMonths; ++month)
            r.cumulativeByMonth.push_back(in.capex + r.monthlyOpex * static_cast<double>(month));
        r.cumulativeByMonth.back() -= in.residualValue;
    }
    r.residualValue = in.residualValue;

    const double annuity = monthlyAnnuityFactor(in.discountRate, in.lifeMonths);
    r.npv = in.capex + r.monthlyOpex * annuity - in.residualValue * discountFactor(in.discountRate, in.lifeMonths);
    r.equivalentAnnualCost = r.npv * (12.0 / annuity);
    return r;
}

Expected<Money> costPerGpuHour(const TcoResult& tco, int gpus, double utilisation)
{
    if (gpus < 1)
        return Error{"gpus", "at least one GPU is needed for a cost per GPU-hour"};
    if (!(utilisation > 0.0 && utilisation <= 1.0))
        return Error{"utilisation", "utilisation must be more than 0 and at most 1"};
    return tco.equivalentAnnualCost / (12.0 * gpus * kHoursPerMonth * utilisation);
}

} // namespace gputco
