#include "uncertainty/CardMoneyBase.h"

#include "cost/Opex.h"
#include "cost/UnitCosts.h"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

// Exchange-rate multiple to the power -1, 0 or 1.
double fxFactor(double rateMultiple, int exponent)
{
    return exponent > 0 ? rateMultiple : exponent < 0 ? 1.0 / rateMultiple : 1.0;
}

double multipleOf(const InputMultiples& m, UncertainInput input) { return m[indexOf(input)]; }

// Inference: the replicas that meet the target at the efficiency multiple, and the deployment's rate.
void scaleInferenceSpeed(const CardMoneyBase& base, double efficiency, FleetCostInputs& in)
{
    if (efficiency == 1.0 || !base.tokensPerSecondPerReplica)
        return;
    const double rate = *base.tokensPerSecondPerReplica * efficiency;
    if (!(rate > 0.0))
        return;
    int replicas = base.replicas;
    if (base.targetTokensPerSecond > 0.0)
        replicas = std::max(1, static_cast<int>(std::ceil(base.targetTokensPerSecond / rate - 1e-9)));
    in.gpus = replicas * base.tensorParallel;
    in.outputTokensPerSecond = rate * replicas;
}

// A rented fleet at `m` (CardMoneyBase::rented): the billed hours at the rate, as rentCandidate prices it.
std::optional<CardMoney> costRentedAt(const CardMoneyBase& base, const InputMultiples& m)
{
    FleetCostInputs in = base.typical;
    const double efficiency = multipleOf(m, base.speedInput);
    if (!base.training)
        scaleInferenceSpeed(base, efficiency, in);
    const Money rate = base.rentalRatePerGpuHour
                       * (multipleOf(m, UncertainInput::CloudPrice)
                          * fxFactor(multipleOf(m, UncertainInput::ExchangeRate), base.cloudFx));
    const double utilisation =
        std::clamp(base.typicalUtilisation * multipleOf(m, UncertainInput::Utilisation), 1e-6, 1.0);
    int lifeMonths = in.lifeMonths;
    if (const double life = multipleOf(m, UncertainInput::Life); life != 1.0)
        lifeMonths = std::clamp(static_cast<int>(std::lround(in.lifeMonths * life)), 1, 240);
    if (!(rate.inCurrencyUnits() > 0.0) || in.gpus < 1)
        return std::nullopt;
    CardMoney out;
    out.monthlyOpex = rentedCostPerMonth(rate, in.gpus, utilisation);
    out.lifetimeTco = out.monthlyOpex * static_cast<double>(lifeMonths);
    out.lifeMonths = lifeMonths;
    if (base.training) {
        if (in.trainingGpuHours && efficiency > 0.0)
            out.unitCost = trainingRunCost(*in.trainingGpuHours / efficiency, rate);
    } else if (in.outputTokensPerSecond) {
        if (const auto perMillion = rentedCostPerMillionTokens(rate, in.gpus, *in.outputTokensPerSecond))
            out.unitCost = *perMillion;
    }
    return out;
}

} // namespace

Money CardMoney::cashBeforeResaleBy(int month) const
{
    return cashAtStart + monthlyOpex * static_cast<double>(std::clamp(month, 0, lifeMonths));
}

std::optional<CardMoney> costCardAt(const CardMoneyBase& base, const InputMultiples& m)
{
    if (base.rented)
        return costRentedAt(base, m);
    FleetCostInputs in = base.typical;
    in.cumulativeCurve = false; // a sample needs the totals only, not the chart's month-by-month curve
    const double fx = multipleOf(m, UncertainInput::ExchangeRate);
    const double price = multipleOf(m, UncertainInput::CardPrice);
    if (in.prices.cardPrice)
        *in.prices.cardPrice = *in.prices.cardPrice * (price * fxFactor(fx, base.cardPriceFx));
    if (in.prices.systemPricePerServer)
        *in.prices.systemPricePerServer = *in.prices.systemPricePerServer * (price * fxFactor(fx, base.systemPriceFx));
    if (in.cloud)
        in.cloud->inScenarioCurrency =
            in.cloud->inScenarioCurrency * (multipleOf(m, UncertainInput::CloudPrice) * fxFactor(fx, base.cloudFx));
    in.opex.pricePerKwMonth = in.opex.pricePerKwMonth * fxFactor(fx, base.colocationFx);

    const double efficiency = multipleOf(m, base.speedInput);
    if (base.training) {
        if (in.trainingGpuHours && efficiency > 0.0)
            *in.trainingGpuHours /= efficiency;
    } else {
        scaleInferenceSpeed(base, efficiency, in);
    }

    const double utilisation =
        std::clamp(base.typicalUtilisation * multipleOf(m, UncertainInput::Utilisation), 1e-6, 1.0);
    const double pue = std::max(1.0, base.typicalPue * multipleOf(m, UncertainInput::Pue));
    in.utilisation = base.unitCostOverAllHours ? 1.0 : utilisation;
    in.opex.pue = pue;
    const ClusterPower power = clusterPower(base.serverPower, in.gpus, base.workload, utilisation, pue);
    in.opex.itAveragePower = power.itAverage * (base.hoursPerDay / 24.0);
    if (in.opex.colocation == ColocationPricing::PerKwMonth)
        in.opex.contractedPower = power.itPeak;
    in.opex.tariff.flatPricePerKwh = in.opex.tariff.flatPricePerKwh * multipleOf(m, UncertainInput::ElectricityPrice);

    const double life = multipleOf(m, UncertainInput::Life);
    if (life != 1.0)
        in.lifeMonths = std::clamp(static_cast<int>(std::lround(base.typical.lifeMonths * life)), 1, 240);
    const double residual = multipleOf(m, UncertainInput::Residual);
    if (residual != 1.0)
        for (double& share : in.residual.shareAfterYear)
            share = std::min(1.0, share * residual);

    auto cost = costFleet(in);
    if (!cost)
        return std::nullopt;
    CardMoney out;
    out.lifetimeTco = cost->tco.lifetimeTotal;
    out.cashAtStart = cost->capex ? cost->capex->total() : Money(); // the curve's month 0, which a sample skips
    out.monthlyOpex = cost->tco.monthlyOpex;
    out.lifeMonths = in.lifeMonths;
    out.unitCost = base.training ? cost->trainingRunCost : cost->costPerMillionTokens;
    return out;
}

} // namespace gputco
