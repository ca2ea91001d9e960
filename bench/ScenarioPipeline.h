#pragma once

#include "BenchCatalogue.h"

#include "memory/FitPlanner.h"
#include "memory/Workload.h"
#include "model/ModelArchitecture.h"

#include <optional>
#include <string>

namespace gputco::bench {

/// One scenario as the window's defaults set it (ui/scenario/ScenarioState.h): Llama-3.1-70B, 8K context,
/// serving 2,000 output tokens/s within 50 ms per token, or training on 1T tokens with 64 GPUs; CNY 0.70/kWh,
/// PUE 1.3, four years.
struct BenchScenario {
    ModelArchitecture model;
    bool training = false;
    MemoryInputs memory;
    int outputTokens = 512;
    double targetTokensPerSecond = 2000.0;
    double maxTpotSeconds = 0.050;
    double trainingTokens = 1e12;
    int trainingGpus = 64;
    double utilisation = 0.7;
    double pricePerKwh = 0.70;
    double pue = 1.3;
    int years = 4;

    static BenchScenario inference();
    static BenchScenario training70b();
};

/// What one card's evaluation produced; the figures are summed by the benchmarks so none is optimised away.
struct CardOutcome {
    bool fits = false;
    int gpus = 0;
    double latencySeconds = 0.0; ///< TPOT (inference) or wall time (training)
    double itKwAverage = 0.0;
    double outputTokensPerSecond = 0.0; ///< inference: whole deployment
    double lifetimeCost = 0.0;
    double costPerGpuHour = 0.0;
    double costPerMillionTokens = 0.0; ///< inference
    int racks = 0;
    std::optional<std::string> problem; ///< why a stage stopped (a model refusal, not a failure of the benchmark)
};

/// The app's pipeline for one card, through core only: memory fit (FitPlanner), performance (deployment sizing
/// for inference, layout + training estimate for training), power (server profile, cluster power), cost (energy,
/// capex, opex, TCO, cost per GPU-hour and per million tokens) and rack (deployment load, rack plan).
/// `planner` is built once per scenario, as the window does: the per-card part is the scan.
CardOutcome evaluateCard(const BenchScenario& scenario, const FitPlanner& planner, const BenchCatalogue& catalogue,
                         const Accelerator& card);

} // namespace gputco::bench
