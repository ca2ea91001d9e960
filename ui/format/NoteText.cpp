#include "format/NoteText.h"

#include "format/EnumLabels.h"
#include "format/Format.h"

#include <QCoreApplication>

#include <cmath>

namespace gputco::ui {

QString performanceNoteText(const PerformanceNote& n)
{
    const QString card = QString::fromStdString(n.card);
    switch (n.code) {
    case PerformanceNoteCode::PeakFallback:
        return QCoreApplication::translate("PerformanceNote",
                                           "%1 has no published dense %2 figure: computing at its %3 peak instead")
            .arg(card, precisionLabel(n.wanted), precisionLabel(n.used));
    case PerformanceNoteCode::PrecisionUnsupported:
        return QCoreApplication::translate("PerformanceNote", "%1 has no published dense %2 figure, so %2 is "
                                                              "unsupported (never recommended): computing at its %3 "
                                                              "peak to show figures")
            .arg(card, precisionLabel(n.wanted), precisionLabel(n.used));
    case PerformanceNoteCode::PeakUnknown:
        return QCoreApplication::translate("PerformanceNote",
                                           "%1: dense %2 peak is unknown, so compute time cannot be estimated")
            .arg(card, precisionLabel(n.wanted));
    case PerformanceNoteCode::MemoryUnknown:
        return QCoreApplication::translate("PerformanceNote",
                                           "the card's memory is unknown, so the concurrency that fits is unknown");
    case PerformanceNoteCode::ConcurrencyCapped:
        return QCoreApplication::translate("PerformanceNote", "%1 sequences do not fit in memory; at most %2 do")
            .arg(n.count)
            .arg(n.limit);
    case PerformanceNoteCode::FourBitDequantised:
        return QCoreApplication::translate("PerformanceNote",
                                           "4-bit weights are dequantised: matrix multiplies run at the BF16 peak");
    case PerformanceNoteCode::InferenceLinkUnknown:
        return QCoreApplication::translate(
            "PerformanceNote", "the card's GPU-to-GPU bandwidth is unknown, so tensor-parallel latency is unknown");
    case PerformanceNoteCode::MemoryBandwidthUnknown:
        return QCoreApplication::translate("PerformanceNote",
                                           "the card's memory bandwidth is unknown, so decode speed is unknown");
    case PerformanceNoteCode::TrainingPeakUnknown:
        return QCoreApplication::translate("PerformanceNote",
                                           "training time is unknown because the card's peak is unknown");
    case PerformanceNoteCode::TrainingLinkUnknown:
        return QCoreApplication::translate(
            "PerformanceNote", "the card's GPU-to-GPU bandwidth is unknown, so communication time is unknown");
    case PerformanceNoteCode::TensorParallelAcrossServers:
        return QCoreApplication::translate("PerformanceNote",
                                           "tensor parallelism spans servers: its all-reduces run over the network");
    case PerformanceNoteCode::MoeAllToAllNotModelled:
        return QCoreApplication::translate(
            "PerformanceNote", "the MoE token all-to-all of expert parallelism is not modelled (assumed overlapped)");
    case PerformanceNoteCode::PipelineBubbleLarge:
        return QCoreApplication::translate("PerformanceNote",
                                           "the pipeline bubble takes %1 % of each step (%2 stages, %3 micro-batches, "
                                           "%4 virtual stages per GPU): a larger global batch, fewer stages or "
                                           "interleaving would shrink it")
            .arg(qRound(n.share * 100.0))
            .arg(n.stages)
            .arg(n.microBatches)
            .arg(n.virtualStages);
    case PerformanceNoteCode::TensorParallelCommExposed:
        return QCoreApplication::translate("PerformanceNote",
                                           "exposed tensor-parallel traffic takes %1 % of each step (TP %2): less "
                                           "tensor parallelism or a faster GPU-to-GPU link would help")
            .arg(qRound(n.share * 100.0))
            .arg(n.count);
    case PerformanceNoteCode::DataParallelCommExposed:
        return QCoreApplication::translate("PerformanceNote",
                                           "exposed gradient and pipeline traffic takes %1 % of each step (DP %2): a "
                                           "larger global batch (fewer reductions per token) or a faster network "
                                           "would help")
            .arg(qRound(n.share * 100.0))
            .arg(n.count);
    case PerformanceNoteCode::MfuBelowNorm:
        return QCoreApplication::translate("PerformanceNote",
                                           "MFU %1 is far below the %2 this card usually reaches: see the bubble and "
                                           "communication above")
            .arg(n.mfu, 0, 'f', 2)
            .arg(n.normMfu, 0, 'f', 2);
    case PerformanceNoteCode::EfficiencyAssumed:
        return QCoreApplication::translate(
                   "PerformanceNote",
                   "%1 has no measured efficiency profile: its efficiencies are assumed (wide range)")
            .arg(card);
    case PerformanceNoteCode::PowerCapped:
        return QCoreApplication::translate("PerformanceNote", "%1 capped at %2 W computes at %3 % of its peak")
            .arg(card)
            .arg(n.count)
            .arg(qRound(n.share * 100.0));
    }
    return QString::fromStdString(n.message);
}

QString economicsNoteText(const EconomicsNote& n)
{
    // Context CardEconomicsEvaluator: the texts kept their translations when the evaluator moved to core.
    switch (n.code) {
    case EconomicsNoteCode::Performance: return performanceNoteText(n.performance);
    case EconomicsNoteCode::LoraTimedAsFullTraining:
        return QCoreApplication::translate(
            "CardEconomicsEvaluator", "LoRA and QLoRA are timed as full training (6N FLOPs per token): an upper bound");
    case EconomicsNoteCode::TdpUnknown:
        return QCoreApplication::translate("CardEconomicsEvaluator",
                                           "the card's TDP is unknown: no power, energy or running cost");
    case EconomicsNoteCode::PriceCurrencyWithoutRate:
        return QCoreApplication::translate("CardEconomicsEvaluator",
                                           "the card's price is in %1, which has no exchange rate here")
            .arg(QString::fromStdString(n.currency));
    case EconomicsNoteCode::ServerPriceCurrencyWithoutRate:
        return QCoreApplication::translate("CardEconomicsEvaluator",
                                           "the server's system price is in %1, which has no exchange rate here")
            .arg(QString::fromStdString(n.currency));
    case EconomicsNoteCode::CapexUnderstated:
        return QCoreApplication::translate("CardEconomicsEvaluator",
                                           "capex understated: no server with a known host cost holds this card, so "
                                           "the capex counts the cards alone (no chassis, CPUs, memory or NICs)");
    case EconomicsNoteCode::CostModelRefused: break;
    }
    return QString::fromStdString(n.message);
}

QString rackProblemText(const CardRack& rack)
{
    if (!rack.problem)
        return {};
    switch (rack.problemCode) {
    case RackProblemCode::NoServerModel:
        return QCoreApplication::translate("CardRackEvaluator",
                                           "no server holds this card (its form factor has no generic server either)");
    case RackProblemCode::NoPowerFigures:
        return QCoreApplication::translate("CardRackEvaluator", "no power figures for this card");
    case RackProblemCode::Core: break;
    }
    return QString::fromStdString(*rack.problem);
}

QString suitabilityNoteText(const SuitabilityNote& n)
{
    switch (n.code) {
    case SuitabilityNoteCode::DoesNotFit:
        if (n.neededGb > 0.0 && n.capacityGb > 0.0)
            return QCoreApplication::translate(
                       "SuitabilityNote", "does not fit in memory: the best split needs %1 per GPU, the card has %2")
                .arg(format::gigabytes(Bytes::of(n.neededGb * 1e9)), format::gigabytes(Bytes::of(n.capacityGb * 1e9)));
        return QCoreApplication::translate("SuitabilityNote", "does not fit in memory");
    case SuitabilityNoteCode::TooManyGpus:
        return QCoreApplication::translate("SuitabilityNote", "needs %1 GPUs to serve, more than one server of %2")
            .arg(n.gpus)
            .arg(n.limit);
    case SuitabilityNoteCode::NoScaleUpLink:
        return QCoreApplication::translate("SuitabilityNote",
                                           "needs %1 GPUs but has no NVLink-class link for gradient all-reduce")
            .arg(n.gpus);
    case SuitabilityNoteCode::TdpUnknown:
        return QCoreApplication::translate("SuitabilityNote", "TDP unknown: power and cost not computed");
    case SuitabilityNoteCode::TooSlowToServe:
        return QCoreApplication::translate("SuitabilityNote",
                                           "a token takes at least %1 ms (weights and KV cache read at the card's "
                                           "memory bandwidth), over the %2 ms target")
            .arg(format::significant(n.leastMs), format::significant(n.targetMs));
    case SuitabilityNoteCode::RunOverAYear:
        return QCoreApplication::translate("SuitabilityNote", "the run takes %1 even on %2 GPUs: longer than a year")
            .arg(format::wallTime(Duration::hours(n.days * 24.0)))
            .arg(n.gpus);
    case SuitabilityNoteCode::MissesDeadline:
        return QCoreApplication::translate("SuitabilityNote", "the run takes %1 on %2 GPUs, over the deadline of %3")
            .arg(format::wallTime(Duration::hours(n.days * 24.0)))
            .arg(n.gpus)
            .arg(format::wallTime(Duration::hours(n.deadlineDays * 24.0)));
    case SuitabilityNoteCode::RunLongerThanAYear:
        return QCoreApplication::translate("SuitabilityNote",
                                           "the run takes %1 on %2 GPUs: within the deadline, but longer than a year")
            .arg(format::wallTime(Duration::hours(n.days * 24.0)))
            .arg(n.gpus);
    case SuitabilityNoteCode::NotRecommended:
        // The recommendation's own reason is in English with its figures (core LeftOutReason's detail).
        return QCoreApplication::translate("SuitabilityNote", "the recommendation leaves it out: %1")
            .arg(QString::fromStdString(n.message.substr(n.message.find(": ") + 2)));
    case SuitabilityNoteCode::RunUnknown:
        return QCoreApplication::translate("SuitabilityNote",
                                           "no training layout of up to %1 GPUs could be timed (a card figure is "
                                           "unknown)")
            .arg(n.gpus);
    }
    return QString::fromStdString(n.message);
}

QString suitabilityNotesText(const std::vector<SuitabilityNote>& notes)
{
    QStringList parts;
    for (const SuitabilityNote& n : notes)
        parts << suitabilityNoteText(n);
    return parts.join(QCoreApplication::translate("SuitabilityNote", "; "));
}

} // namespace gputco::ui
