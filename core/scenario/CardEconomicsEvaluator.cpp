#include "scenario/CardEconomicsEvaluator.h"

#include "cost/FleetCost.h"
#include "cost/Opex.h"
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
    const ToScenarioCurrency convert = [&e](Money amount, const std::string& currency) {
        return inScenarioCurrency(amount, currency, e);
    };
    if (card.price)
        out.pricePerGpu = convert(card.price->amount, card.price->currency);
    if (card.price && !out.pricePerGpu)
        addNote(out,
                EconomicsNote{EconomicsNoteCode::PriceCurrencyWithoutRate,
                              {},
                              card.price->currency,
                              "the card's price is in " + card.price->currency + ", which has no exchange rate here"});

    FleetCostInputs in;
    in.gpus = out.gpus;
    in.gpusPerServer = out.serverPower->gpusPerServer;
    in.prices.cardPrice = out.pricePerGpu;
    // A published system price (DGX, HGX) wins over GPUs x card price + host share (docs/MODEL.md, Capex basis).
    if (out.server && out.server->price) {
        in.prices.systemPricePerServer = convert(out.server->price->amount, out.server->price->currency);
        if (!in.prices.systemPricePerServer)
            addNote(out, EconomicsNote{EconomicsNoteCode::ServerPriceCurrencyWithoutRate,
                                       {},
                                       out.server->price->currency,
                                       "the server's system price is in " + out.server->price->currency
                                           + ", which has no exchange rate here"});
    }
    in.prices.hostShare = out.server && out.server->hostShare ? *out.server->hostShare : e.hostShare;
    // The cards are powered hoursPerDay of 24: the month's average IT load is that share of the powered load.
    in.opex.itAveragePower = out.power->itAverage * (e.hoursPerDay / 24.0);
    in.opex.pue = e.pue;
    in.opex.tariff = Tariff::flat(Money::amount(e.electricityPricePerKwh));
    if (const Facility* f = facilityOf(c); f && f->pricePerKwMonth) {
        if (auto price = convert(*f->pricePerKwMonth, f->currency)) {
            in.opex.colocation = ColocationPricing::PerKwMonth;
            in.opex.contractedPower = out.power->itPeak;
            in.opex.pricePerKwMonth = *price;
        }
    }
    in.lifeMonths = e.years * 12;
    in.residual = e.residual;
    in.discountRate = e.discountRate;
    in.utilisation = w.utilisation;
    if (out.inference)
        in.outputTokensPerSecond = out.inference->performance.outputTokensPerSecond;
    if (out.training)
        in.trainingGpuHours = out.training->gpuHours;
    in.cloud = chooseCloudOffer(c.catalogue.cloudOffers, card.id, e.cloud, convert);

    auto cost = costFleet(in);
    if (!cost) {
        addNote(out, EconomicsNoteCode::CostModelRefused, cost.error().describe());
        return;
    }
    out.capexBasis = cost->capexBasis;
    if (out.capexBasis == CapexBasis::SystemPrice)
        out.priceQuote = &*out.server->price;
    else if (out.capexBasis)
        out.priceQuote = &*card.price;
    out.capex = cost->capex;
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
