#pragma once

#include "comparison/SuitabilityNote.h"
#include "cost/CapexBasis.h"
#include "memory/MemoryBreakdown.h"
#include "memory/Workload.h"
#include "model/Precision.h"
#include "units/Bytes.h"
#include "units/Duration.h"
#include "units/Energy.h"
#include "units/Flops.h"
#include "units/Money.h"
#include "units/Power.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// One card in one mode.
struct CardModeFit {
    std::string cardId;
    bool fits = false;
    int gpus = 0;
    Parallelism parallel;
    bool suitable = false;                 ///< fits and, in the mode's terms, makes sense (see the .cpp for the rules)
    std::string note;                      ///< why it fits but is not suitable, or why it does not fit (English)
    std::vector<SuitabilityNote> notes;    ///< the same as codes and figures, for translation
    std::optional<Watts> averagePower;     ///< all its GPUs, cards only; empty when the TDP is unknown
    std::optional<Money> yearlyEnergyCost; ///< averagePower x 8,760 h x PUE x price
    std::optional<Money> cardCapex;        ///< the `gpus` bought on `capexBasis` (system price, else card + host share)
    std::optional<CapexBasis> capexBasis;  ///< nullopt: no price in the comparison's currency or convertible to it
    std::optional<Money> yearlyCardCost;   ///< cardCapex / amortisation years
    std::optional<Money> yearlyCost;       ///< energy + cards, when both are known
    // Training with a token count (ComparisonInputs::trainingTokens): `gpus` is sized to the deadline.
    std::optional<Duration> runTime; ///< wall time of the run on `gpus` (layout search)
    /// yearlyCost x run time in years: GPU-hours x capex per GPU / amortisation hours, plus the run's electricity
    std::optional<Money> runCost;
    std::optional<Money> runEnergyCost;
    bool meetsDeadline = true;    ///< runTime within the deadline (a year without one)
    bool longerThanAYear = false; ///< runTime over a year (8,760 h), whether or not a deadline allows it

    bool fullyCosted() const { return yearlyCost.has_value(); }
};

/// Figures of one mode for the eight dimensions.
struct ModeFigures {
    WorkloadMode mode = WorkloadMode::Inference;
    Precision weights = Precision::BF16;
    MemoryBreakdown memory;         ///< the whole workload on one device (no split): the memory dimension
    Bytes modelStates;              ///< weights + gradients + optimizer states
    FlopCount flopsPerToken;        ///< training: 6N + attention (model FLOPs); inference: one decode step
    Bytes bytesReadPerDecodeStep;   ///< inference: weights + KV cache read for each generated token (dense bound)
    Bytes syncBytesPerStep;         ///< training: gradients all-reduced per step; inference: per token with TP
    std::vector<CardModeFit> cards; ///< suitable first, then by yearly cost (training with tokens: run cost, time)
    std::optional<CardModeFit> chosen;
    int servers = 0;                 ///< 8-GPU servers for the chosen card's GPUs
    std::optional<Duration> runTime; ///< training with a token count: wall time on the chosen card
    std::optional<Money> runEnergyCost;
    std::optional<Money> runCost;     ///< the chosen card's run: amortised cards + electricity
    std::optional<Duration> deadline; ///< what the run was sized to: the user's deadline, else a year
    bool deadlineGiven = false;
    /// The GPU counts (and run times) are the recommendation's for the scenario's mode; false: sized here, the fewest
    /// GPUs that hold the model (training: doubled until the run meets the deadline, a year without one).
    bool sizedByRecommendation = false;
};

/// Training and inference of the same model side by side.
struct TrainingInferenceComparison {
    ModeFigures training;
    ModeFigures inference;
    Bytes quantizedInferenceMemory; ///< inference memory with INT8 weights: the precision dimension's payoff
    double memoryRatio = 0.0;       ///< training memory / inference memory
};

} // namespace gputco
