#pragma once

#include "cost/CloudOfferChoice.h"
#include "memory/Workload.h"
#include "model/Precision.h"
#include "performance/InferenceEstimator.h"
#include "performance/ServingLayoutChoice.h"
#include "power/EnergyPerToken.h"
#include "recommend/LeftOutReason.h"
#include "serving/ServingSizing.h"
#include "units/Duration.h"
#include "units/Money.h"
#include "units/Power.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// One deployment the recommender kept (or found feasible but could not price).
struct RecommendOption {
    std::string cardId;
    Precision precision = Precision::BF16;
    bool emulatedPrecision = false; ///< runs at another precision's figure (core precisionSupport): marked
    Parallelism parallel;
    int gpus = 0;
    int servers = 0;
    std::optional<std::string> facilityId;
    int racks = 0;                       ///< with a facility
    std::optional<std::string> serverId; ///< the server bought (chooseServer); nullopt: none holds the card
    /// No system price and no host share: the capex counts the cards alone. Ranked after every like-for-like
    /// option, and marked "capex understated" wherever the total is shown.
    bool capexUnderstated = false;
    /// Rented from a cloud offer (no facility, no racks, no purchase: capex 0, the rate x GPU-hours as opex).
    bool rented = false;
    std::optional<std::string> cloudOfferId;
    CloudTerm cloudTerm = CloudTerm::OnDemand;

    // Inference
    int concurrencyPerReplica = 0;
    int replicas = 0;
    /// Inference of a mixture-of-experts model: how one replica is laid out (ServingLayoutChoice.h); nullopt for
    /// tensor parallelism alone (`parallel.tensor`).
    std::optional<ServingLayout> servingLayout;
    std::optional<Duration> ttft;
    std::optional<Duration> tpot;
    std::optional<double> outputTokensPerSecond;
    /// What sets the decode speed (which efficiency moves it); nullopt in training (compute).
    std::optional<DecodeBound> decodeBound;
    /// Sized at P99 targets (RecommendConstraints::serving): the capacity per replica and the P99 TTFT and TPOT
    /// with the peak shared among the replicas; nullopt otherwise.
    std::optional<ServingSizing> serving;
    // Training
    std::optional<Duration> runTime;
    double gpuHours = 0.0; ///< the run's GPU-hours (the cost per run's basis)

    double latencySeconds = 0.0; ///< the Pareto axis: TPOT (inference) or run time (training)

    Watts itPeak;
    Watts itAverage;
    /// Inference: IT energy per output token at the utilisation (core/power/EnergyPerToken.h); nullopt in training.
    std::optional<EnergyPerToken> energyPerToken;
    std::optional<Money> capex; ///< empty: the card has no price in the scenario's currency
    Money monthlyOpex;
    std::optional<Money> totalCost; ///< capex + opex over the period
    /// With a discount rate: the total's present value (the TCO's NPV; rented: the rent's monthly payments
    /// discounted). Unset at a zero rate, where it equals the total.
    std::optional<Money> presentValue;
    std::optional<Money> costPerMillionTokens;
    std::optional<Money> costPerRun;
    double rankValue = 0.0; ///< the metric ranked by
    bool onParetoFront = false;
};

/// Feasible options ranked, the cost-latency Pareto front, and what was left out.
struct RecommendResult {
    std::vector<RecommendOption> ranked;   ///< feasible and priced, cheapest first by the rank metric
    std::vector<RecommendOption> front;    ///< Pareto front of cost against latency, cheapest first
    std::vector<RecommendOption> unpriced; ///< feasible but some price unknown: give it to rank them
    /// How many options were ranked and how many unpriced: ranked.size() and unpriced.size(), unless the search
    /// kept only the first of them (RecommendRetention, core/recommend/Recommender.h).
    std::size_t rankedCount = 0;
    std::size_t unpricedCount = 0;
    int evaluated = 0;                 ///< performance candidates computed (card x precision x split)
    std::vector<std::string> excluded; ///< why cards or options were dropped, one line each (deduplicated)
    /// Every card searched that has no ranked option, in the inputs' order, with the furthest reason met.
    std::vector<CardLeftOut> leftOut;
};

} // namespace gputco
