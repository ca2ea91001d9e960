#include "cli/EvaluateCommandJson.h"

#include "scenario/ServingFigures.h"
#include "scenario/ServingSloFor.h"

#include "cost/CapexBasis.h"
#include "cost/CloudOfferChoice.h"
#include "scenario/ScenarioState.h"

#include <QJsonArray>

namespace gputco::cli {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }
QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QJsonValue money(const std::optional<Money>& m) { return m ? QJsonValue(m->roundedToMinorUnit()) : QJsonValue(); }
QJsonValue money(Money m) { return m.roundedToMinorUnit(); }
template <class T>
QJsonValue number(const std::optional<T>& v)
{
    return v ? QJsonValue(static_cast<double>(*v)) : QJsonValue();
}
QJsonValue seconds(const std::optional<Duration>& d) { return d ? QJsonValue(d->inSeconds()) : QJsonValue(); }
QJsonValue bytes(Bytes b) { return static_cast<qint64>(b.rounded()); }

QJsonArray strings(const std::vector<std::string>& list)
{
    QJsonArray out;
    for (const std::string& s : list)
        out.append(q(s));
    return out;
}

QJsonObject breakdown(const MemoryBreakdown& m)
{
    return QJsonObject{
        {QStringLiteral("weights"), bytes(m.weights)},     {QStringLiteral("gradients"), bytes(m.gradients)},
        {QStringLiteral("optimizer"), bytes(m.optimizer)}, {QStringLiteral("activations"), bytes(m.activations)},
        {QStringLiteral("kv_cache"), bytes(m.kvCache)},    {QStringLiteral("overhead"), bytes(m.overhead)},
        {QStringLiteral("total"), bytes(m.total())}};
}

QJsonObject split(const Parallelism& p)
{
    return QJsonObject{
        {QStringLiteral("tp"), p.tensor}, {QStringLiteral("pp"), p.pipeline}, {QStringLiteral("dp"), p.data}};
}

QJsonObject fitJson(const FitResult& fit)
{
    QJsonObject o{{QStringLiteral("fits"), fit.fits}, {QStringLiteral("gpus"), fit.gpus()}};
    o.insert(QStringLiteral("split"), fit.fits ? QJsonValue(split(fit.parallel)) : QJsonValue());
    o.insert(QStringLiteral("per_gpu"), breakdown(fit.perGpu));
    o.insert(QStringLiteral("reason"), fit.reason.empty() ? QJsonValue() : QJsonValue(q(fit.reason)));
    return o;
}

QJsonObject inferenceJson(const DeploymentPlan& plan)
{
    const InferencePerformance& p = plan.performance;
    return QJsonObject{{QStringLiteral("tensor_parallel"), plan.tensorParallel},
                       {QStringLiteral("concurrency_per_replica"), plan.concurrencyPerReplica},
                       {QStringLiteral("replicas"), plan.replicas},
                       {QStringLiteral("gpus"), plan.gpus},
                       {QStringLiteral("max_concurrency"), number(p.maxConcurrency)},
                       {QStringLiteral("memory_per_gpu"), bytes(p.memoryPerGpu)},
                       {QStringLiteral("ttft_s"), seconds(p.ttft)},
                       {QStringLiteral("tpot_s"), seconds(p.tpot)},
                       {QStringLiteral("bound"), q(decodeBoundName(p.bound))},
                       {QStringLiteral("output_tokens_per_second"), number(p.outputTokensPerSecond)},
                       {QStringLiteral("output_tokens_per_second_per_gpu"), number(p.outputTokensPerSecondPerGpu)},
                       {QStringLiteral("requests_per_second"), number(p.requestsPerSecond)},
                       {QStringLiteral("notes"), strings(p.notes)}};
}

QJsonObject trainingJson(const TrainingPerformance& t)
{
    return QJsonObject{{QStringLiteral("gpus"), t.gpus},
                       {QStringLiteral("model_flops"), t.modelFlops.inFlops()},
                       {QStringLiteral("hardware_flops"), t.hardwareFlops.inFlops()},
                       {QStringLiteral("steps"), t.steps},
                       {QStringLiteral("compute_precision"), q(precisionName(t.computePrecision))},
                       {QStringLiteral("peak_flops_per_gpu"),
                        t.peakPerGpu ? QJsonValue(t.peakPerGpu->inFlopsPerSecond()) : QJsonValue()},
                       {QStringLiteral("compute_efficiency"), t.computeEfficiency},
                       {QStringLiteral("efficiency_basis"), q(t.efficiencyBasis)},
                       {QStringLiteral("wall_time_s"), seconds(t.wallTime)},
                       {QStringLiteral("gpu_hours"), number(t.gpuHours)},
                       {QStringLiteral("mfu"), number(t.mfu)},
                       {QStringLiteral("notes"), strings(t.notes)}};
}

QJsonValue electricityJson(const std::optional<ElectricityResult>& e)
{
    if (!e)
        return QJsonValue();
    return QJsonObject{{QStringLiteral("it_kwh"), e->itEnergy.inKilowattHours()},
                       {QStringLiteral("facility_kwh"), e->facilityEnergy.inKilowattHours()},
                       {QStringLiteral("cost"), money(e->cost)},
                       {QStringLiteral("co2_kg"), number(e->co2Kg)}};
}

QJsonValue powerJson(const std::optional<ClusterPower>& p)
{
    if (!p)
        return QJsonValue();
    return QJsonObject{{QStringLiteral("gpus"), p->gpus},
                       {QStringLiteral("servers"), p->servers},
                       {QStringLiteral("it_peak_w"), p->itPeak.inWatts()},
                       {QStringLiteral("it_average_w"), p->itAverage.inWatts()},
                       {QStringLiteral("facility_average_w"), p->facilityAverage.inWatts()},
                       {QStringLiteral("facility_peak_w"), p->facilityPeak.inWatts()}};
}

QJsonValue tcoJson(const std::optional<TcoResult>& t)
{
    if (!t)
        return QJsonValue();
    QJsonArray months;
    for (Money m : t->cumulativeByMonth)
        months.append(money(m));
    return QJsonObject{{QStringLiteral("monthly_depreciation"), money(t->monthlyDepreciation)},
                       {QStringLiteral("monthly_opex"), money(t->monthlyOpex)},
                       {QStringLiteral("monthly_owned_cost"), money(t->monthlyOwnedCost)},
                       {QStringLiteral("annual_owned_cost"), money(t->annualOwnedCost)},
                       {QStringLiteral("lifetime_total"), money(t->lifetimeTotal)},
                       {QStringLiteral("cumulative_by_month"), months}};
}

QJsonValue confidence(const std::optional<PriceConfidence>& c)
{
    return c ? QJsonValue(q(priceConfidenceName(*c))) : QJsonValue();
}

// The offer the card is compared against: its id, provider, the term and rate used (quoted and converted).
QJsonValue cloudOfferJson(const CardEconomics& c)
{
    if (!c.cloudOffer || !c.cloudQuote)
        return QJsonValue();
    const CloudOffer& o = *c.cloudOffer;
    return QJsonObject{{QStringLiteral("id"), q(o.id)},
                       {QStringLiteral("provider"), q(o.provider)},
                       {QStringLiteral("term"), q(cloudTermName(c.cloudTerm))},
                       {QStringLiteral("named"), c.cloudOfferNamed},
                       {QStringLiteral("quoted_per_gpu_hour"), money(c.cloudQuote)},
                       {QStringLiteral("quoted_currency"), q(o.currency)},
                       {QStringLiteral("price_per_gpu_hour"), money(c.cloudPricePerGpuHour)},
                       {QStringLiteral("region"), q(o.region)},
                       {QStringLiteral("date"), q(o.date)},
                       {QStringLiteral("source"), q(o.source)},
                       {QStringLiteral("confidence"), confidence(o.confidence)}};
}

// Issue 16: the lifetime TCO's band over the samples and the tornado (each input at its low and high end, the TCO
// at each, the input that moves it most first), lifetime totals in the scenario currency.
void insertUncertainty(QJsonObject& o, const CardBand* band, const CardTornado* tornado)
{
    if (band && band->lifetimeTco)
        o.insert(QStringLiteral("tco_band"), QJsonObject{{QStringLiteral("p10"), money(band->lifetimeTco->p10)},
                                                         {QStringLiteral("p50"), money(band->lifetimeTco->p50)},
                                                         {QStringLiteral("p90"), money(band->lifetimeTco->p90)}});
    else
        o.insert(QStringLiteral("tco_band"), QJsonValue());
    o.insert(QStringLiteral("probability_cheapest"), band ? QJsonValue(band->probabilityCheapest) : QJsonValue());
    QJsonArray bars;
    if (tornado)
        for (const TornadoBar& bar : tornado->bars)
            bars.append(QJsonObject{{QStringLiteral("input"), q(uncertainInputName(bar.input))},
                                    {QStringLiteral("low"), money(bar.tcoAtLow)},
                                    {QStringLiteral("high"), money(bar.tcoAtHigh)}});
    o.insert(QStringLiteral("tornado"), bars);
}

QJsonObject economicsJson(const CardEconomics& c)
{
    QJsonObject o;
    o.insert(QStringLiteral("gpus"), c.gpus);
    o.insert(QStringLiteral("inference"), c.inference ? QJsonValue(inferenceJson(*c.inference)) : QJsonValue());
    o.insert(QStringLiteral("training_split"), c.trainingLayout ? QJsonValue(split(*c.trainingLayout)) : QJsonValue());
    o.insert(QStringLiteral("training"), c.training ? QJsonValue(trainingJson(*c.training)) : QJsonValue());
    o.insert(QStringLiteral("performance_problem"),
             c.performanceProblem ? QJsonValue(q(*c.performanceProblem)) : QJsonValue());
    o.insert(QStringLiteral("server"), c.server ? QJsonValue(q(c.server->id)) : QJsonValue());
    o.insert(QStringLiteral("server_max_w"),
             c.serverPower ? QJsonValue(c.serverPower->systemMax.inWatts()) : QJsonValue());
    o.insert(QStringLiteral("power"), powerJson(c.power));
    o.insert(QStringLiteral("yearly_electricity"), electricityJson(c.yearlyElectricity));
    o.insert(QStringLiteral("run_electricity"), electricityJson(c.runElectricity));
    o.insert(QStringLiteral("price_per_gpu"), money(c.pricePerGpu));
    if (c.capex)
        o.insert(QStringLiteral("capex"), QJsonObject{{QStringLiteral("servers"), c.capex->servers},
                                                      {QStringLiteral("gpus"), money(c.capex->gpus)},
                                                      {QStringLiteral("server_chassis"), money(c.capex->serverChassis)},
                                                      {QStringLiteral("systems"), money(c.capex->systems)},
                                                      {QStringLiteral("network"), money(c.capex->network)},
                                                      {QStringLiteral("installation"), money(c.capex->installation)},
                                                      {QStringLiteral("total"), money(c.capex->total())}});
    else
        o.insert(QStringLiteral("capex"), QJsonValue());
    o.insert(QStringLiteral("tco"), tcoJson(c.tco));
    o.insert(QStringLiteral("cost_per_gpu_hour"), money(c.costPerGpuHour));
    o.insert(QStringLiteral("cost_per_million_tokens"), money(c.costPerMillionTokens));
    o.insert(QStringLiteral("training_run_cost"), money(c.trainingRunCost));
    if (c.cloud)
        o.insert(QStringLiteral("cloud"),
                 QJsonObject{{QStringLiteral("offer"), c.cloudOffer ? QJsonValue(q(c.cloudOffer->id)) : QJsonValue()},
                             {QStringLiteral("price_per_gpu_hour"), money(c.cloudPricePerGpuHour)},
                             {QStringLiteral("break_even_utilisation"), c.cloud->breakEvenUtilisation},
                             {QStringLiteral("break_even_month"), number(c.cloud->breakEvenMonth)},
                             {QStringLiteral("cloud_per_month"), money(c.cloud->cloudPerMonth)}});
    else
        o.insert(QStringLiteral("cloud"), QJsonValue());
    // Issue 13: the money model's figures, in the scenario currency; null where the figure does not exist.
    o.insert(QStringLiteral("capex_basis"), c.capexBasis ? QJsonValue(q(capexBasisName(*c.capexBasis))) : QJsonValue());
    o.insert(QStringLiteral("capex_understated"), c.capexUnderstated);
    o.insert(QStringLiteral("npv"), c.tco ? money(c.tco->npv) : QJsonValue());
    o.insert(QStringLiteral("equivalent_annual_cost"), c.tco ? money(c.tco->equivalentAnnualCost) : QJsonValue());
    o.insert(QStringLiteral("residual_value"), c.tco ? money(c.tco->residualValue) : QJsonValue());
    o.insert(QStringLiteral("break_even_utilisation"),
             c.cloud ? QJsonValue(c.cloud->breakEvenUtilisation) : QJsonValue());
    o.insert(QStringLiteral("rented_cost_per_million_tokens"), money(c.rentedCostPerMillionTokens));
    o.insert(QStringLiteral("cloud_offer"), cloudOfferJson(c));
    o.insert(QStringLiteral("notes"), strings(c.notes));
    return o;
}

// With a P99 target (constraints.ttft_p99_ms / tpot_p99_ms): the card's simulated capacity at it, per replica of
// the evaluation's split, the GPUs the peak needs and the P99 latencies at the peak; null otherwise.
QJsonValue servingJson(const ServingFigures& f, const std::string& cardId)
{
    if (!f.targetsSet)
        return QJsonValue();
    for (const CardServing& c : f.cards) {
        if (c.cardId != cardId)
            continue;
        const auto& s = c.sizing;
        const auto orNull = [](const std::optional<double>& v) { return v ? QJsonValue(*v) : QJsonValue(); };
        return QJsonObject{
            {QStringLiteral("tensor_parallel"), c.tensorParallel},
            {QStringLiteral("capacity_requests_per_s_per_replica"),
             s ? orNull(s->capacityRequestsPerSecond) : QJsonValue()},
            {QStringLiteral("capacity_output_tokens_per_s_per_replica"),
             s && s->capacityRequestsPerSecond ? QJsonValue(s->capacityOutputTokensPerSecond) : QJsonValue()},
            {QStringLiteral("service_rate_per_replica"), s ? QJsonValue(s->serviceRate) : QJsonValue()},
            {QStringLiteral("limited_by"), s ? QJsonValue(q(s->limitedBy)) : QJsonValue()},
            {QStringLiteral("replicas_for_peak"), s ? QJsonValue(s->replicas) : QJsonValue()},
            {QStringLiteral("gpus_for_peak"), c.gpusForPeak},
            {QStringLiteral("ttft_p99_s"), s ? orNull(s->ttftP99AtPeak) : QJsonValue()},
            {QStringLiteral("tpot_p99_s"), s ? orNull(s->tpotP99AtPeak) : QJsonValue()},
            {QStringLiteral("cost_per_million_tokens"), money(c.costPerMillionTokens)},
            {QStringLiteral("simulated_requests"), s ? QJsonValue(s->simulatedRequests) : QJsonValue()},
            {QStringLiteral("problem"), c.problem ? QJsonValue(q(*c.problem)) : QJsonValue()},
        };
    }
    return QJsonValue();
}

QJsonValue servingTargetsJson(const ServingFigures& f)
{
    if (!f.targetsSet)
        return QJsonValue();
    const auto ms = [](const std::optional<Duration>& d) {
        return d ? QJsonValue(d->inSeconds() * 1000.0) : QJsonValue();
    };
    return QJsonObject{{QStringLiteral("ttft_p99_ms"), ms(f.slo.ttftP99)},
                       {QStringLiteral("tpot_p99_ms"), ms(f.slo.tpotP99)},
                       {QStringLiteral("peak_requests_per_s"), f.peakRequestsPerSecond},
                       {QStringLiteral("input_tokens_spread"), f.slo.inputSpread},
                       {QStringLiteral("output_tokens_spread"), f.slo.outputSpread},
                       {QStringLiteral("burstiness"), f.slo.burstiness}};
}

} // namespace

QJsonObject evaluationJson(const EvaluatedScenario& scenario, const UncertaintyAnalysis& uncertainty)
{
    const Evaluation& e = *scenario.evaluation;
    QJsonObject root;
    root.insert(QStringLiteral("scenario"), QJsonObject{{QStringLiteral("file"), scenario.path},
                                                        {QStringLiteral("name"), q(scenario.document.name)}});
    root.insert(QStringLiteral("catalogue"), QJsonObject{{QStringLiteral("version"), q(e.catalogue->version)},
                                                         {QStringLiteral("source"), q(e.catalogue->source)}});
    root.insert(QStringLiteral("model"), QJsonObject{{QStringLiteral("id"), q(e.model.id)},
                                                     {QStringLiteral("name"), q(e.model.displayName)},
                                                     {QStringLiteral("parameters"), e.parameters.total},
                                                     {QStringLiteral("active_parameters"), e.parameters.active}});
    root.insert(QStringLiteral("mode"), q(taskModeName(e.state.workload.mode)));
    root.insert(QStringLiteral("currency"), q(e.state.economics.currency));
    root.insert(QStringLiteral("input_error"),
                e.inputError ? QJsonValue(QJsonObject{{QStringLiteral("field"), q(e.inputError->field)},
                                                      {QStringLiteral("message"), q(e.inputError->message)}})
                             : QJsonValue());
    // Simulated only with a P99 target: a file without one prints what it printed before, plus null keys.
    const ServingFigures serving = servingSloFor(e.state.constraints, e.state.workload.outputTokens)
                                       ? servingFiguresFor(e, false)
                                       : ServingFigures{};
    root.insert(QStringLiteral("serving_targets"), servingTargetsJson(serving));
    QJsonArray cards;
    for (std::size_t i : e.selected) {
        const CardEvaluation& c = e.cards[i];
        QJsonObject card{{QStringLiteral("id"), q(c.card->id)}, {QStringLiteral("name"), q(c.card->displayName())}};
        card.insert(QStringLiteral("capacity"), c.card->memory ? bytes(*c.card->memory) : QJsonValue());
        card.insert(QStringLiteral("fit"), fitJson(c.fit));
        if (c.economicsComputed) {
            QJsonObject economics = economicsJson(c.economics);
            insertUncertainty(economics, uncertainty.bandFor(c.card->id), uncertainty.tornadoFor(c.card->id));
            card.insert(QStringLiteral("economics"), economics);
        } else {
            card.insert(QStringLiteral("economics"), QJsonValue());
        }
        card.insert(QStringLiteral("serving"), servingJson(serving, c.card->id));
        cards.append(card);
    }
    root.insert(QStringLiteral("cards"), cards);
    root.insert(QStringLiteral("uncertainty"),
                QJsonObject{{QStringLiteral("samples"), uncertainty.bands.samples},
                            {QStringLiteral("seed"), static_cast<double>(uncertainty.seed)},
                            {QStringLiteral("cheapest_by"), uncertainty.bands.cheapestByUnitCost
                                                                ? QStringLiteral("run-cost")
                                                                : QStringLiteral("lifetime-tco")}});
    return root;
}

} // namespace gputco::cli
