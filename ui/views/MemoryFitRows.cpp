#include "views/MemoryFitRows.h"

#include "format/EnumLabels.h"
#include "format/Format.h"
#include "scenario/PriceComparison.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <tuple>

namespace gputco::ui {

namespace {

QString partTitle(MemoryPart part)
{
    switch (part) {
    case MemoryPart::Weights: return QCoreApplication::translate("MemoryFitView", "Weights");
    case MemoryPart::Gradients: return QCoreApplication::translate("MemoryFitView", "Gradients");
    case MemoryPart::Optimizer: return QCoreApplication::translate("MemoryFitView", "Optimizer states");
    case MemoryPart::Activations: return QCoreApplication::translate("MemoryFitView", "Activations");
    case MemoryPart::KvCache: return QCoreApplication::translate("MemoryFitView", "KV cache");
    case MemoryPart::Overhead: return QCoreApplication::translate("MemoryFitView", "Overhead");
    }
    return {};
}

// The name of the formula core used for each part (docs/MODEL.md, "Memory").
QString formulaName(MemoryPart part, WorkloadMode mode)
{
    const bool inference = mode == WorkloadMode::Inference;
    switch (part) {
    case MemoryPart::Weights:
        return inference ? QCoreApplication::translate("MemoryFitView", "parameters x bytes per element / TP")
                         : QCoreApplication::translate(
                             "MemoryFitView", "ZeRO model states: parameters x weight bytes / TP (/ DP at stage 3)");
    case MemoryPart::Gradients:
        return QCoreApplication::translate("MemoryFitView",
                                           "ZeRO model states: 2 bytes per trainable parameter (/ DP from stage 2)");
    case MemoryPart::Optimizer:
        return QCoreApplication::translate(
            "MemoryFitView", "ZeRO model states: K bytes per trainable parameter, AdamW K = 12 (/ DP from stage 1)");
    case MemoryPart::Activations:
        return inference
                   ? QCoreApplication::translate("MemoryFitView", "prefill workspace for one chunk of tokens")
                   : QCoreApplication::translate(
                       "MemoryFitView", "Korthikanti et al. 2022: sbh(34 + 5as/h) per layer, with TP/SP and recompute");
    case MemoryPart::KvCache:
        return QCoreApplication::translate("MemoryFitView",
                                           "2 x layers x KV heads x head dim x bytes x tokens x sequences / TP");
    case MemoryPart::Overhead:
        return QCoreApplication::translate("MemoryFitView",
                                           "CUDA context (fixed per GPU) + allocator reserve (share of the tensors)");
    }
    return {};
}

Bytes partBytes(const MemoryBreakdown& m, MemoryPart part)
{
    switch (part) {
    case MemoryPart::Weights: return m.weights;
    case MemoryPart::Gradients: return m.gradients;
    case MemoryPart::Optimizer: return m.optimizer;
    case MemoryPart::Activations: return m.activations;
    case MemoryPart::KvCache: return m.kvCache;
    case MemoryPart::Overhead: return m.overhead;
    }
    return {};
}

} // namespace

QString fitLabel(const FitResult& fit)
{
    if (!fit.fits)
        return QCoreApplication::translate("MemoryFitView", "does not fit");
    const QString gpus = fit.gpus() == 1 ? QCoreApplication::translate("MemoryFitView", "1 GPU")
                                         : QCoreApplication::translate("MemoryFitView", "%1 GPUs").arg(fit.gpus());
    const QString split = QString::fromStdString(parallelismText(fit.parallel));
    return split.isEmpty() ? gpus : QStringLiteral("%1 (%2)").arg(gpus, split);
}

std::vector<MemoryFitRow> memoryFitRows(const Evaluation& e, MemoryFitSort sort, std::size_t most)
{
    std::vector<const CardEvaluation*> cards;
    for (std::size_t i : e.selected)
        cards.push_back(&e.cards[i]);

    auto name = [](const CardEvaluation* c) { return QString::fromStdString(c->card->displayName()); };
    std::stable_sort(cards.begin(), cards.end(), [&](const CardEvaluation* a, const CardEvaluation* b) {
        switch (sort) {
        case MemoryFitSort::ByFit:
            return std::tuple(!a->fit.fits, a->fit.gpus(), -a->card->memory.value_or(Bytes{}).inBytes())
                   < std::tuple(!b->fit.fits, b->fit.gpus(), -b->card->memory.value_or(Bytes{}).inBytes());
        // In the scenario's currency at its rates (core): a USD quote is never set against a CNY one as a number.
        case MemoryFitSort::ByCost: return cheaperInScenarioCurrency(a->card->price, b->card->price, e.state.economics);
        case MemoryFitSort::ByName: return name(a).compare(name(b), Qt::CaseInsensitive) < 0;
        }
        return false;
    });
    if (cards.size() > most)
        cards.resize(most); // the rest are sorted, not formatted: six tooltips a card add up over thousands

    std::vector<MemoryFitRow> rows;
    rows.reserve(cards.size());
    for (const CardEvaluation* c : cards) {
        MemoryFitRow row;
        const QString cardName = QString::fromStdString(c->card->model);
        row.fits = c->fit.fits;
        row.label = cardName;
        row.fitText = c->fit.fits ? fitLabel(c->fit) : QStringLiteral("\u2717 ") + fitLabel(c->fit);
        // A card whose capacity is not published (catalogue cell empty) is not "too small": say which figure is
        // missing.
        if (!c->card->memory)
            row.fitText = QStringLiteral("? ") + QCoreApplication::translate("MemoryFitView", "memory not published");
        row.capacityGB = c->card->memory ? format::inMemoryUnit(*c->card->memory) : 0.0;
        for (std::size_t p = 0; p < kMemoryPartCount; ++p) {
            const auto part = static_cast<MemoryPart>(p);
            const Bytes bytes = partBytes(c->fit.perGpu, part);
            row.partsGB[p] = format::inMemoryUnit(bytes);
            QString tip =
                QStringLiteral("<b>%1</b> &mdash; %2<br>%3<br>")
                    .arg(partTitle(part).toHtmlEscaped(), cardName.toHtmlEscaped(),
                         QCoreApplication::translate("MemoryFitView", "%1 per GPU").arg(format::bytesExact(bytes)));
            tip += QCoreApplication::translate("MemoryFitView", "Formula: %1")
                       .arg(formulaName(part, e.memoryInputs.mode))
                       .toHtmlEscaped();
            tip += QStringLiteral("<br>")
                   + QCoreApplication::translate("MemoryFitView", "Total per GPU: %1 of %2")
                         .arg(format::memory(c->fit.perGpu.total()),
                              c->card->memory ? format::memory(*c->card->memory)
                                              : QCoreApplication::translate("MemoryFitView", "unknown"));
            if (!c->fit.fits && !c->fit.reason.empty())
                tip += QStringLiteral("<br>") + QString::fromStdString(c->fit.reason).toHtmlEscaped();
            row.toolTips[p] = tip;
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

QString memoryFitShownNote(std::size_t shown, std::size_t ticked)
{
    if (shown >= ticked)
        return {};
    return QCoreApplication::translate("MemoryFitView",
                                       "Showing the first %1 of %2 ticked cards in this order: a chart cannot show "
                                       "more. Untick cards or change the order to see others.")
        .arg(QLocale().toString(static_cast<qulonglong>(shown)), QLocale().toString(static_cast<qulonglong>(ticked)));
}

QString memoryFitFootnote(const Evaluation& e)
{
    const WorkloadState& w = e.state.workload;
    QString text =
        QCoreApplication::translate("MemoryFitView", "%1 (%2 parameters), %3, weights %4")
            .arg(QString::fromStdString(e.model.displayName.empty() ? std::string("custom") : e.model.displayName),
                 format::parameters(e.parameters.total), taskModeLabel(w.mode), precisionLabel(w.weights));
    if (w.mode == TaskMode::Inference)
        text += QCoreApplication::translate("MemoryFitView", ", KV cache %1, %2-token context x %3 sequences")
                    .arg(precisionLabel(w.kvCache), format::integer(w.contextTokens), format::integer(batchForMode(w)));
    else
        text += QCoreApplication::translate("MemoryFitView", ", %1, ZeRO %2, %3-token sequences x micro-batch %4")
                    .arg(optimizerLabel(w.optimizer))
                    .arg(w.zeroStage)
                    .arg(format::integer(w.contextTokens), format::integer(batchForMode(w)));
    text += QCoreApplication::translate(
                "MemoryFitView", ". Overhead: %1 per GPU + %2 allocator reserve. %4. Fewest GPUs: TP up to 8 within a "
                                 "node, then PP%3.")
                .arg(format::memory(e.memoryInputs.overhead.fixedPerGpu),
                     format::percent(e.memoryInputs.overhead.reserveFraction),
                     w.mode == TaskMode::Inference || w.zeroStage == 0
                         ? QString()
                         : QCoreApplication::translate("MemoryFitView", ", then ZeRO DP"),
                     format::memoryUnitNote());
    return text;
}

} // namespace gputco::ui
