#pragma once

#include "cost/Capex.h"
#include "cost/Tco.h"
#include "hardware/Accelerator.h"
#include "hardware/Server.h"
#include "model/ModelArchitecture.h"
#include "performance/DeploymentSizer.h"
#include "power/EnergyCost.h"
#include "power/ServerPower.h"

#include <optional>
#include <string>

namespace gputco {

/// What owning one option's GPUs costs besides their count. Every price is the user's (scenario currency).
struct FleetPrices {
    Money pricePerGpu;
    Money serverPriceWithoutGpus;
    Money networkPerServer;
    std::optional<Server> server; ///< power envelope and GPUs per server; default: derived from the card
    int lifeMonths = 48;
    double residualShare = 0.0; ///< residual value as a share of capex
    double pue = 1.3;
    Tariff tariff;
    Money pricePerKwMonth; ///< colocation per kW of IT peak (contracted capacity); zero: none
    double maintenanceShareOfCapexPerYear = 0.0;
};

/// One way to serve the load.
struct ServingOption {
    std::string label;
    Accelerator card;
    InferenceInputs inference;    ///< precision and token lengths; TP and concurrency are searched
    std::optional<int> fixedGpus; ///< serve on an existing fleet of this many GPUs (e.g. the training cluster)
    FleetPrices prices;
};

/// What serving the load costs on one option.
struct ServingCost {
    std::string label;
    int gpus = 0;
    int tensorParallel = 1;
    double utilisation = 0.0; ///< load / capacity of these GPUs
    double capacityTokensPerSecond = 0.0;
    ClusterPower power; ///< at that utilisation
    Capex capex;
    TcoResult tco;
    Money perMillionOutputTokens; ///< monthly owned cost / output tokens served per month
};

/// The right-sizing comparison: the same load on two options, side by side.
struct RightSizingResult {
    ServingCost first;
    ServingCost second;
    double costRatio = 0.0; ///< first's monthly owned cost / second's
};

/// Sizes each option for the load (DeploymentSizer) or, with `fixedGpus`, serves it on that fleet at
/// the utilisation the load implies; then power at that utilisation, capex, opex and TCO per option.
/// Errors name the option's label and the input at fault.
Expected<RightSizingResult> compareServingOptions(const ModelArchitecture& arch, const ServiceTarget& load,
                                                  const ServingOption& first, const ServingOption& second);

} // namespace gputco
