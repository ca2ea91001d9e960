#include "export/report/ReportFacts.h"

#include "export/report/ReportNames.h"
#include "export/report/ReportText.h"
#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/NoteText.h"
#include "format/PriceBasisText.h"
#include "format/ScenarioSettingText.h"
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

QString modelName(const Evaluation& e) { return ScenarioSettingText::modelName(e); }

namespace {

// Rows of settings, named and written as the A/B differences write them (format/ScenarioSettingText).
ReportTable settingsTable(const Evaluation& e, std::initializer_list<ScenarioSetting> settings)
{
    ReportTable t;
    for (ScenarioSetting setting : settings)
        add(t, ScenarioSettingText::name(setting, e.state.workload.mode), ScenarioSettingText::value(setting, e));
    return t;
}

} // namespace

ReportTable workloadTable(const Evaluation& e)
{
    using S = ScenarioSetting;
    if (e.state.workload.mode == TaskMode::Inference)
        return settingsTable(e, {S::Model, S::Task, S::Weights, S::KvCache, S::ContextTokens, S::Concurrency,
                                 S::OutputTokens, S::TargetThroughput, S::TargetLatency, S::Utilisation});
    return settingsTable(e, {S::Model, S::Task, S::Weights, S::Optimizer, S::ZeroStage, S::ContextTokens, S::MicroBatch,
                             S::TrainingTokens, S::GpuCount, S::Mfu, S::Utilisation});
}

ReportTable economicsTable(const Evaluation& e)
{
    using S = ScenarioSetting;
    return settingsTable(e,
                         {S::Currency, S::ElectricityPrice, S::Pue, S::Period, S::Carbon, S::ExchangeRates, S::Residual,
                          S::DiscountRate, S::HostShare, S::CloudOffer, S::Facility, S::FacilityRequirements});
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
