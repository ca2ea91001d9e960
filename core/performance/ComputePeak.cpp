#include "performance/ComputePeak.h"

#include "performance/PrecisionSupport.h"
#include "power/PowerCap.h"

#include <cmath>
#include <span>
#include <string>

namespace gputco {
namespace {

// Static lists, not a vector per call: the recommender's search asks for a peak millions of times.
std::span<const Precision> fallbackChain(Precision wanted)
{
    static constexpr Precision kFp8[] = {Precision::FP8, Precision::BF16, Precision::FP16};
    static constexpr Precision kInt8[] = {Precision::INT8, Precision::BF16, Precision::FP16};
    static constexpr Precision kBf16[] = {Precision::BF16, Precision::FP16};
    static constexpr Precision kFp16[] = {Precision::FP16, Precision::BF16};
    static constexpr Precision kTf32[] = {Precision::TF32, Precision::FP32};
    static constexpr Precision kFp32[] = {Precision::FP32};
    static constexpr Precision kInt4[] = {Precision::INT4, Precision::BF16, Precision::FP16};
    // NF4's figure is the BF16 one (Accelerator.cpp).
    static constexpr Precision kNf4[] = {Precision::NF4, Precision::FP16};
    // A card without FP4 in hardware runs FP4 weights at its next precision's rate (prices-2026-12-update.md sec. 4:
    // Hopper, CDNA 3 and Gaudi 3 store FP4 but compute in FP8 or 16-bit).
    static constexpr Precision kNvfp4[] = {Precision::NVFP4, Precision::FP8, Precision::BF16, Precision::FP16};
    static constexpr Precision kMxfp4[] = {Precision::MXFP4, Precision::FP8, Precision::BF16, Precision::FP16};
    switch (wanted) {
    case Precision::FP8: return kFp8;
    case Precision::INT8: return kInt8;
    case Precision::BF16: return kBf16;
    case Precision::FP16: return kFp16;
    case Precision::TF32: return kTf32;
    case Precision::FP32: return kFp32;
    case Precision::INT4: return kInt4;
    case Precision::NF4: return kNf4;
    case Precision::NVFP4: return kNvfp4;
    case Precision::MXFP4: return kMxfp4;
    }
    return {};
}

std::string upper(Precision p)
{
    std::string s(precisionName(p));
    for (char& c : s)
        c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    return s;
}

// A power cap slows the clock: the compute-bound work runs at capComputeShare of the peak (docs/MODEL.md, "Power
// under load"); memory-bound decode keeps its bandwidth.
void applyCap(const Accelerator& card, ComputePeak& result, bool notes)
{
    const double share = capComputeShare(card);
    if (share >= 1.0 || !result.perGpu)
        return;
    result.perGpu = *result.perGpu * share;
    if (!notes)
        return;
    PerformanceNote note{
        PerformanceNoteCode::PowerCapped, card.displayName(), result.precision, result.precision, 0, 0, ""};
    note.count = static_cast<int>(std::lround(card.powerCap->inWatts()));
    note.share = share;
    note.message = card.displayName() + " capped at " + std::to_string(note.count) + " W computes at "
                   + std::to_string(static_cast<int>(std::lround(share * 100.0))) + " % of its peak";
    addPerformanceNote(result.notes, result.codedNotes, std::move(note));
}

} // namespace

Precision matmulPrecisionForWeights(Precision weights)
{
    switch (weights) {
    case Precision::INT4:
    case Precision::NF4: return Precision::BF16;
    default: return weights;
    }
}

ComputePeak choosePeak(const Accelerator& card, Precision wanted, bool notes)
{
    ComputePeak result;
    result.precision = wanted;
    for (Precision candidate : fallbackChain(wanted)) {
        const std::optional<double> tflops = card.peak.forPrecision(candidate);
        if (!tflops || *tflops <= 0.0)
            continue;
        result.perGpu = FlopsPerSecond::teraflops(*tflops);
        result.precision = candidate;
        applyCap(card, result, notes);
        if (!notes)
            return result;
        // The one precision rule (precisionSupport): a precision the card lacks is said to be unsupported, not only
        // computed at another peak.
        const bool unsupported = precisionSupport(card, wanted).level == PrecisionSupportLevel::Unsupported;
        if (candidate != wanted && unsupported)
            addPerformanceNote(result.notes, result.codedNotes,
                               {PerformanceNoteCode::PrecisionUnsupported, card.displayName(), wanted, candidate, 0, 0,
                                card.displayName() + " has no published dense " + upper(wanted) + " figure, so "
                                    + upper(wanted) + " is unsupported (never recommended): computing at its "
                                    + upper(candidate) + " peak to show figures"});
        else if (candidate != wanted)
            addPerformanceNote(result.notes, result.codedNotes,
                               {PerformanceNoteCode::PeakFallback, card.displayName(), wanted, candidate, 0, 0,
                                card.displayName() + " has no published dense " + upper(wanted)
                                    + " figure: computing at its " + upper(candidate) + " peak instead"});
        return result;
    }
    if (!notes)
        return result;
    addPerformanceNote(
        result.notes, result.codedNotes,
        {PerformanceNoteCode::PeakUnknown, card.displayName(), wanted, wanted, 0, 0,
         card.displayName() + ": dense " + upper(wanted) + " peak is unknown, so compute time cannot be estimated"});
    return result;
}

} // namespace gputco
