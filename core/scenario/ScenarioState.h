#pragma once

#include "cost/CloudOfferChoice.h"
#include "cost/ResidualCurve.h"
#include "memory/Workload.h"
#include "model/Precision.h"
#include "scenario/ScenarioConstraints.h"
#include "uncertainty/UncertaintyState.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

/// What the user wants the cards to do. Pre-training and full fine-tuning share core's Training memory model
/// but differ in what the views say (tokens, cost per run).
enum class TaskMode { PreTraining, FullFineTune, Lora, Qlora, Inference };

/// Workload inputs: the model and how it is run.
struct WorkloadState {
    std::string modelPresetId = "llama-3.1-70b"; ///< empty: a custom model of customParameters
    double customParameters = 70e9;
    TaskMode mode = TaskMode::Inference;
    Precision weights = Precision::BF16;
    Precision kvCache = Precision::BF16;
    Optimizer optimizer = Optimizer::AdamW;
    int zeroStage = 1;
    int contextTokens = 8192;
    int concurrency = 32;           ///< inference: concurrent sequences (KV cache per sequence)
    int microBatch = 1;             ///< training modes: sequences per micro-batch per GPU (common with pipelines)
    double globalBatchTokens = 0.0; ///< training: tokens per optimizer step; 0 = core's rule (GlobalBatchRule.h)
    int outputTokens = 512;         ///< inference: generated tokens per request (the rest of the context is prompt)
    double targetTokensPerSecond = 2000.0; ///< inference: output tokens per second for the whole service
    /// Inference, sizing from users (core/performance/ServiceDemand.h): users served at the same time, each reading
    /// tokensPerSecondPerUser or sending requestsPerMinutePerUser. 0 users: the throughput target alone sizes.
    int concurrentUsers = 0;
    double tokensPerSecondPerUser = 0.0;   ///< 0: not given
    double requestsPerMinutePerUser = 0.0; ///< 0: not given; each request is outputTokens long
    double targetLatencyMs = 50.0;         ///< inference: time per output token
    /// Training: tokens seen in the whole run; 0 = the mode's default (trainingTokensFor, WorkloadInputs.h).
    double trainingTokens = 0.0;
    int gpuCount = 64;        ///< training: GPUs in the cluster (inference is sized to the target)
    double utilisation = 0.7; ///< share of the hours the cards do useful work
    double mfu = 0.0;         ///< training: measured end-to-end MFU; 0 = core's default per card

    friend bool operator==(const WorkloadState&, const WorkloadState&) = default;
};

/// What the buyer requires of a facility (the boxes they tick); all off means "any facility".
struct FacilityRequirementsState {
    bool idcLicence = false;
    bool ispLicence = false;
    bool iso27001 = false;
    bool dualFeeds = false;           ///< A+B feeds to every rack
    bool fullPowerOnFeedLoss = false; ///< servers keep full power on one feed
    int minUptimeTier = 0;            ///< 0: any, 1..4
    int minBgpLines = 0;

    friend bool operator==(const FacilityRequirementsState&, const FacilityRequirementsState&) = default;
};

/// Money, energy and place.
struct EconomicsState {
    std::string currency = "CNY";
    double electricityPricePerKwh = 0.70; ///< China east tier-1 range 0.65-0.90 (shared/reference/datacenter.md 5.1)
    double pue = 1.3;
    int years = 4;
    double hoursPerDay = 24.0;
    double carbonKgPerKwh = 0.5366; ///< China national grid 2022, MEE/NBS (datacenter.md 5.2)
    std::string facilityId;         ///< empty: no facility chosen
    /// Catalogue prices quoted in another currency are converted with these (editable, indicative: about
    /// the 2024 averages of the PBoC central parity). Rates are CNY per unit, so any pair can be derived.
    double cnyPerUsd = 7.2;
    double cnyPerEur = 7.8;
    FacilityRequirementsState requirements;
    /// Resale value by years of use (issue 13): the data-centre default replaces the zero of before.
    ResidualCurve residual = ResidualCurve::dataCentreDefault();
    double discountRate = 0.0; ///< per year, 0 to 0.5; 0 keeps the straight-line figures
    double hostShare = 0.0;    ///< host as a share of the GPUs' price, for servers without a system price or own share
    CloudOfferChoice cloud;    ///< the offer (empty: each card's cheapest) and term rented
    /// The recommendation costs each facility at its own electricity price and PUE (the catalogue's) instead of the
    /// scenario's above, which every other view uses. Off by default: one price and PUE for every figure.
    bool facilityOwnPrices = false;
    /// The server each card is bought in, by card id (a catalogue or generic server id); a card not here gets
    /// chooseServer's rule (core/hardware/ServerChoice.h).
    std::map<std::string, std::string> serverByCard;
    /// Each capped card's power limit in watts, by card id (file key power_caps; core/power/PowerCap.h): the card
    /// draws at most this and computes more slowly in every view, the recommender and the report. A card not here
    /// runs uncapped.
    std::map<std::string, double> powerCapWattsByCard;

    friend bool operator==(const EconomicsState&, const EconomicsState&) = default;
};

/// The whole scenario: one value, so undo, save and compare are copies.
struct ScenarioState {
    WorkloadState workload;
    EconomicsState economics;
    std::vector<std::string> selectedCardIds;
    /// What a recommendation must meet (the file's optional "constraints"): read by the recommendation (view, status
    /// line, report, `recommend`), not by the other views' evaluation.
    ScenarioConstraints constraints;
    UncertaintyState uncertainty; ///< the ranges of the money figures' bands and tornado (issue 16)

    friend bool operator==(const ScenarioState&, const ScenarioState&) = default;
};

/// The batch the current mode uses: concurrent sequences in inference, the micro-batch per GPU in training. Each
/// mode keeps its own, so a mode switch never carries one into the other.
int batchForMode(const WorkloadState& workload);
/// Sets the current mode's batch (see batchForMode).
void setBatchForMode(WorkloadState& workload, int batch);

/// Core's memory-model mode for a task.
WorkloadMode workloadModeFor(TaskMode mode);
bool isTrainingTask(TaskMode mode);

/// Stable spellings for settings and scenario files: "pre-training", "full-fine-tune", "lora", "qlora", "inference".
std::string_view taskModeName(TaskMode mode);
std::optional<TaskMode> parseTaskMode(std::string_view text);

inline constexpr TaskMode kAllTaskModes[] = {TaskMode::PreTraining, TaskMode::FullFineTune, TaskMode::Lora,
                                             TaskMode::Qlora, TaskMode::Inference};

} // namespace gputco
