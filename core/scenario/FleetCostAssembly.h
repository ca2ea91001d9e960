#pragma once

#include "cost/FleetCost.h"
#include "scenario/CardEconomics.h"
#include "scenario/CardEconomicsEvaluator.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// The currency each amount of a fleet's cost inputs was quoted in before it was converted to the scenario's
/// (an exchange-rate change moves only the amounts quoted in another currency). nullopt: no such amount.
struct FleetCostCurrencies {
    std::optional<std::string> cardPrice;
    std::optional<std::string> systemPrice;
    std::optional<std::string> colocation;
    std::optional<std::string> cloud;
};

/// The inputs of core's fleet cost model for one card, the currencies behind them and the notes met on the way.
struct FleetCostAssembly {
    FleetCostInputs inputs;
    FleetCostCurrencies currencies;
    std::vector<EconomicsNote> notes; ///< prices that had no exchange rate
};

/// Assembles costFleet's inputs for a card whose deployment and power are known (`economics.gpus`,
/// `economics.serverPower` and `economics.power` set): prices converted to the scenario's currency, opex from the
/// power and the tariff, life, residual, discount rate, utilisation, throughput or GPU-hours and the cloud offer.
/// The card's economics and the uncertainty sampler both cost a fleet from these.
FleetCostAssembly assembleFleetCost(const EconomicsContext& context, const Accelerator& card,
                                    const CardEconomics& economics);

} // namespace gputco
