#pragma once

#include "cost/Capex.h"
#include "cost/CapexBasis.h"
#include "cost/CloudComparison.h"
#include "cost/CloudOfferChoice.h"
#include "cost/Tco.h"
#include "facility/Facility.h"
#include "hardware/Server.h"
#include "performance/DeploymentSizer.h"
#include "performance/TrainingEstimator.h"
#include "power/EnergyCost.h"
#include "power/EnergyPerToken.h"
#include "power/ServerPower.h"
#include "scenario/EconomicsNote.h"
#include "units/Money.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// Core's answers about time, power and money for one card under the scenario. Every figure is optional:
/// a card whose datasheet lacks a number gets no invented value, and `notes` says what is missing.
struct CardEconomics {
    int gpus = 0;                              ///< deployed: sized to the target (inference) or the cluster
    std::optional<DeploymentPlan> inference;   ///< inference: the fewest GPUs that meet the target
    std::optional<Parallelism> trainingLayout; ///< training: the split of the cluster that fits memory
    std::optional<TrainingPerformance> training;
    std::optional<std::string> performanceProblem; ///< why no deployment or time could be given

    /// The server the cards are bought, powered and racked in (serverForCard: catalogue or generic); nullopt: the
    /// card fits no server (power from the card's form-factor heuristic, host cost unknown).
    std::optional<Server> server;
    std::optional<ServerPowerProfile> serverPower;
    std::optional<ClusterPower> power; ///< while the cards are powered
    /// Inference: IT energy per output token at the utilisation (core/power/EnergyPerToken.h).
    std::optional<EnergyPerToken> energyPerToken;
    std::optional<ElectricityResult> yearlyElectricity; ///< one year at the scenario's hours per day
    std::optional<ElectricityResult> runElectricity;    ///< training: the whole run
    /// The year's electricity bill at other prices per kWh (price, cost): the electricity-price chart.
    std::vector<std::pair<double, Money>> yearlyCostByPrice;

    std::optional<Money> pricePerGpu;     ///< in the scenario currency; nullopt: no price in the catalogue
    std::optional<CapexBasis> capexBasis; ///< the server's system price or the card price; nullopt: no price
    /// The catalogue price capex rests on (card or server system price), copied: a generic server lives in this
    /// value, not in the catalogue.
    std::optional<PriceQuote> priceQuote;
    std::optional<Capex> capex; ///< nullopt when the price is unknown
    /// The capex counts the cards without their host (no system price, no host share): "capex understated"
    /// wherever the total is shown, and the recommender ranks such an option after the like-for-like ones.
    bool capexUnderstated = false;
    std::optional<TcoResult> tco; ///< with capex 0 when the price is unknown (running cost only)
    std::optional<Money> costPerGpuHour;
    std::optional<Money> costPerMillionTokens;       ///< inference, owned
    std::optional<Money> rentedCostPerMillionTokens; ///< inference, at the cloud offer's rate
    std::optional<Money> trainingRunCost;            ///< training: GPU-hours x cost per GPU-hour

    const CloudOffer* cloudOffer = nullptr;    ///< the offer chosen (chooseCloudOffer); nullptr: none to rent
    std::optional<Money> cloudQuote;           ///< its rate in the offer's currency
    CloudTerm cloudTerm = CloudTerm::OnDemand; ///< the rate used
    bool cloudOfferNamed = false;              ///< the scenario's named offer (false: the cheapest)
    std::optional<Money> cloudPricePerGpuHour; ///< in the scenario currency
    std::optional<CloudComparison> cloud;

    std::vector<std::string> notes;        ///< English, in order: what the CLI prints
    std::vector<EconomicsNote> codedNotes; ///< the same notes coded: the window and the report translate them

    bool capexKnown() const { return capex.has_value(); }
    /// A price the capex needs is in a currency the scenario has no exchange rate for (a coded note names it). Not
    /// the same as no capex: a card without a price, or without a deployment that meets the workload, has none
    /// either.
    bool priceWithoutRate() const
    {
        for (const EconomicsNote& n : codedNotes)
            if (n.code == EconomicsNoteCode::PriceCurrencyWithoutRate
                || n.code == EconomicsNoteCode::ServerPriceCurrencyWithoutRate)
                return true;
        return false;
    }
    /// The currency of the first price without an exchange rate ("" when there is none).
    std::string currencyWithoutRate() const
    {
        for (const EconomicsNote& n : codedNotes)
            if (n.code == EconomicsNoteCode::PriceCurrencyWithoutRate
                || n.code == EconomicsNoteCode::ServerPriceCurrencyWithoutRate)
                return n.currency;
        return {};
    }
};

} // namespace gputco
