#pragma once

#include "cost/CapexBasis.h"
#include "hardware/Accelerator.h"
#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "units/Duration.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gputco {

/// What one card is bought at, already in the comparison's currency (the scenario converts its catalogue quotes
/// at its rates: scenario/PurchasePricesFor.h), so both modes cost cards as the other views do.
struct ComparisonCardPrices {
    std::string cardId;
    PurchasePrices prices; ///< the server's system price wins, else the card price x (1 + host share)
    int gpusPerServer = 8; ///< a system price buys whole servers of this many GPUs
};

/// One card as the recommendation sized it for the scenario's own mode (the card's first ranked option): the
/// comparison shows this GPU count, split and run time, so a card has one sizing in every view.
struct RecommendedSizing {
    std::string cardId;
    int gpus = 0;
    Parallelism parallel;
    Precision precision = Precision::BF16;
    std::optional<Duration> runTime; ///< training
};

/// The recommendation's sizing of one side of the comparison (the scenario's own mode).
struct RecommendationSizing {
    bool training = false;                ///< the side it sizes: training (any training mode) or inference
    std::vector<RecommendedSizing> cards; ///< every card with a ranked option
    /// Cards the recommendation leaves out, with its reason in English ("latency: no split meets the target").
    std::vector<std::pair<std::string, std::string>> leftOut;
};

/// The current workload seen in both modes, the candidate cards and the economics of a year.
struct ComparisonInputs {
    ModelArchitecture arch;
    MemoryInputs inference; ///< mode Inference: serving precision, context, concurrent sequences
    MemoryInputs training;  ///< mode Training (or LoRA/QLoRA: the fine-tune the user plans)
    std::vector<Accelerator> cards;
    std::optional<std::string> inferenceCardId; ///< the user's pick; empty: the cheapest suitable card
    std::optional<std::string> trainingCardId;
    int maxInferenceGpus = 8; ///< serving should fit one 8-GPU server
    /// Serving's latency target per output token; with it, a card that cannot read its share of the weights and
    /// KV cache that fast does not suit serving (holding the model is not enough to serve it).
    std::optional<Duration> maxTimePerOutputToken;
    double inferenceUtilisation = 0.6; ///< card activity while serving, [R] 0.5-0.7 (datacenter.md 4.3)
    double pue = 1.3;
    double pricePerKwh = 0.0; ///< in `currency`
    std::string currency = "CNY";
    int amortisationYears = 4; ///< cards' price spread over this many years (straight line)
    /// Converted prices by card; a card without an entry counts only a card price quoted in `currency`.
    std::vector<ComparisonCardPrices> cardPrices;
    std::optional<double> trainingTokens; ///< with it, each training card's run: GPUs, time, cost
    /// Training with a token count: the run should finish within this; each card gets the GPUs (powers of two
    /// times the fewest that hold the model, up to maxTrainingGpus) that meet it. Empty: within a year.
    std::optional<Duration> trainingDeadline;
    int maxTrainingGpus = 16384; ///< the largest cluster the comparison sizes a run to (Llama 3's 16K H100)
    /// The scenario's own mode as the recommendation sized it (throughput target, latency, deadline, precisions):
    /// that side takes its GPU counts and run times instead of the fewest GPUs that hold the model. Empty: both sides
    /// sized here (the CLI's `compare` without a scenario).
    std::optional<RecommendationSizing> recommended;
};

/// Both modes of the user's current workload: inference keeps its serving precision (BF16 when the current
/// mode is a training one), training keeps the optimizer and ZeRO stage (AdamW when the current mode is
/// inference) and LoRA/QLoRA stays a fine-tune. Parallel splits are reset: the comparison finds its own.
ComparisonInputs comparisonInputsFor(const ModelArchitecture& arch, const MemoryInputs& current);

} // namespace gputco
