#include "cost/RightSizing.h"

#include "cost/Opex.h"

#include <algorithm>
#include <cmath>

namespace gputco {
namespace {

Error labelled(const std::string& label, const Error& e) { return Error{e.field, label + ": " + e.message}; }

Expected<ServingCost> costOption(const ModelArchitecture& arch, const ServiceTarget& load, const ServingOption& o)
{
    auto plan = sizeDeployment(arch, o.card, o.inference, load);
    if (!plan)
        return labelled(o.label, plan.error());
    const double needed = requiredOutputRate(load, o.inference.outputTokens);
    const double perReplica = plan->performance.outputTokensPerSecondPerReplica.value_or(0.0);

    ServingCost c;
    c.label = o.label;
    c.tensorParallel = plan->tensorParallel;
    c.gpus = plan->gpus;
    if (o.fixedGpus) {
        if (*o.fixedGpus < plan->gpus)
            return Error{"gpus", o.label + ": the load needs " + std::to_string(plan->gpus) + " GPUs; the fleet has "
                                     + std::to_string(*o.fixedGpus)};
        c.gpus = *o.fixedGpus;
    }
    // Whole replicas: GPUs left over serve nothing (a replica is TP GPUs, or an expert-parallel group's).
    const int replicas = c.gpus / std::max(1, plan->gpus / std::max(1, plan->replicas));
    c.capacityTokensPerSecond = perReplica * replicas;
    c.utilisation = c.capacityTokensPerSecond > 0.0 ? std::min(1.0, needed / c.capacityTokensPerSecond) : 1.0;

    const std::optional<ServerPowerProfile> power = serverPowerProfile(o.card, o.prices.server);
    if (!power)
        return Error{"card", o.label + ": " + o.card.displayName() + " has no known TDP, so its power is unknown"};
    c.power = clusterPower(*power, c.gpus, PowerWorkload::Inference, c.utilisation, o.prices.pue);

    CapexInputs capexIn;
    capexIn.gpus = c.gpus;
    capexIn.gpusPerServer = power->gpusPerServer;
    capexIn.pricePerGpu = o.prices.pricePerGpu;
    capexIn.serverPriceWithoutGpus = o.prices.serverPriceWithoutGpus;
    capexIn.networkPerServer = o.prices.networkPerServer;
    auto capex = computeCapex(capexIn);
    if (!capex)
        return labelled(o.label, capex.error());
    c.capex = *capex;

    OpexInputs opexIn;
    opexIn.itAveragePower = c.power.itAverage;
    opexIn.pue = o.prices.pue;
    opexIn.tariff = o.prices.tariff;
    if (o.prices.pricePerKwMonth.inCurrencyUnits() > 0.0) {
        opexIn.colocation = ColocationPricing::PerKwMonth;
        opexIn.contractedPower = c.power.itPeak;
        opexIn.pricePerKwMonth = o.prices.pricePerKwMonth;
    }
    opexIn.maintenanceShareOfCapexPerYear = o.prices.maintenanceShareOfCapexPerYear;
    auto opex = monthlyOpex(opexIn, c.capex.total());
    if (!opex)
        return labelled(o.label, opex.error());

    auto tco =
        computeTco(TcoInputs{c.capex.total(), *opex, o.prices.lifeMonths, c.capex.total() * o.prices.residualShare});
    if (!tco)
        return labelled(o.label, tco.error());
    c.tco = *tco;
    const double tokensPerMonth = needed * 3600.0 * kHoursPerMonth;
    c.perMillionOutputTokens = c.tco.monthlyOwnedCost * (1e6 / tokensPerMonth);
    return c;
}

} // namespace

Expected<RightSizingResult> compareServingOptions(const ModelArchitecture& arch, const ServiceTarget& load,
                                                  const ServingOption& first, const ServingOption& second)
{
    auto a = costOption(arch, load, first);
    if (!a)
        return a.error();
    auto b = costOption(arch, load, second);
    if (!b)
        return b.error();
    RightSizingResult r{*a, *b, 0.0};
    const double denominator = b->tco.monthlyOwnedCost.inCurrencyUnits();
    r.costRatio = denominator > 0.0 ? a->tco.monthlyOwnedCost.inCurrencyUnits() / denominator : 0.0;
    return r;
}

} // namespace gputco
