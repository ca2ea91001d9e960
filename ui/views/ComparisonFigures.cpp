#include "views/ComparisonFigures.h"

#include "format/EnumLabels.h"
#include "format/Format.h"
#include "scenario/WorkloadInputs.h"

#include <QCoreApplication>

#include <cmath>

namespace gputco::ui {

namespace {

QString cardName(const std::string& id, const CatalogueSnapshot& catalogue)
{
    const Accelerator* card = catalogue.findCard(id);
    return QString::fromStdString(card ? card->model : id);
}

QString chosenText(const ModeFigures& m, const CatalogueSnapshot& catalogue)
{
    if (!m.chosen)
        return QCoreApplication::translate("ComparisonView", "no catalogue card suits");
    return cardModeText(*m.chosen, catalogue);
}

// The training run: tokens, its wall time on the chosen card and GPUs, and whether it meets the deadline (a year
// without one) or, allowed by a longer deadline, still takes more than a year.
QString trainingScenarioText(const ModeFigures& m, const CatalogueSnapshot& catalogue, double tokens)
{
    if (!m.runTime)
        return QCoreApplication::translate("ComparisonView", "%1 tokens").arg(format::tokens(tokens));
    const QString run = QCoreApplication::translate("ComparisonView", "%1 tokens in %2 on %3")
                            .arg(format::tokens(tokens), format::wallTime(*m.runTime), chosenText(m, catalogue));
    if (!m.chosen)
        return run;
    if (!m.chosen->meetsDeadline && m.deadlineGiven && m.deadline)
        return QCoreApplication::translate("ComparisonView", "%1, over the deadline of %2")
            .arg(run, format::wallTime(*m.deadline));
    if (!m.chosen->meetsDeadline || m.chosen->longerThanAYear)
        return QCoreApplication::translate("ComparisonView", "%1: longer than a year").arg(run);
    return run;
}

} // namespace

QString trainingCardsTitle(const Evaluation& e)
{
    const std::optional<TrainingInferenceComparison>* c = e.comparison ? &e.comparison->result() : nullptr;
    const ModeFigures* m = c && *c ? &(*c)->training : nullptr;
    const QString tokens = format::tokens(trainingTokensFor(e.state.workload, e.parameters.total));
    if (m && m->deadlineGiven && m->deadline)
        return QCoreApplication::translate("ComparisonView",
                                           "Cards for training %1 tokens within %2 (suitable first, then by the cost "
                                           "of the run, then the time to finish)")
            .arg(tokens, format::wallTime(*m->deadline));
    return QCoreApplication::translate("ComparisonView",
                                       "Cards for training %1 tokens within a year (suitable first, then by the cost "
                                       "of the run, then the time to finish)")
        .arg(tokens);
}

QString comparisonSizingText(const Evaluation& e)
{
    const std::optional<TrainingInferenceComparison>* c = e.comparison ? &e.comparison->result() : nullptr;
    if (!c || !*c)
        return {};
    const bool trainingSized = (*c)->training.sizedByRecommendation;
    const bool servingSized = (*c)->inference.sizedByRecommendation;
    if (!trainingSized && !servingSized)
        return QCoreApplication::translate("ComparisonView",
                                           "GPU counts found here: the fewest GPUs that hold the model (training: "
                                           "doubled until the run ends within the deadline, a year without one)");
    if (servingSized)
        return QCoreApplication::translate(
            "ComparisonView",
            "Serving: the GPUs and split Recommend gives each card (throughput target, latency, precisions searched). "
            "Training is not this scenario's mode, so it has no recommendation: the fewest GPUs that hold the model, "
            "doubled until the run ends within a year");
    return QCoreApplication::translate(
        "ComparisonView",
        "Training: the GPUs and run time Recommend gives each card (deadline, or a year; precisions searched). "
        "Serving is not this scenario's mode, so it has no recommendation: the fewest GPUs that hold the model");
}

QString cardModeText(const CardModeFit& fit, const CatalogueSnapshot& catalogue)
{
    const QString name = cardName(fit.cardId, catalogue);
    if (!fit.fits)
        return QCoreApplication::translate("ComparisonView", "%1: does not fit").arg(name);
    return QCoreApplication::translate("ComparisonView", "%1 × %2").arg(format::integer(fit.gpus), name);
}

QString comparisonFigure(const Evaluation& e, ComparisonDimension dimension, WorkloadMode mode)
{
    if (!e.comparison || !e.comparison->result())
        return {};
    const TrainingInferenceComparison& c = *e.comparison->result();
    const bool training = mode != WorkloadMode::Inference;
    const ModeFigures& m = training ? c.training : c.inference;
    const CatalogueSnapshot& catalogue = *e.catalogue;
    const QString currency = QString::fromStdString(e.state.economics.currency);
    const WorkloadState& w = e.state.workload;

    switch (dimension) {
    case ComparisonDimension::Scenario:
        if (training)
            return trainingScenarioText(m, catalogue, trainingTokensFor(w, e.parameters.total));
        return QCoreApplication::translate("ComparisonView", "%1 sequences of %2 tokens served at once, all year")
            .arg(format::integer(w.concurrency), format::integer(w.contextTokens));
    case ComparisonDimension::DesignGoal:
        if (training && m.runCost && m.runTime)
            return QCoreApplication::translate("ComparisonView", "cost of the run: %1 (cards over %2 and electricity)")
                .arg(format::money(*m.runCost, currency), format::wallTime(*m.runTime));
        if (training)
            return m.runEnergyCost ? QCoreApplication::translate("ComparisonView", "electricity for the run: %1")
                                         .arg(format::money(*m.runEnergyCost, currency))
                                   : chosenText(m, catalogue);
        return m.chosen && m.chosen->yearlyEnergyCost
                   ? QCoreApplication::translate("ComparisonView", "electricity per year: %1")
                         .arg(format::money(*m.chosen->yearlyEnergyCost, currency))
                   : chosenText(m, catalogue);
    case ComparisonDimension::ComputePattern:
        return QCoreApplication::translate("ComparisonView", "%1 GFLOP per token")
            .arg(format::significant(m.flopsPerToken.inFlops() / 1e9));
    case ComparisonDimension::PrecisionPreference:
        if (training)
            return QCoreApplication::translate("ComparisonView", "weights %1").arg(precisionLabel(m.weights));
        return QCoreApplication::translate("ComparisonView", "weights %1; with INT8 weights %2")
            .arg(precisionLabel(m.weights), format::memory(c.quantizedInferenceMemory));
    case ComparisonDimension::Memory:
        if (training)
            return QCoreApplication::translate("ComparisonView", "%1 (%2× serving)")
                .arg(format::memory(m.memory.total()), format::significant(c.memoryRatio, 2));
        return format::memory(m.memory.total());
    case ComparisonDimension::Interconnect:
        return training ? QCoreApplication::translate("ComparisonView", "%1 all-reduced per step")
                              .arg(format::memory(m.syncBytesPerStep))
                        : QCoreApplication::translate("ComparisonView", "%1 per token across tensor-parallel GPUs")
                              .arg(format::memory(m.syncBytesPerStep));
    case ComparisonDimension::Power:
        return m.chosen && m.chosen->averagePower
                   ? QCoreApplication::translate("ComparisonView", "%1 on %2")
                         .arg(format::power(*m.chosen->averagePower), chosenText(m, catalogue))
                   : QCoreApplication::translate("ComparisonView", "unknown");
    case ComparisonDimension::Deployment:
        return m.chosen ? QCoreApplication::translate("ComparisonView", "%1 in %2 server(s)")
                              .arg(chosenText(m, catalogue))
                              .arg(m.servers)
                        : chosenText(m, catalogue);
    }
    return {};
}

} // namespace gputco::ui
