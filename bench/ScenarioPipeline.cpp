#include "ScenarioPipeline.h"

#include "cost/Capex.h"
#include "cost/Opex.h"
#include "cost/Tco.h"
#include "cost/UnitCosts.h"
#include "facilityfit/DeploymentLoad.h"
#include "model/ModelPresets.h"
#include "performance/DeploymentSizer.h"
#include "performance/TrainingEstimator.h"
#include "performance/TrainingLayoutSearch.h"
#include "power/EnergyCost.h"
#include "power/ServerPower.h"
#include "rack/RackPlanner.h"
#include "scenario/CardRackEvaluator.h"

#include <algorithm>
#include <stdexcept>

namespace gputco::bench {

BenchScenario BenchScenario::inference()
{
    BenchScenario s;
    const auto model = findModelPreset("llama-3.1-70b");
    if (!model)
        throw std::runtime_error("no llama-3.1-70b preset");
    s.model = *model;
    s.memory.mode = WorkloadMode::Inference;
    s.memory.contextTokens = 8192;
    s.memory.batch = 32;
    return s;
}

BenchScenario BenchScenario::training70b()
{
    BenchScenario s = inference();
    s.training = true;
    s.memory.mode = WorkloadMode::Training;
    s.memory.batch = 1;
    s.memory.zeroStage = 1;
    s.memory.recompute = Recompute::Selective;
    return s;
}

namespace {

bool performance(const BenchScenario& s, const Accelerator& card, CardOutcome& out)
{
    if (!s.training) {
        InferenceInputs base;
        base.outputTokens = s.outputTokens;
        base.inputTokens = s.memory.contextTokens - s.outputTokens;
        ServiceTarget target;
        target.outputTokensPerSecond = s.targetTokensPerSecond;
        target.maxTpot = Duration::seconds(s.maxTpotSeconds);
        auto plan = sizeDeployment(s.model, card, base, target);
        if (!plan) {
            out.problem = plan.error().describe();
            return false;
        }
        out.gpus = plan->gpus;
        out.latencySeconds = plan->performance.tpot ? plan->performance.tpot->inSeconds() : 0.0;
        out.outputTokensPerSecond = plan->performance.outputTokensPerSecond.value_or(0.0);
        return true;
    }
    // The layout search the window, the CLI and the recommender use; the scenario's micro-batch and ZeRO stage
    // are kept, as the window keeps its own.
    TrainingSearchInputs search;
    search.gpus = s.trainingGpus;
    search.memory = s.memory;
    search.run.tokens = s.trainingTokens;
    search.run.sequence = s.memory.contextTokens;
    search.microBatch = s.memory.batch;
    search.zeroStage = s.memory.zeroStage;
    auto plan = searchTrainingLayout(s.model, card, search);
    if (!plan) {
        out.problem = plan.error().describe();
        return false;
    }
    out.gpus = s.trainingGpus;
    out.latencySeconds = plan->performance.wallTime ? plan->performance.wallTime->inSeconds() : 0.0;
    return true;
}

} // namespace

CardOutcome evaluateCard(const BenchScenario& s, const FitPlanner& planner, const BenchCatalogue& catalogue,
                         const Accelerator& card)
{
    CardOutcome out;
    out.fits = planner.fitOn(card.memory).fits;
    if (!performance(s, card, out))
        return out;

    // Power: the catalogue server that holds the card, else core/power's heuristics.
    const Server* server = catalogue.serverFor(card.id);
    const auto profile = serverPowerProfile(card, server ? std::optional<Server>(*server) : std::nullopt);
    if (!profile) {
        out.problem = "unknown TDP";
        return out;
    }
    const PowerWorkload workload = s.training ? PowerWorkload::Training : PowerWorkload::Inference;
    const ClusterPower power = clusterPower(*profile, out.gpus, workload, s.utilisation, s.pue);
    out.itKwAverage = power.itAverage.inKilowatts();

    // Cost: a year's electricity, capex, monthly opex and the straight-line TCO over the scenario's years.
    ElectricityInputs year;
    year.itPowerEach = power.itAverage;
    year.period = Duration::hours(24.0 * 365.0);
    year.pue = s.pue;
    year.tariff = Tariff::flat(Money::amount(s.pricePerKwh));
    if (auto energy = electricityCost(year); !energy)
        out.problem = energy.error().describe();
    CapexInputs capexInputs;
    capexInputs.gpus = out.gpus;
    capexInputs.gpusPerServer = profile->gpusPerServer;
    capexInputs.pricePerGpu = card.price ? card.price->amount : Money{};
    const auto capex = computeCapex(capexInputs);
    OpexInputs opexInputs;
    opexInputs.itAveragePower = power.itAverage;
    opexInputs.pue = s.pue;
    opexInputs.tariff = year.tariff;
    const Money capexTotal = capex ? capex->total() : Money{};
    const auto opex = monthlyOpex(opexInputs, capexTotal);
    if (!opex) {
        out.problem = opex.error().describe();
        return out;
    }
    TcoInputs tcoInputs;
    tcoInputs.capex = capexTotal;
    tcoInputs.opex = *opex;
    tcoInputs.lifeMonths = s.years * 12;
    const auto tco = computeTco(tcoInputs);
    if (!tco) {
        out.problem = tco.error().describe();
        return out;
    }
    out.lifetimeCost = tco->lifetimeTotal.inCurrencyUnits();
    if (auto perHour = costPerGpuHour(*tco, out.gpus, s.utilisation))
        out.costPerGpuHour = perHour->inCurrencyUnits();
    if (out.outputTokensPerSecond > 0.0)
        if (auto perMillion = costPerMillionTokens(tco->monthlyOwnedCost, out.outputTokensPerSecond, s.utilisation))
            out.costPerMillionTokens = perMillion->inCurrencyUnits();

    // Rack: the servers on a generic high-density rack.
    if (!server)
        return out;
    const auto loaded = deploymentLoadFor(*server, &card, power.servers);
    if (!loaded) {
        out.problem = loaded.error().describe();
        return out;
    }
    DeploymentLoad load = *loaded;
    if (power.itPeak.inWatts() > 0)
        load.loadFactor = std::clamp(power.itAverage / power.itPeak, 0.0, 1.0);
    auto plan = planRacks(rackInputsFor(load, genericRack(), s.pue, false, std::nullopt));
    if (!plan) {
        out.problem = plan.error().describe();
        return out;
    }
    out.racks = plan->racks;
    return out;
}

} // namespace gputco::bench
