#include "scenario/CardEconomicsEvaluator.h"

#include "cost/Opex.h"
#include "cost/UnitCosts.h"
#include "performance/ComputePeak.h"
#include "performance/TrainingLayout.h"
#include "scenario/CurrencyConversion.h"

#include <algorithm>
#include <cmath>

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

const Server* serverFor(const CatalogueSnapshot& catalogue, const std::string& cardId)
{
    for (const Server& s : catalogue.servers)
        if (s.cardId == cardId)
            return &s;
    return nullptr;
}

// The offer to compare against: on-demand first (what a buyer can rent at any time), else reserved.
const CloudOffer* cloudOfferFor(const CatalogueSnapshot& catalogue, const std::string& cardId)
{
    const CloudOffer* reserved = nullptr;
    for (const CloudOffer& o : catalogue.cloudOffers) {
        if (o.cardId != cardId)
            continue;
        if (o.onDemandPerGpuHour)
            return &o;
        if (o.reservedPerGpuHour && !reserved)
            reserved = &o;
    }
    return reserved;
}

const Facility* facilityOf(const EconomicsContext& c)
{
    return c.state.economics.facilityId.empty() ? nullptr : c.catalogue.findFacility(c.state.economics.facilityId);
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
    target.outputTokensPerSecond = w.targetTokensPerSecond;
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

void estimateTrainingRun(const EconomicsContext& c, const Accelerator& card, CardEconomics& out)
{
    const WorkloadState& w = c.state.workload;
    out.gpus = w.gpuCount;
    TrainingLayoutInputs layoutInputs;
    layoutInputs.gpus = w.gpuCount;
    layoutInputs.sequence = w.contextTokens;
    layoutInputs.microBatch = w.batch;
    layoutInputs.zeroStage = w.zeroStage;
    auto layout = chooseTrainingLayout(c.model, card, layoutInputs);
    if (!layout) {
        out.performanceProblem = layout.error().describe();
        return;
    }
    out.trainingLayout = *layout;

    TrainingInputs in;
    in.tokens = w.trainingTokens;
    // Quantised bases (LoRA/QLoRA) multiply in BF16 after dequantisation (core ComputePeak).
    in.precision = matmulPrecisionForWeights(w.weights);
    if (in.precision == Precision::INT8 || in.precision == Precision::INT4)
        in.precision = Precision::BF16;
    in.parallel = *layout;
    in.sequence = w.contextTokens;
    in.microBatch = w.batch;
    in.recompute = layoutInputs.recompute;
    if (w.mfu > 0.0)
        in.endToEndMfu = w.mfu;
    auto run = estimateTraining(c.model, card, in);
    if (!run) {
        out.performanceProblem = run.error().describe();
        return;
    }
    out.training = std::move(run).value();
    addPerformanceNotes(out, out.training->codedNotes);
    if (w.mode == TaskMode::Lora || w.mode == TaskMode::Qlora)
        addNote(out, EconomicsNoteCode::LoraTimedAsFullTraining,
                "LoRA and QLoRA are timed as full training (6N FLOPs per token): an upper bound");
}

void estimatePower(const EconomicsContext& c, const Accelerator& card, CardEconomics& out)
{
    const EconomicsState& e = c.state.economics;
    const bool inference = c.state.workload.mode == TaskMode::Inference;
    out.server = serverFor(c.catalogue, card.id);
    out.serverPower = serverPowerProfile(card, out.server ? std::optional<Server>(*out.server) : std::nullopt);
    if (!out.serverPower) {
        addNote(out, EconomicsNoteCode::TdpUnknown, "the card's TDP is unknown: no power, energy or running cost");
        return;
    }
    const PowerWorkload workload = inference ? PowerWorkload::Inference : PowerWorkload::Training;
    out.power = clusterPower(*out.serverPower, out.gpus, workload, c.state.workload.utilisation, e.pue);

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
    const EconomicsState& e = c.state.economics;
    const WorkloadState& w = c.state.workload;
    if (card.price)
        out.pricePerGpu = inScenarioCurrency(card.price->amount, card.price->currency, e);
    if (card.price && !out.pricePerGpu)
        addNote(out,
                EconomicsNote{EconomicsNoteCode::PriceCurrencyWithoutRate,
                              {},
                              card.price->currency,
                              "the card's price is in " + card.price->currency + ", which has no exchange rate here"});

    if (out.pricePerGpu) {
        CapexInputs capexInputs;
        capexInputs.gpus = out.gpus;
        capexInputs.gpusPerServer = out.serverPower->gpusPerServer;
        capexInputs.pricePerGpu = *out.pricePerGpu;
        if (auto capex = computeCapex(capexInputs))
            out.capex = *capex;
    }

    OpexInputs opex;
    // The cards are powered hoursPerDay of 24: the month's average IT load is that share of the powered load.
    opex.itAveragePower = out.power->itAverage * (e.hoursPerDay / 24.0);
    opex.pue = e.pue;
    opex.tariff = Tariff::flat(Money::amount(e.electricityPricePerKwh));
    if (const Facility* f = facilityOf(c); f && f->pricePerKwMonth) {
        if (auto price = inScenarioCurrency(*f->pricePerKwMonth, f->currency, e)) {
            opex.colocation = ColocationPricing::PerKwMonth;
            opex.contractedPower = out.power->itPeak;
            opex.pricePerKwMonth = *price;
        }
    }
    const Money capexTotal = out.capex ? out.capex->total() : Money{};
    auto monthly = monthlyOpex(opex, capexTotal);
    if (!monthly) {
        addNote(out, EconomicsNoteCode::CostModelRefused, monthly.error().describe());
        return;
    }
    TcoInputs tcoInputs;
    tcoInputs.capex = capexTotal;
    tcoInputs.opex = *monthly;
    tcoInputs.lifeMonths = e.years * 12;
    auto tco = computeTco(tcoInputs);
    if (!tco) {
        addNote(out, EconomicsNoteCode::CostModelRefused, tco.error().describe());
        return;
    }
    out.tco = *tco;
    if (auto perHour = costPerGpuHour(*out.tco, out.gpus, w.utilisation))
        out.costPerGpuHour = *perHour;
    if (out.inference && out.inference->performance.outputTokensPerSecond)
        if (auto perM = costPerMillionTokens(out.tco->monthlyOwnedCost,
                                             *out.inference->performance.outputTokensPerSecond, w.utilisation))
            out.costPerMillionTokens = *perM;
    if (out.training && out.training->gpuHours && out.costPerGpuHour)
        out.trainingRunCost = trainingRunCost(*out.training->gpuHours, *out.costPerGpuHour);

    out.cloudOffer = cloudOfferFor(c.catalogue, card.id);
    if (out.cloudOffer) {
        const Money quoted = out.cloudOffer->onDemandPerGpuHour ? *out.cloudOffer->onDemandPerGpuHour
                                                                : *out.cloudOffer->reservedPerGpuHour;
        out.cloudPricePerGpuHour = inScenarioCurrency(quoted, out.cloudOffer->currency, e);
        if (out.cloudPricePerGpuHour)
            if (auto cloud = compareWithCloud(*out.tco, out.gpus, *out.cloudPricePerGpuHour, w.utilisation))
                out.cloud = *cloud;
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
