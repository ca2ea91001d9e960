#include "views/MemoryFitRows.h"

#include "format/EnumLabels.h"
#include "format/Format.h"
#include "format/RecommendationText.h"
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

// The serving layout the deployment uses for a mixture-of-experts model (expert parallelism), when it has one.
const DeploymentPlan* servingLayoutPlan(const CardEvaluation& c)
{
    if (!c.economicsComputed || !c.economics.inference || !c.economics.inference->servingMemory)
        return nullptr;
    return &*c.economics.inference;
}

// What a part holds under an expert-parallel layout (docs/MODEL.md, "Memory of a serving layout"): the weights' two
// shares and where the KV cache sits; empty for the parts the layout leaves as the memory model has them.
QString servingPartDetail(MemoryPart part, const DeploymentPlan& plan)
{
    const ServingMemory& m = *plan.servingMemory;
    const ServingLayout& l = plan.layout;
    switch (part) {
    case MemoryPart::Weights: {
        if (l.pipelined())
            return QCoreApplication::translate(
                       "MemoryFitView", "the fullest of %1 pipeline stages, split over TP %2 (routed experts %3)")
                .arg(l.pipelineParallel)
                .arg(l.tensorParallel)
                .arg(format::memory(m.routedExpertsPerGpu));
        const QString other =
            l.dataParallelAttention
                ? QCoreApplication::translate("MemoryFitView", "%1 attention, shared experts and dense layers, whole "
                                                               "on every GPU (data-parallel attention)")
                      .arg(format::memory(m.otherWeightsPerGpu()))
                : QCoreApplication::translate("MemoryFitView",
                                              "%1 attention, shared experts and dense layers, split over TP %2")
                      .arg(format::memory(m.otherWeightsPerGpu()))
                      .arg(l.attentionTensorParallel());
        return QCoreApplication::translate("MemoryFitView", "%1 routed experts (1/%2 of them, expert parallelism)")
                   .arg(format::memory(m.routedExpertsPerGpu))
                   .arg(l.expertParallel)
               + QStringLiteral("<br>") + other;
    }
    case MemoryPart::KvCache:
        return QCoreApplication::translate("MemoryFitView", "this GPU's attention holds %n sequences' KV cache", "",
                                           m.sequencesPerGpu);
    default: return {};
    }
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
        // A mixture-of-experts deployment on an expert-parallel or pipelined layout: its GPU's memory, not the fewest
        // GPUs' split.
        const DeploymentPlan* serving = servingLayoutPlan(*c);
        const MemoryBreakdown& perGpu = serving ? serving->servingMemory->perGpu : c->fit.perGpu;
        if (serving) {
            row.fits = true;
            // The deployment's GPUs and how they split into replicas of the layout (a replica's count alone read as the
            // deployment's); the layout on a second line so the label stays beside the bar.
            const QString layout = RecommendationText::servingLayoutText(serving->layout);
            row.fitText = serving->replicas == 1
                              ? QCoreApplication::translate("MemoryFitView", "%1 GPUs: one replica\n(%2)")
                                    .arg(serving->gpus)
                                    .arg(layout)
                              : QCoreApplication::translate("MemoryFitView", "%1 GPUs: %2 replicas of %3 each\n(%4)")
                                    .arg(serving->gpus)
                                    .arg(serving->replicas)
                                    .arg(serving->layout.gpus())
                                    .arg(layout);
        }
        for (std::size_t p = 0; p < kMemoryPartCount; ++p) {
            const auto part = static_cast<MemoryPart>(p);
            const Bytes bytes = partBytes(perGpu, part);
            row.partsGB[p] = format::inMemoryUnit(bytes);
            QString tip =
                QStringLiteral("<b>%1</b> &mdash; %2<br>%3<br>")
                    .arg(partTitle(part).toHtmlEscaped(), cardName.toHtmlEscaped(),
                         QCoreApplication::translate("MemoryFitView", "%1 per GPU").arg(format::bytesExact(bytes)));
            tip += QCoreApplication::translate("MemoryFitView", "Formula: %1")
                       .arg(formulaName(part, e.memoryInputs.mode))
                       .toHtmlEscaped();
            if (serving) {
                const QString detail = servingPartDetail(part, *serving);
                if (!detail.isEmpty())
                    tip += QStringLiteral("<br>") + detail;
            }
            tip += QStringLiteral("<br>")
                   + QCoreApplication::translate("MemoryFitView", "Total per GPU: %1 of %2")
                         .arg(format::memory(perGpu.total()),
                              c->card->memory ? format::memory(*c->card->memory)
                                              : QCoreApplication::translate("MemoryFitView", "unknown"));
            if (!serving && !c->fit.fits && !c->fit.reason.empty())
                tip += QStringLiteral("<br>") + QString::fromStdString(c->fit.reason).toHtmlEscaped();
            if (serving && serving->servingMemory->prefillPerGpu)
                tip += QStringLiteral("<br>")
                       + QCoreApplication::translate("MemoryFitView",
                                                     "A prefill-pool GPU: %1 (weights %2, of which routed experts %3; "
                                                     "KV cache %4)")
                             .arg(format::memory(serving->servingMemory->prefillPerGpu->total()),
                                  format::memory(serving->servingMemory->prefillPerGpu->weights),
                                  format::memory(serving->servingMemory->prefillRoutedExpertsPerGpu),
                                  format::memory(serving->servingMemory->prefillPerGpu->kvCache));
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
    if (w.mode == TaskMode::Inference && e.model.moe.enabled())
        text += QCoreApplication::translate(
            "MemoryFitView", " Mixture of experts: a card the deployment serves with expert parallelism or pipeline "
                             "stages shows a GPU of that layout (its share of the routed experts, the rest of the "
                             "model, its own sequences' KV cache).");
    return text;
}

} // namespace gputco::ui
