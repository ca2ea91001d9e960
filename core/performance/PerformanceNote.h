#pragma once

#include "model/Precision.h"

#include <string>
#include <vector>

namespace gputco {

/// What a performance note says. Codes are stable: the GUI and the report translate by code.
enum class PerformanceNoteCode {
    PeakFallback, ///< no dense figure for `wanted`: computed at `used` instead
    /// `wanted` is unsupported on the card (core precisionSupport: no figure, e.g. FP8 on a T4): computed at `used`
    /// to show something, and never recommended.
    PrecisionUnsupported,
    PeakUnknown,                 ///< no dense figure for `wanted` nor any fallback
    MemoryUnknown,               ///< inference: card memory unknown, so the concurrency that fits is unknown
    ConcurrencyCapped,           ///< inference: `count` sequences asked, at most `limit` fit
    FourBitDequantised,          ///< inference: 4-bit weights multiply at the BF16 peak
    InferenceLinkUnknown,        ///< inference: GPU-to-GPU bandwidth unknown, tensor-parallel latency unknown
    MemoryBandwidthUnknown,      ///< inference: memory bandwidth unknown, decode speed unknown
    TrainingPeakUnknown,         ///< training: the card's peak unknown, training time unknown
    TrainingLinkUnknown,         ///< training: GPU-to-GPU bandwidth unknown, communication time unknown
    TensorParallelAcrossServers, ///< training: tensor parallelism spans servers
    MoeAllToAllNotModelled,      ///< training: the MoE token all-to-all is assumed overlapped
    PipelineBubbleLarge, ///< training: the bubble takes `share` of a step (`stages`, `microBatches`, `virtualStages`)
    TensorParallelCommExposed, ///< training: exposed tensor-parallel traffic takes `share` of a step (TP `count`)
    DataParallelCommExposed,   ///< training: exposed gradient (and ZeRO-3) traffic takes `share` of a step (DP `count`)
    MfuBelowNorm,              ///< training: MFU `mfu` is far below the card's usual `normMfu`
    EfficiencyAssumed,         ///< no measured efficiency profile for `card`: assumed figures, wide range
    PowerCapped,               ///< `card` capped at `count` W computes at `share` of its peak (core/power/PowerCap.h)
};

/// One note as a value the GUI can translate (code and its figures) plus its English sentence.
struct PerformanceNote {
    PerformanceNoteCode code = PerformanceNoteCode::PeakUnknown;
    std::string card;                   ///< the card's display name (peak notes)
    Precision wanted = Precision::BF16; ///< peak notes: the precision asked for
    Precision used = Precision::BF16;   ///< PeakFallback: the precision computed at
    int count = 0;                      ///< ConcurrencyCapped: sequences asked
    int limit = 0;                      ///< ConcurrencyCapped: sequences that fit
    std::string message;                ///< English; the GUI builds its own text from the fields above
    // Training inefficiency notes (after `message`, so the positional initialisers above keep working):
    double share = 0.0;    ///< training inefficiency notes: share of a step, 0..1
    int stages = 0;        ///< PipelineBubbleLarge: pipeline stages
    int microBatches = 0;  ///< PipelineBubbleLarge: micro-batches per pipeline and step
    int virtualStages = 0; ///< PipelineBubbleLarge: virtual stages per GPU (1: plain 1F1B)
    double mfu = 0.0;      ///< MfuBelowNorm: the run's model FLOPs utilisation
    double normMfu = 0.0;  ///< MfuBelowNorm: what the card usually reaches (its compute efficiency)
};

/// Appends `note` to the coded list and its English to `messages` (the CLI's and JSON's text), same order.
inline void addPerformanceNote(std::vector<std::string>& messages, std::vector<PerformanceNote>& coded,
                               PerformanceNote note)
{
    messages.push_back(note.message);
    coded.push_back(std::move(note));
}

} // namespace gputco
