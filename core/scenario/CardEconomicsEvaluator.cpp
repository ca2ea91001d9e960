#include "scenario/CardEconomicsEvaluator.h"

#include "cost/FleetCost.h"
#include "cost/Opex.h"
#include "model/ParameterCount.h"
#include "performance/ComputePeak.h"
#include "performance/TrainingLayoutSearch.h"
#include "power/PowerCap.h"
#include "scenario/CurrencyConversion.h"
#include "scenario/FleetCostAssembly.h"
#include "scenario/PurchasePricesFor.h"
#include "scenario/ServerForCard.h"
#include "scenario/WorkloadInputs.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <sstream>
#include <string>
#include <utility>

namespace gputco {

namespace {

void addNote(CardEconomics& out, EconomicsNote note) { addEconomicsNote(out.notes, out.codedNotes, std::move(note)); }

void addNote(CardEconomics& out, EconomicsNoteCode code, std::string message)
{
    addNote(out, EconomicsNote{code, {}, {}, std::move(message)});
}

void addPerformanceNotes(CardEconomics& out, const std::vector<PerformanceNote>& notes)
{
    for (const PerformanceNote& note : notes)
        addNote(out, EconomicsNote{EconomicsNoteCode::Performance, note, {}, note.message});
}

void sizeInference(const EconomicsContext& c, const Accelerator& card, CardEconomics& out)
{
    const WorkloadState& w = c.state.workload;
    InferenceInputs base;
    base.weights = w.weights;
    base.kvCache = w.kvCache;
    base.outputTokens = std::min(w.outputTokens, w.contextTokens - 1);
    base.inputTokens = w.contextTokens - base.outputTokens;
    ServiceTarget target;
    // The throughput target against the users (serviceDemandFor): the rate the recommendation sizes to as well.
    target.outputTokensPerSecond = serviceDemandFor(w).outputTokensPerSecond;
    target.maxTpot = Duration::seconds(w.targetLatencyMs / 1000.0);
    auto plan = sizeDeployment(c.model, card, base, target);
    if (!plan) {
        out.performanceProblem = plan.error().describe();
        return;
    }
    out.gpus = plan->gpus;
    out.inference = std::move(plan).value();
    addPerformanceNotes(out, out.inference->performance.codedNotes);
}

// Everything the layout search reads, as text: the workload's training fields and the card's figures.
std::string planKey(const WorkloadState& w, const Accelerator& card)
{
    std::ostringstream k;
    k.precision(17);
    const auto opt = [&k](const std::optional<double>& v) { k << (v ? *v : -1.0) << '|'; };
    k << w.modelPresetId << '|' << w.customParameters << '|' << static_cast<int>(w.mode) << '|'
      << static_cast<int>(w.weights) << '|' << static_cast<int>(w.optimizer) << '|' << w.zeroStage << '|'
      << w.contextTokens << '|' << w.microBatch << '|' << w.globalBatchTokens << '|' << w.trainingTokens << '|' << w.mfu
      << '|' << w.gpuCount << '|' << card.id << '|' << card.model << '|'
      << (card.memory ? card.memory->inBytes() : -1.0) << '|';
    for (const auto& peak : {card.peak.fp32Tflops, card.peak.tf32Tflops, card.peak.bf16Tflops, card.peak.fp16Tflops,
                             card.peak.fp8Tflops, card.peak.int8Tops, card.peak.int4Tops})
        opt(peak);
    k << static_cast<int>(card.interconnect) << '|'
      << (card.interconnectBandwidth ? card.interconnectBandwidth->inBytesPerSecond() : -1.0) << '|'
      << card.pcieGeneration.value_or(-1) << '|' << capComputeShare(card); // a power cap slows the compute
    return k.str();
}

// The layout search takes milliseconds per card (about 9 ms for Llama-3.1-70B on 64 GPUs in a debug build), and
// the economics sliders (price, PUE, years) evaluate every card again without changing its run: the last plans
// are kept, per thread (evaluations may run on a worker), keyed by all the search reads.
Expected<TrainingPlan> cachedTrainingPlan(const ModelArchitecture& model, const Accelerator& card,
                                          const TrainingSearchInputs& search, const std::string& key)
{
    constexpr std::size_t kKept = 64;
    thread_local std::deque<std::pair<std::string, Expected<TrainingPlan>>> plans;
    for (const auto& [k, plan] : plans)
        if (k == key)
            return plan;
    auto plan = searchTrainingLayout(model, card, search);
    plans.emplace_front(key, plan);
    if (plans.size() > kKept)
        plans.pop_back();
    return plan;
}

void estimateTrainingRun(const EconomicsContext& c, const Accelerator& card, CardEconomics& out)
{
    const WorkloadState& w = c.state.workload;
    out.gpus = w.gpuCount;
    // The layout search the CLI and the recommender use: split, interleaving and recomputation are searched;
    // the workload's micro-batch and ZeRO stage (what the memory view shows) are kept.
    TrainingSearchInputs search;
    search.gpus = w.gpuCount;
    search.memory = memoryInputsFor(w);
    search.run.tokens = trainingTokensFor(w, countParameters(c.model).total);
    // Quantised bases (LoRA/QLoRA) multiply in BF16 after dequantisation (core ComputePeak).
    search.run.precision = matmulPrecisionForWeights(w.weights);
    if (search.run.precision == Precision::INT8 || search.run.precision == Precision::INT4)
        search.run.precision = Precision::BF16;
    search.run.sequence = w.contextTokens;
    if (w.mfu > 0.0)
        search.run.endToEndMfu = w.mfu;
    search.microBatch = w.microBatch;
    search.run.globalBatchTokens = w.globalBatchTokens;
    search.zeroStage = w.zeroStage;
    auto run = cachedTrainingPlan(c.model, card, search, planKey(w, card));
    if (!run) {
        out.performanceProblem = run.error().describe();
        return;
    }
    out.trainingLayout = run->inputs.parallel;
    out.training = std::move(run->performance);
    addPerformanceNotes(out, out.training->codedNotes);
    if (w.mode == TaskMode::Lora || w.mode == TaskMode::Qlora)
        addNote(out, EconomicsNoteCode::LoraTimedAsFullTraining,
                "LoRA and QLoRA are timed as full training (6N FLOPs per token): an upper bound");
}

void estimatePower(const EconomicsContext& c, const Accelerator& card, CardEconomics& out)
{
    const EconomicsState& e = c.state.economics;
    const bool inference = c.state.workload.mode == TaskMode::Inference;
    out.server = serverForCard(e, c.catalogue, card);
    out.serverPower = serverPowerProfile(card, out.server);
    if (!out.serverPower) {
        addNote(out, EconomicsNoteCode::TdpUnknown, "the card's TDP is unknown: no power, energy or running cost");
        return;
    }
    const PowerWorkload workload = inference ? PowerWorkload::Inference : PowerWorkload::Training;
    out.power = clusterPower(*out.serverPower, out.gpus, workload, c.state.workload.utilisation, e.pue);
    if (out.inference && out.inference->performance.outputTokensPerSecond)
        out.energyPerToken = energyPerOutputToken(
            out.power->itAverage, *out.inference->performance.outputTokensPerSecond, c.state.workload.utilisation);

    ElectricityInputs year;
    year.itPowerEach = out.power->itAverage;
    year.period = Duration::hours(e.hoursPerDay * 365.0);
    year.pue = e.pue;
    year.tariff = Tariff::flat(Money::amount(e.electricityPricePerKwh));
    year.carbonKgPerKwh = e.carbonKgPerKwh;
    if (auto r = electricityCost(year))
        out.yearlyElectricity = *r;
    // The bill is linear in the price; a few points from zero to about twice today's price draw it. The top
    // moves in steps of 0.5 so the chart's price axis stays put while the price slider moves.
    const double top = std::max(1.0, std::ceil(4.0 * e.electricityPricePerKwh) / 2.0);
    for (int i = 0; i <= 4; ++i) {
        ElectricityInputs at = year;
        const double price = top * i / 4.0;
        at.tariff = Tariff::flat(Money::amount(price));
        if (auto r = electricityCost(at))
            out.yearlyCostByPrice.emplace_back(price, r->cost);
    }

    if (out.training && out.training->wallTime) {
        ElectricityInputs run = year;
        run.period = *out.training->wallTime;
        if (auto r = electricityCost(run))
            out.runElectricity = *r;
    }
}

void estimateCost(const EconomicsContext& c, const Accelerator& card, CardEconomics& out)
{
    FleetCostAssembly assembly = assembleFleetCost(c, card, out);
    out.pricePerGpu = assembly.inputs.prices.cardPrice;
    for (EconomicsNote& note : assembly.notes)
        addNote(out, std::move(note));
    const FleetCostInputs& in = assembly.inputs;

    auto cost = costFleet(in);
    if (!cost) {
        addNote(out, EconomicsNoteCode::CostModelRefused, cost.error().describe());
        return;
    }
    out.capexBasis = cost->capexBasis;
    if (out.capexBasis == CapexBasis::SystemPrice)
        out.priceQuote = out.server->price;
    else if (out.capexBasis)
        out.priceQuote = card.price;
    out.capex = cost->capex;
    out.capexUnderstated = out.capexBasis == CapexBasis::CardPlusHostShare && !in.prices.hostCostKnown;
    if (out.capexUnderstated)
        addNote(out, EconomicsNoteCode::CapexUnderstated,
                "capex understated: no server with a known host cost holds this card, so the capex counts the "
                "cards alone (no chassis, CPUs, memory or NICs)");
    out.tco = cost->tco;
    out.costPerGpuHour = cost->costPerGpuHour;
    out.costPerMillionTokens = cost->costPerMillionTokens;
    out.rentedCostPerMillionTokens = cost->rentedCostPerMillionTokens;
    out.trainingRunCost = cost->trainingRunCost;
    out.cloud = cost->cloud;
    if (in.cloud) {
        out.cloudOffer = in.cloud->offer;
        out.cloudQuote = in.cloud->quoted;
        out.cloudTerm = in.cloud->term;
        out.cloudOfferNamed = in.cloud->named;
        out.cloudPricePerGpuHour = in.cloud->inScenarioCurrency;
    }
}

} // namespace

CardEconomics evaluateCardEconomics(const EconomicsContext& c, const Accelerator& card)
{
    CardEconomics out;
    if (c.state.workload.mode == TaskMode::Inference)
        sizeInference(c, card, out);
    else
        estimateTrainingRun(c, card, out);
    if (out.gpus <= 0)
        return out;
    estimatePower(c, card, out);
    if (!out.power)
        return out;
    estimateCost(c, card, out);
    return out;
}

} // namespace gputco
