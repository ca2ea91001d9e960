#pragma once

#include "calibration/RequestTimingModel.h"
#include "calibration/VllmBenchmarkResult.h"
#include "model/Precision.h"
#include "util/Expected.h"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// One fitted figure beside the one the card's profile had.
struct FittedFigure {
    double value = 0.0;
    double standardError = 0.0; ///< from the least squares (0 when held)
    double before = 0.0;        ///< the card's profile before the fit
    bool held = false;          ///< the requests do not determine it: kept at `before` (or at a bound)
    bool atBound = false;       ///< held at its bound (a share of 1, an overhead of 0): the fit wanted past it
};

/// One request measured against the model's prediction at the fitted figures.
struct RequestParity {
    int run = 0;     ///< index of the run in the file
    int request = 0; ///< index among the run's successful requests
    int inputTokens = 0;
    int outputTokens = 0;
    double measuredTtft = 0.0; ///< seconds
    double predictedTtft = 0.0;
    std::optional<double> measuredItl; ///< seconds; nullopt for a request of one output token
    std::optional<double> predictedItl;

    double ttftResidual() const { return (measuredTtft - predictedTtft) / measuredTtft; } ///< relative
    std::optional<double> itlResidual() const
    {
        if (!measuredItl || !predictedItl || !(*measuredItl > 0.0))
            return std::nullopt;
        return (*measuredItl - *predictedItl) / *measuredItl;
    }
};

/// The card's efficiencies fitted to a benchmark: docs/MODEL.md, "Your own measurements".
struct EfficiencyFit {
    FittedFigure bandwidthShare;
    FittedFigure computeShare; ///< of the dense peak at computePrecision
    FittedFigure stepOverheadMs;
    Precision computePrecision = Precision::BF16; ///< what the matrix multiplies ran in (the weights' rule)
    /// Fixed time each first token took beyond its pass (request handling, tokenising, the trip back), ms: fitted
    /// beside the figures so it is not charged to the step overhead; not part of the profile. 0 when no request has
    /// an inter-token gap to tell it apart.
    double firstTokenLatencyMs = 0.0;
    double ttftRmsRelativeError = 0.0;
    double itlRmsRelativeError = 0.0;
    double rmsRelativeError = 0.0; ///< over TTFT and ITL together
    std::vector<RequestParity> requests;
    std::vector<std::string> notes; ///< held figures, figures at a bound, a high load
};

/// Least squares of the relative error of every request's TTFT and inter-token gap over 1 / bandwidth share,
/// 1 / compute share and the step overhead: each pass takes max(memory / bandwidth share, compute / compute share)
/// + communication + overhead (a first token also + a fixed latency), linear in those four once it is known which term
/// bounds each pass; the fit repeats until no pass changes side. A figure the requests do not determine (every prompt
/// alike, no memory-bound pass) is held at the card's profile; a figure past its bound (share above 1, overhead below
/// 0) is held at the bound and said. The tensor-parallel share is the profile's. Errors name "card" or "tp" (the model
/// does not fit).
Expected<EfficiencyFit> fitEfficiencies(const CalibrationSetup& setup, const VllmBenchmark& benchmark);

} // namespace gputco
