#include "cli/EvaluateCommandText.h"

#include "cli/CliNumberText.h"
#include "power/PowerCap.h"
#include "scenario/LeadingOption.h"
#include "scenario/WorkloadInputs.h"

#include <QStringList>
#include <QTextStream>

namespace gputco::cli {

namespace {

namespace format = text;
using text::duration;

QString q(const std::string& s) { return QString::fromStdString(s); }
QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// "8 GPUs (TP4 PP2)": the fit's GPU count and split, as the Memory fit view reads it.
QString fitLabel(const FitResult& fit)
{
    const QString gpus = fit.gpus() == 1 ? QStringLiteral("1 GPU") : QStringLiteral("%1 GPUs").arg(fit.gpus());
    const std::string split = parallelismText(fit.parallel);
    return split.empty() ? gpus : QStringLiteral("%1 (%2)").arg(gpus, q(split));
}

QString modelName(const Evaluation& e)
{
    if (!e.model.displayName.empty() && !e.state.workload.modelPresetId.empty())
        return q(e.model.displayName);
    return QStringLiteral("Custom %1 model").arg(format::parameters(e.parameters.total));
}

// The scenario's inputs under their file keys (docs/SCENARIO_FORMAT.md), so a reader can find each in the file.
void printInputs(QTextStream& out, const Evaluation& e)
{
    const WorkloadState& w = e.state.workload;
    const EconomicsState& x = e.state.economics;
    const auto line = [&out](const char* key, const QString& value) {
        out << "           " << key << ": " << value << '\n';
    };
    line("workload.weights", q(precisionName(w.weights)));
    if (w.mode == TaskMode::Inference) {
        line("workload.kv_cache", q(precisionName(w.kvCache)));
        line("workload.context_tokens", format::integer(w.contextTokens));
        line("workload.concurrency", format::integer(w.concurrency));
        line("workload.output_tokens", format::integer(w.outputTokens));
        line("workload.target_tokens_per_second", format::integer(w.targetTokensPerSecond));
        line("workload.target_latency_ms", format::significant(w.targetLatencyMs));
        if (const ServiceDemand d = serviceDemandFor(w); d.fromUsers)
            line("workload.concurrent_users",
                 QStringLiteral("%1 (need %2 output tokens/s; sized to %3%4)")
                     .arg(format::integer(w.concurrentUsers), format::integer(*d.fromUsers),
                          format::integer(d.outputTokensPerSecond),
                          d.usersDisagreeWithTarget ? QStringLiteral(": the users and the throughput target disagree")
                                                    : QString()));
    } else {
        line("workload.optimizer", q(optimizerName(w.optimizer)));
        line("workload.zero_stage", QString::number(w.zeroStage));
        line("workload.context_tokens", format::integer(w.contextTokens));
        line("workload.micro_batch", format::integer(w.microBatch));
        line("workload.training_tokens", format::tokens(trainingTokensFor(w, e.parameters.total)));
        line("workload.gpu_count", format::integer(w.gpuCount));
        line("workload.mfu", w.mfu > 0 ? format::percent(w.mfu) : QStringLiteral("model default per card"));
    }
    line("workload.utilisation", format::percent(w.utilisation));
    const QString currency = q(x.currency);
    line("economics.electricity_price_per_kwh",
         format::significant(x.electricityPricePerKwh) + QLatin1Char(' ') + currency);
    line("economics.pue", format::significant(x.pue));
    line("economics.facility_own_prices",
         x.facilityOwnPrices
             ? QStringLiteral("true: the recommendation costs each facility at its own price and PUE")
             : QStringLiteral("false: every figure, the recommendation's too, at the price and PUE above"));
    line("economics.years", QString::number(x.years));
    line("economics.rates", QStringLiteral("1 USD = %1 CNY, 1 EUR = %2 CNY (indicative)")
                                .arg(format::significant(x.cnyPerUsd), format::significant(x.cnyPerEur)));
    line("economics.discount_rate", format::percent(x.discountRate));
    const Facility* facility = e.catalogue ? e.catalogue->findFacility(x.facilityId) : nullptr;
    line("facility", facility ? q(facility->name) : QStringLiteral("none chosen"));
}

// How many selected cards hold the workload, the one the views lead with, and the whole catalogue's answer.
QString headline(const Evaluation& e)
{
    int fitting = 0;
    for (std::size_t i : e.selected)
        fitting += e.cards[i].fit.fits ? 1 : 0;
    QString text =
        QStringLiteral("The workload fits on %1 of the %2 cards compared.").arg(fitting).arg(e.selected.size());
    if (const CardEvaluation* lead = leadingOption(e)) {
        text += QStringLiteral(" Leading: %1 x %2").arg(lead->economics.gpus).arg(q(lead->card->model));
        if (lead->economics.tco && lead->economics.capexKnown())
            text += QStringLiteral(", %1 over %2 years")
                        .arg(format::money(lead->economics.tco->lifetimeTotal, q(e.state.economics.currency)))
                        .arg(e.state.economics.years);
        text += QLatin1Char('.');
    }
    return text;
}

void printFit(QTextStream& out, const CardEvaluation& c)
{
    out << "  memory:      ";
    const QString capacity = c.card->memory ? format::gigabytes(*c.card->memory) : QStringLiteral("unknown");
    if (c.fit.fits)
        out << "needs " << format::gigabytes(c.fit.perGpu.total()) << " per GPU of " << capacity << " on "
            << fitLabel(c.fit) << '\n';
    else
        out << "does not fit (" << capacity << "): " << q(c.fit.reason) << '\n';
}

void printPerformance(QTextStream& out, const CardEconomics& e)
{
    if (e.inference) {
        const DeploymentPlan& plan = *e.inference;
        const InferencePerformance& p = plan.performance;
        out << "  deployment:  " << plan.gpus << " GPUs = " << plan.replicas << " replica(s) x TP"
            << plan.tensorParallel << ", " << plan.concurrencyPerReplica << " sequences each";
        if (!plan.layout.tensorParallelOnly())
            out << " (" << QString::fromStdString(servingLayoutText(plan.layout)) << ")";
        if (p.outputTokensPerSecond)
            out << "; " << format::integer(*p.outputTokensPerSecond) << " output tokens/s";
        if (p.ttft)
            out << "; TTFT " << duration(*p.ttft);
        if (p.tpot)
            out << "; TPOT " << duration(*p.tpot) << " (" << QString::fromLatin1(decodeBoundName(p.bound).data())
                << "-bound)";
        out << '\n';
    }
    if (e.training) {
        const TrainingPerformance& t = *e.training;
        out << "  training:    " << t.gpus << " GPUs";
        if (e.trainingLayout)
            out << " (TP" << e.trainingLayout->tensor << " PP" << e.trainingLayout->pipeline << " DP"
                << e.trainingLayout->data << ")";
        if (t.wallTime)
            out << ", " << duration(*t.wallTime);
        if (t.gpuHours)
            out << ", " << format::integer(*t.gpuHours) << " GPU-hours";
        if (t.mfu)
            out << ", MFU " << format::percent(*t.mfu);
        out << '\n';
    }
    if (e.performanceProblem)
        out << "  performance: " << q(*e.performanceProblem) << '\n';
}

void printCost(QTextStream& out, const CardEconomics& e, const EconomicsState& econ)
{
    const QString cur = q(econ.currency);
    if (e.power)
        out << "  power:       " << e.power->servers << " server(s); IT peak " << format::power(e.power->itPeak)
            << ", average " << format::power(e.power->itAverage) << "; facility average "
            << format::power(e.power->facilityAverage) << '\n';
    if (e.serverPower) {
        // The load curve's card figures and how they are known (docs/MODEL.md, "Power under load").
        const CardPowerProfile& card = e.serverPower->card;
        out << "  card power:  idle " << format::power(card.idle) << ", full load " << format::power(card.fullLoad)
            << " (" << q(std::string(efficiencyEvidenceName(card.evidence))) << ")";
        if (card.cap)
            out << ", capped at " << format::power(*card.cap) << ": compute at "
                << format::percent(capComputeShare(card)) << " of the peak";
        out << '\n';
    }
    if (e.energyPerToken)
        out << "  energy/token: " << QString::number(e.energyPerToken->joules, 'f', 3) << " J per output token ("
            << QString::number(e.energyPerToken->kwhPerMillionTokens, 'f', 3) << " kWh per million), IT at the wall\n";
    if (e.yearlyElectricity) {
        out << "  energy/year: " << format::energy(e.yearlyElectricity->facilityEnergy) << " at the meter, "
            << format::money(e.yearlyElectricity->cost, cur);
        if (e.yearlyElectricity->co2Kg)
            out << ", " << format::significant(*e.yearlyElectricity->co2Kg / 1000.0) << " t CO2";
        out << '\n';
    }
    if (e.runElectricity)
        out << "  run energy:  " << format::energy(e.runElectricity->facilityEnergy) << ", "
            << format::money(e.runElectricity->cost, cur) << '\n';
    QStringList money;
    if (e.capex)
        money << QStringLiteral("capex %1%2")
                     .arg(format::money(e.capex->total(), cur), e.capexUnderstated
                                                                    ? QStringLiteral(" (capex understated: the "
                                                                                     "cards alone, no host)")
                                                                    : QString());
    else
        money << QStringLiteral("capex unknown (no price in the catalogue)");
    if (e.tco)
        money << QStringLiteral("TCO over %1 years %2").arg(econ.years).arg(format::money(e.tco->lifetimeTotal, cur));
    if (e.costPerGpuHour)
        money << QStringLiteral("%1 per GPU-hour").arg(format::money(*e.costPerGpuHour, cur));
    if (e.costPerMillionTokens)
        money << QStringLiteral("%1 per million tokens").arg(format::money(*e.costPerMillionTokens, cur));
    if (e.trainingRunCost)
        money << QStringLiteral("run %1").arg(format::money(*e.trainingRunCost, cur));
    out << "  cost:        " << money.join(QStringLiteral("; ")) << '\n';
    if (e.cloud && e.cloudPricePerGpuHour) {
        out << "  cloud:       " << (e.cloudOffer ? q(e.cloudOffer->id) : QString()) << " at "
            << format::money(*e.cloudPricePerGpuHour, cur) << " per GPU-hour; owning is cheaper above "
            << format::percent(e.cloud->breakEvenUtilisation) << " utilisation";
        if (e.cloud->breakEvenMonth)
            out << " (break-even in month " << *e.cloud->breakEvenMonth << ")";
        out << '\n';
    }
    for (const std::string& n : e.notes)
        out << "  note:        " << q(n) << '\n';
}

} // namespace

void printEvaluation(QTextStream& out, const EvaluatedScenario& scenario)
{
    const Evaluation& e = *scenario.evaluation;
    const QString name = scenario.document.name.empty() ? QStringLiteral("(untitled)") : q(scenario.document.name);
    out << "Scenario:  " << name << "  [" << scenario.path << "]\n";
    out << "Catalogue: " << q(e.catalogue->version) << "  [" << q(e.catalogue->source) << "]\n";
    out << "Model:     " << modelName(e) << ", " << format::parameters(e.parameters.total) << " parameters, "
        << q(taskModeName(e.state.workload.mode)) << '\n';
    printInputs(out, e);
    if (e.inputError)
        out << "\nThe workload cannot be sized: " << q(e.inputError->describe()) << '\n';
    else
        out << '\n' << headline(e) << '\n';
    for (std::size_t i : e.selected) {
        const CardEvaluation& c = e.cards[i];
        out << '\n' << q(c.card->displayName()) << "  [" << q(c.card->id) << "]\n";
        printFit(out, c);
        if (!c.economicsComputed)
            continue;
        printPerformance(out, c.economics);
        printCost(out, c.economics, e.state.economics);
    }
    out << "\nFormulas and sources: docs/MODEL.md. GB = 10^9 bytes.\n";
}

} // namespace gputco::cli
