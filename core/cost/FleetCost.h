#pragma once

#include "cost/CapexBasis.h"
#include "cost/CloudComparison.h"
#include "cost/CloudOfferChoice.h"
#include "cost/Opex.h"
#include "cost/ResidualCurve.h"
#include "cost/Tco.h"

#include <optional>

namespace gputco {

/// Everything the money of one deployed fleet rests on, in the scenario's currency.
struct FleetCostInputs {
    int gpus = 0;
    int gpusPerServer = 8;
    PurchasePrices prices; ///< none known: running costs only
    OpexInputs opex;       ///< power, tariff, colocation; maintenance is taken on the capex found here
    int lifeMonths = 48;
    ResidualCurve residual;
    double discountRate = 0.0;
    double utilisation = 1.0;                    ///< share of the hours the GPUs do useful work
    std::optional<double> outputTokensPerSecond; ///< inference: the deployment's rate while it serves
    std::optional<double> trainingGpuHours;      ///< training: the run's GPU-hours
    std::optional<ChosenCloudOffer> cloud;       ///< the offer to compare with (chooseCloudOffer)
    bool cumulativeCurve = true;                 ///< false: the TCO without its month-by-month curve (TcoInputs)
};

/// Owning the fleet, and renting it instead.
struct FleetCost {
    std::optional<CapexBasis> capexBasis; ///< nullopt: no price, so no capex
    std::optional<Capex> capex;
    TcoResult tco; ///< capex 0 and no residual without a price (running cost only)
    std::optional<Money> costPerGpuHour;
    std::optional<Money> costPerMillionTokens;       ///< owned
    std::optional<Money> rentedCostPerMillionTokens; ///< at the cloud offer's rate
    std::optional<Money> trainingRunCost;            ///< GPU-hours x owned cost per GPU-hour
    std::optional<CloudComparison> cloud;
};

/// Capex on its basis (system price, else GPUs x card price x (1 + host share)), monthly opex, the TCO with the
/// residual curve's value at the end of the life and the discount rate, the unit costs and the cloud comparison
/// (docs/MODEL.md, Cost). Errors name the input at fault.
Expected<FleetCost> costFleet(const FleetCostInputs& inputs);

} // namespace gputco
