#include "performance/ComputePeak.h"

#include "performance/PrecisionSupport.h"
#include "power/PowerCap.h"

#include <cmath>
#include <string>

namespace gputco {
namespace {

std::vector<Precision> fallbackChain(Precision wanted)
{
    switch (wanted) {
    case Precision::FP8:
    case Precision::INT8: return {wanted, Precision::BF16, Precision::FP16};
    case Precision::BF16: return {Precision::BF16, Precision::FP16};
    case Precision::FP16: return {Precision::FP16, Precision::BF16};
    case Precision::TF32: return {Precision::TF32, Precision::FP32};
    case Precision::FP32: return {Precision::FP32};
    case Precision::INT4: return {Precision::INT4, Precision::BF16, Precision::FP16};
    case Precision::NF4:
        return {Precision::NF4, Precision::FP16}; // NF4's figure is the BF16 one (Accelerator.cpp)
    // A card without FP4 in hardware runs FP4 weights at its next precision's rate (prices-2026-12-update.md sec. 4:
    // Hopper, CDNA 3 and Gaudi 3 store FP4 but compute in FP8 or 16-bit).
    case Precision::NVFP4:
    case Precision::MXFP4: return {wanted, Precision::FP8, Precision::BF16, Precision::FP16};
    }
    return {wanted};
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
void addCapNote(const Accelerator& card, ComputePeak& result)
{
    const double share = capComputeShare(card);
    if (share >= 1.0 || !result.perGpu)
        return;
    result.perGpu = *result.perGpu * share;
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

ComputePeak choosePeak(const Accelerator& card, Precision wanted)
{
    ComputePeak result;
    result.precision = wanted;
    for (Precision candidate : fallbackChain(wanted)) {
        const std::optional<double> tflops = card.peak.forPrecision(candidate);
        if (!tflops || *tflops <= 0.0)
            continue;
        result.perGpu = FlopsPerSecond::teraflops(*tflops);
        result.precision = candidate;
        addCapNote(card, result);
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
    addPerformanceNote(
        result.notes, result.codedNotes,
        {PerformanceNoteCode::PeakUnknown, card.displayName(), wanted, wanted, 0, 0,
         card.displayName() + ": dense " + upper(wanted) + " peak is unknown, so compute time cannot be estimated"});
    return result;
}

} // namespace gputco
