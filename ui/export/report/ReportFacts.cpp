#include "export/report/ReportFacts.h"

#include "export/report/ReportNames.h"
#include "export/report/ReportText.h"
#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/NoteText.h"
#include "format/PriceBasisText.h"
#include "scenario/LeadingOption.h"
#include "scenario/WorkloadInputs.h"
#include "style/Palette.h"
#include "views/MemoryFitRows.h"

#include <QCoreApplication>

#include <algorithm>

namespace gputco::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// Plural forms come from translations; without one loaded, English needs its own singular.
QString yearsText(int years) { return years == 1 ? ReportText::tr("1 year") : ReportText::tr("%1 years").arg(years); }

void add(ReportTable& t, const QString& key, const QString& value)
{
    t.rows << QList<ReportCell>{textCell(key), textCell(value)};
}

} // namespace

QString modelName(const Evaluation& e)
{
    if (!e.model.displayName.empty() && !e.state.workload.modelPresetId.empty())
        return q(e.model.displayName);
    return ReportText::tr("Custom %1 model").arg(format::parameters(e.parameters.total));
}

ReportTable workloadTable(const Evaluation& e)
{
    const WorkloadState& w = e.state.workload;
    const bool inference = w.mode == TaskMode::Inference;
    ReportTable t;
    add(t, ReportText::tr("Model"),
        ReportText::tr("%1, %2 parameters").arg(modelName(e), format::parameters(e.parameters.total)));
    add(t, ReportText::tr("Task"), taskModeLabel(w.mode));
    add(t, ReportText::tr("Weight precision"), precisionLabel(w.weights));
    if (inference) {
        add(t, ReportText::tr("KV cache precision"), precisionLabel(w.kvCache));
        add(t, ReportText::tr("Context per sequence"),
            ReportText::tr("%1 tokens").arg(format::integer(w.contextTokens)));
        add(t, ReportText::tr("Concurrent sequences"), format::integer(w.concurrency));
        add(t, ReportText::tr("Output tokens per request"), format::integer(w.outputTokens));
        add(t, ReportText::tr("Target throughput"),
            ReportText::tr("%1 output tokens/s").arg(format::integer(w.targetTokensPerSecond)));
        add(t, ReportText::tr("Target time per output token"),
            ReportText::tr("%1 ms").arg(format::significant(w.targetLatencyMs)));
    } else {
        add(t, ReportText::tr("Optimizer"), optimizerLabel(w.optimizer));
        add(t, ReportText::tr("ZeRO stage"), QString::number(w.zeroStage));
        add(t, ReportText::tr("Sequence length"), ReportText::tr("%1 tokens").arg(format::integer(w.contextTokens)));
        add(t, ReportText::tr("Micro-batch per GPU"), format::integer(w.microBatch));
        add(t, ReportText::tr("Training tokens"), format::tokens(trainingTokensFor(w, e.parameters.total)));
        add(t, ReportText::tr("GPUs in the cluster"), format::integer(w.gpuCount));
        add(t, ReportText::tr("MFU"), w.mfu > 0 ? format::percent(w.mfu) : ReportText::tr("model default per card"));
    }
    add(t, ReportText::tr("Utilisation"), ReportText::tr("%1 of the hours").arg(format::percent(w.utilisation)));
    return t;
}

ReportTable economicsTable(const Evaluation& e)
{
    const EconomicsState& x = e.state.economics;
    const QString currency = q(x.currency);
    ReportTable t;
    add(t, ReportText::tr("Currency"), currency);
    add(t, ReportText::tr("Electricity price"),
        ReportText::tr("%1 %2/kWh").arg(format::significant(x.electricityPricePerKwh), currency));
    add(t, ReportText::tr("PUE"), format::significant(x.pue));
    add(t, ReportText::tr("Period"),
        yearsText(x.years) + ReportText::tr(", %1 h/day").arg(format::significant(x.hoursPerDay)));
    add(t, ReportText::tr("Grid carbon factor"),
        ReportText::tr("%1 kg CO2/kWh").arg(format::significant(x.carbonKgPerKwh)));
    add(t, ReportText::tr("Exchange rates"),
        ReportText::tr("1 USD = %1 CNY, 1 EUR = %2 CNY (indicative)")
            .arg(format::significant(x.cnyPerUsd), format::significant(x.cnyPerEur)));
    QStringList residual;
    for (double share : x.residual.shareAfterYear)
        residual << format::significant(share * 100.0) + QStringLiteral("%");
    add(t, ReportText::tr("Residual value after each year"),
        residual.isEmpty() ? ReportText::tr("none") : residual.join(QStringLiteral(", ")));
    add(t, ReportText::tr("Discount rate"), ReportText::tr("%1 a year").arg(format::percent(x.discountRate)));
    add(t, ReportText::tr("Host share"),
        ReportText::tr("%1 of the GPUs' price, for servers without a system price").arg(format::percent(x.hostShare)));
    add(t, ReportText::tr("Cloud offer"),
        (x.cloud.offerId.empty() ? ReportText::tr("the cheapest for each card") : q(x.cloud.offerId))
            + QStringLiteral(", ") + cloudTermLabel(x.cloud.term));
    const Facility* facility = e.catalogue ? e.catalogue->findFacility(x.facilityId) : nullptr;
    QString place = facility ? q(facility->name) : ReportText::tr("none chosen");
    if (facility && !facility->region.empty())
        place += QStringLiteral(" (%1)").arg(q(facility->region));
    add(t, ReportText::tr("Facility"), place);
    const FacilityRequirementsState& r = x.requirements;
    QStringList needs;
    if (r.idcLicence)
        needs << ReportText::tr("IDC licence");
    if (r.ispLicence)
        needs << ReportText::tr("ISP licence");
    if (r.iso27001)
        needs << ReportText::tr("ISO 27001");
    if (r.dualFeeds)
        needs << ReportText::tr("A+B feeds");
    if (r.fullPowerOnFeedLoss)
        needs << ReportText::tr("full power on one feed");
    if (r.minUptimeTier > 0)
        needs << ReportText::tr("Tier %1 or better").arg(r.minUptimeTier);
    if (r.minBgpLines > 0)
        needs << ReportText::tr("at least %1 BGP lines").arg(r.minBgpLines);
    add(t, ReportText::tr("Facility requirements"),
        needs.isEmpty() ? ReportText::tr("none") : needs.join(QStringLiteral(", ")));
    return t;
}

ReportTable cardsTable(const Evaluation& e)
{
    ReportTable t;
    t.header = QStringList{ReportText::tr("Card"),  ReportText::tr("Memory"),     ReportText::tr("Bandwidth"),
                           ReportText::tr("TDP"),   ReportText::tr("BF16 dense"), ReportText::tr("Price"),
                           ReportText::tr("Source")};
    QStringList sources;
    for (std::size_t i : e.selected) {
        const Accelerator& a = *e.cards[i].card;
        QList<ReportCell> row;
        row << textCell(q(a.displayName()));
        row << (a.memory ? figureCell(format::memory(*a.memory)) : noFigureCell());
        row << (a.memoryBandwidth
                    ? figureCell(ReportText::tr("%1 GB/s").arg(format::significant(a.memoryBandwidth->inGBPerSecond())))
                    : noFigureCell());
        row << (a.tdp ? figureCell(format::power(*a.tdp)) : noFigureCell());
        row << (a.peak.bf16Tflops ? figureCell(ReportText::tr("%1 TFLOPS").arg(format::significant(*a.peak.bf16Tflops)))
                                  : noFigureCell());
        row << (a.price ? figureCell(format::money(a.price->amount, q(a.price->currency))) : noFigureCell());
        // Sources are long sentences: a number in the table, the text in the notes under it.
        QString source = q(a.source);
        if (!a.sourceDate.empty())
            source += ReportText::tr(" (read %1)").arg(q(a.sourceDate));
        const qsizetype known = sources.indexOf(source);
        if (known < 0)
            sources << source;
        row << figureCell(QStringLiteral("[%1]").arg(known < 0 ? sources.size() : known + 1));
        t.rows << row;
    }
    t.note = ReportText::tr("Datasheet figures from the catalogue (%1); %2; prices are indicative, converted at the "
                            "scenario's exchange rates; \u2014 = not published.")
                 .arg(e.catalogue ? nameWithoutFolders(q(e.catalogue->source)) : QString(), format::memoryUnitNote());
    for (qsizetype i = 0; i < sources.size(); ++i)
        t.note += QStringLiteral("\n[%1] %2").arg(i + 1).arg(sources.at(i));
    return t;
}

ReportTable fitTable(const Evaluation& e)
{
    ReportTable t;
    t.header = QStringList{ReportText::tr("Card"), ReportText::tr("Capacity per GPU"), ReportText::tr("Needed per GPU"),
                           ReportText::tr("Fewest GPUs"), ReportText::tr("Note")};
    for (const MemoryFitRow& row : memoryFitRows(e, MemoryFitSort::ByFit)) {
        double needed = 0.0;
        for (double gb : row.partsGB)
            needed += gb;
        QList<ReportCell> cells;
        cells << textCell(row.label);
        cells << (row.capacityGB > 0
                      ? figureCell(format::significant(row.capacityGB) + QLatin1Char(' ') + format::memoryUnitSymbol())
                      : noFigureCell());
        cells << figureCell(format::significant(needed) + QLatin1Char(' ') + format::memoryUnitSymbol());
        ReportCell fit = textCell(row.fitText);
        if (!row.fits) {
            fit.colour = palette::kFailure;
            fit.bold = true;
        }
        cells << fit;
        cells << textCell(QString());
        t.rows << cells;
    }
    // Why a card does not fit: core's reason, matched by card name (rows are in fit order, not catalogue order).
    for (QList<ReportCell>& cells : t.rows)
        for (std::size_t i : e.selected) {
            const CardEvaluation& c = e.cards[i];
            if (q(c.card->model) == cells.first().text && !c.fit.fits)
                cells.last().text = q(c.fit.reason);
        }
    bool anyNote = false;
    for (const QList<ReportCell>& cells : t.rows)
        anyNote = anyNote || !cells.last().text.isEmpty();
    if (!anyNote) { // every card fits: no "why not" column
        t.header.removeLast();
        for (QList<ReportCell>& cells : t.rows)
            cells.removeLast();
    }
    t.note = ReportText::tr(
                 "Needed per GPU: weights, gradients, optimizer states, activations, KV cache and runtime overhead at "
                 "the split shown (the stage that needs the most). %1.")
                 .arg(format::memoryUnitNote());
    return t;
}

QString headline(const Evaluation& e)
{
    if (e.inputError)
        return ReportText::tr("The workload cannot be sized: %1.").arg(q(e.inputError->describe()));
    const QString currency = q(e.state.economics.currency);
    const CardEvaluation* fewest = nullptr;
    int fitting = 0;
    for (std::size_t i : e.selected) {
        const CardEvaluation& c = e.cards[i];
        if (c.fit.fits) {
            ++fitting;
            if (!fewest || c.fit.gpus() < fewest->fit.gpus())
                fewest = &c;
        }
    }
    QString text = ReportText::tr("%1, %2: the workload fits on %3 of the %4 cards compared.")
                       .arg(modelName(e), taskModeLabel(e.state.workload.mode))
                       .arg(fitting)
                       .arg(e.selected.size());
    if (fewest)
        text += QLatin1Char(' ')
                + ReportText::tr("Fewest GPUs: %1 on %2.").arg(q(fewest->card->model), fitLabel(fewest->fit));
    // The card the status line and the other views lead with (core leadingOption): it runs the workload and has
    // the lowest total cost, a priced card before one with running costs only.
    const CardEvaluation* lead = leadingOption(e);
    if (lead && lead->economics.tco && lead->economics.capexKnown())
        text += QLatin1Char(' ')
                + ReportText::tr(
                      "Lowest total cost of the cards compared, at the scenario's own precision and facility, over %1: "
                      "%2, %3 for %4 GPUs.")
                      .arg(yearsText(e.state.economics.years), q(lead->card->model),
                           format::money(lead->economics.tco->lifetimeTotal, currency))
                      .arg(format::integer(lead->economics.gpus));
    return text;
}

QStringList caveats(const Evaluation& e)
{
    QStringList out;
    if (e.inputError)
        out << ReportText::tr("Workload: %1").arg(q(e.inputError->describe()));
    for (std::size_t i : e.selected) {
        const CardEvaluation& c = e.cards[i];
        QStringList notes;
        for (const EconomicsNote& n : c.economics.codedNotes)
            if (const QString text = economicsNoteText(n); !notes.contains(text))
                notes << text;
        if (c.economics.performanceProblem)
            notes << q(*c.economics.performanceProblem);
        if (!notes.isEmpty())
            out << ReportText::tr("%1: %2").arg(q(c.card->model), notes.join(QStringLiteral("; ")));
    }
    if (e.catalogue)
        for (const std::string& w : e.catalogue->warnings)
            out << ReportText::tr("Catalogue: %1").arg(q(w));
    return out;
}

} // namespace gputco::ui
