#pragma once

#include "model/Precision.h"
#include "serving/ServingCapacity.h"
#include "serving/ServingSizing.h"
#include "units/Money.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gputco {

struct Evaluation;

/// One selected card under the scenario's traffic: its deployment (the evaluation's tensor-parallel split and the
/// workload's precisions), latency against load, and with P99 targets its capacity and the GPUs the peak needs.
struct CardServing {
    std::string cardId;
    std::string cardName;
    int tensorParallel = 1;
    Precision weights = Precision::BF16;
    std::optional<ServingLoadCurve> curve;     ///< per replica; nullopt unless asked for
    std::optional<ServingSizing> sizing;       ///< with P99 targets
    int gpusForPeak = 0;                       ///< replicas for the peak x TP; 0 without a capacity
    std::optional<Money> costPerMillionTokens; ///< owned, the GPUs for the peak running at the peak
    std::optional<std::string> problem;        ///< why the card has no figures (English, as core says it)
};

/// The selected cards' serving figures for one evaluation.
struct ServingFigures {
    ServingSlo slo;                     ///< targets (maybe none), traffic shape and the peak used
    bool targetsSet = false;            ///< a P99 target is set: capacities and GPUs for the peak are computed
    double peakRequestsPerSecond = 0.0; ///< the constraints' peak, else the workload's throughput need in requests
    int inputTokens = 0;
    int outputTokens = 0;
    std::vector<CardServing> cards; ///< the evaluation's selected cards, in order
};

/// Simulates each selected card of `evaluation` (inference only; empty cards otherwise). `withCurves`: latency
/// against load too (the Serving view and the report; `evaluate --json` needs the sizing alone). `cancelled` is
/// checked between cards; a cancelled run returns what it has.
ServingFigures servingFiguresFor(const Evaluation& evaluation, bool withCurves,
                                 const std::function<bool()>& cancelled = {});

} // namespace gputco
