#include "cost/FleetCost.h"

#include "cost/UnitCosts.h"

namespace gputco {

Expected<FleetCost> costFleet(const FleetCostInputs& in)
{
    if (auto e = validateResidualCurve(in.residual))
        return *e;
    FleetCost out;
    if (auto priced = capexInputsFor(in.prices, in.gpus, in.gpusPerServer)) {
        auto capex = computeCapex(priced->inputs);
        if (!capex)
            return capex.error();
        out.capex = *capex;
        out.capexBasis = priced->basis;
    }
    const Money capexTotal = out.capex ? out.capex->total() : Money{};
    auto monthly = monthlyOpex(in.opex, capexTotal);
    if (!monthly)
        return monthly.error();

    TcoInputs tcoInputs;
    tcoInputs.capex = capexTotal;
    tcoInputs.opex = *monthly;
    tcoInputs.lifeMonths = in.lifeMonths;
    tcoInputs.residualValue = capexTotal * residualShareAfterMonths(in.residual, in.lifeMonths);
    tcoInputs.discountRate = in.discountRate;
    tcoInputs.cumulativeCurve = in.cumulativeCurve;
    auto tco = computeTco(tcoInputs);
    if (!tco)
        return tco.error();
    out.tco = *tco;

    if (auto perHour = costPerGpuHour(out.tco, in.gpus, in.utilisation))
        out.costPerGpuHour = *perHour;
    if (in.outputTokensPerSecond)
        if (auto perM =
                costPerMillionTokens(out.tco.equivalentAnnualCost / 12.0, *in.outputTokensPerSecond, in.utilisation))
            out.costPerMillionTokens = *perM;
    if (in.trainingGpuHours && out.costPerGpuHour)
        out.trainingRunCost = trainingRunCost(*in.trainingGpuHours, *out.costPerGpuHour);
    if (in.cloud) {
        if (auto cloud = compareWithCloud(out.tco, in.gpus, in.cloud->inScenarioCurrency, in.utilisation))
            out.cloud = *cloud;
        if (in.outputTokensPerSecond)
            if (auto rented =
                    rentedCostPerMillionTokens(in.cloud->inScenarioCurrency, in.gpus, *in.outputTokensPerSecond))
                out.rentedCostPerMillionTokens = *rented;
    }
    return out;
}

} // namespace gputco
