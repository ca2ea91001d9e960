#pragma once

#include "facilityfit/FitRequirements.h"
#include "memory/Workload.h"
#include "model/Precision.h"
#include "recommend/RecommendInputs.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// What a recommendation must meet and how it is ranked: the scenario file's optional "constraints" section
/// (docs/SCENARIO_FORMAT.md). The recommendation reads it (Recommend view, status line, report, `gpu-tco-cli
/// recommend`); the other views size to the workload's targets. Every limit is optional: unset means "no limit" or
/// the default named below.
struct ScenarioConstraints {
    std::optional<double> budget;                ///< total cost over economics.years, in the scenario currency
    std::optional<double> outputTokensPerSecond; ///< inference; unset: workload.targetTokensPerSecond
    std::optional<double> requestsPerSecond;     ///< inference: x output tokens per request
    std::optional<double> maxTtftMs;             ///< inference: time to first token
    std::optional<double> maxTpotMs;             ///< inference; unset: workload.targetLatencyMs
    /// Inference under traffic: P99 targets (either set sizes each option by its simulated capacity at them), the
    /// peak rate (requests/s or output tokens/s, the larger counting; unset: the throughput need above) and the
    /// traffic's shape (length spreads as coefficients of variation, unset 0; burstiness, unset 1: Poisson).
    std::optional<double> ttftP99Ms;
    std::optional<double> tpotP99Ms;
    std::optional<double> peakRequestsPerSecond;
    std::optional<double> peakOutputTokensPerSecond;
    std::optional<double> inputTokensSpread;
    std::optional<double> outputTokensSpread;
    std::optional<double> burstiness;
    std::optional<double> trainingDeadlineHours; ///< training: the run's wall time
    std::optional<int> maxGpus;                  ///< unset: the recommender's 4,096
    std::optional<int> maxTensorParallel;        ///< unset: the recommender's 8 (one server)
    std::optional<int> maxRacks;                 ///< owned options: racks the facility plans; unset: no limit
    std::optional<double> maxItPowerKw;          ///< owned options: the deployment's IT peak, kW; unset: no limit
    std::optional<Ownership> ownership;          ///< buy, rent (the scenario's cloud term) or either; unset: buy
    std::vector<Precision> precisions;           ///< weights searched; empty: the recommender's list for the mode
    std::optional<RankMetric> rankBy;            ///< unset: total cost
    std::optional<Recompute> recompute;          ///< training; unset: none
    /// Candidate cards: unset or `allCards` every catalogue card; else these ids.
    bool allCards = false;
    std::vector<std::string> cardIds;
    /// Facilities compared: unset or `allFacilities` every catalogue facility; else these ids.
    bool allFacilities = false;
    std::vector<std::string> facilityIds;
    /// Facility requirements beyond the window's boxes (the top-level facility_requirements): added to them.
    IcpRequirement icp = IcpRequirement::Any;
    std::vector<std::string> certifications;
    std::optional<Gb50174Grade> minGbGrade;
    std::optional<double> minDdosGbps;
    bool selfOperated = false;
    /// Owning consumer cards (GeForce: the licence forbids datacentre deployment) is costed only when set.
    bool allowConsumerCards = false;
    /// Owning or renting an export-controlled card where its control requires a licence is costed only when set.
    bool allowExportControlled = false;
    /// Where the buyer, or its ultimate parent, is headquartered (ISO 3166-1 alpha-2, upper case); empty: not
    /// stated. Owning a card whose export control lists it is left out at every site (RecommendConstraints).
    std::string buyerCountry;

    friend bool operator==(const ScenarioConstraints&, const ScenarioConstraints&) = default;
};

} // namespace gputco
