#include "cli/EvaluateCommandText.h"

#include "export/report/ReportFacts.h"
#include "format/EnumLabels.h"
#include "format/Format.h"
#include "views/MemoryFitRows.h"

#include <QTextStream>

namespace gputco::cli {

namespace {

using namespace ui;

QString q(const std::string& s) { return QString::fromStdString(s); }

QString duration(const Duration& d)
{
    const double s = d.inSeconds();
    if (s < 1.0)
        return format::significant(s * 1000.0) + QStringLiteral(" ms");
    if (s < 120.0)
        return format::significant(s) + QStringLiteral(" s");
    if (s < 2 * 86400.0)
        return format::significant(d.inHours()) + QStringLiteral(" h");
    return format::significant(d.inDays()) + QStringLiteral(" days");
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
        money << QStringLiteral("capex %1").arg(format::money(e.capex->total(), cur));
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
        << taskModeLabel(e.state.workload.mode) << '\n';
    for (const auto& row : workloadTable(e).rows)
        out << "           " << row.value(0).text << ": " << row.value(1).text << '\n';
    for (const auto& row : economicsTable(e).rows)
        out << "           " << row.value(0).text << ": " << row.value(1).text << '\n';
    if (e.inputError)
        out << "\nThe workload cannot be sized: " << q(e.inputError->describe()) << '\n';
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
