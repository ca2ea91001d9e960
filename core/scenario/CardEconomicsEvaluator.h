#pragma once

#include "model/ModelArchitecture.h"
#include "scenario/CardEconomics.h"
#include "scenario/CatalogueSnapshot.h"
#include "scenario/ScenarioState.h"

namespace gputco {

/// What every card's economics share: the model, the scenario and the catalogue.
struct EconomicsContext {
    const ModelArchitecture& model;
    const ScenarioState& state;
    const CatalogueSnapshot& catalogue;
};

/// Runs core's performance, power and cost models for one card, in this order: deployment (sized to the
/// target for inference, the cluster's layout and run time for training), server and cluster power, a year's
/// electricity, capex from the catalogue price, monthly opex, TCO, unit costs and the cloud comparison.
/// Only inputs are assembled here; every figure comes from core.
CardEconomics evaluateCardEconomics(const EconomicsContext& context, const Accelerator& card);

} // namespace gputco
