#pragma once

#include "model/Precision.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

/// How a card's efficiency figures are known: docs/MODEL.md, "Efficiency profiles".
enum class EfficiencyEvidence {
    MeasuredPublic, ///< fitted on public measurements (MLPerf rows, matmul ceilings): docs/VALIDATION.md
    MeasuredYours,  ///< fitted on the user's own benchmark files (gpu-tco-cli calibrate)
    Vendor,         ///< the vendor's own claim, not checked by a third party
    Assumed,        ///< no measurement: a placeholder with a wide range, marked wherever it is used
};

std::string_view efficiencyEvidenceName(EfficiencyEvidence evidence); ///< "measured-public", ..., "assumed"
std::optional<EfficiencyEvidence> parseEfficiencyEvidence(std::string_view text);

/// A figure with the range it may really take: low <= typical <= high.
struct FigureRange {
    double typical = 0.0;
    double low = 0.0;
    double high = 0.0;

    /// low / typical and high / typical (1, 1 when typical is 0).
    double lowMultiple() const { return typical > 0.0 ? low / typical : 1.0; }
    double highMultiple() const { return typical > 0.0 ? high / typical : 1.0; }
    friend bool operator==(const FigureRange&, const FigureRange&) = default;
};

/// What one card reaches of its datasheet on one software stack: the efficiencies the performance model multiplies
/// the card's peaks by, and the card's power at idle and at full load. One row of the efficiency_profiles table.
struct EfficiencyProfile {
    std::string id;     ///< stable slug of the profile, e.g. "h100-sxm-80gb"
    std::string cardId; ///< the card it describes
    std::string stack;  ///< the software it was measured on, e.g. "TensorRT-LLM 10.2"
    EfficiencyEvidence evidence = EfficiencyEvidence::Assumed;
    /// Share of the dense BF16/FP16 peak that prefill and compute-bound decode reach.
    FigureRange computeShare;
    /// Share of the dense FP8 / FP4 peak reached at that precision; nullopt: computeShare.typical. Their ranges
    /// move with computeShare's (the same multiple).
    std::optional<double> fp8ComputeShare;
    std::optional<double> fp4ComputeShare;
    /// Share of the peak memory bandwidth decode reaches reading weights and KV cache.
    FigureRange bandwidthShare;
    /// Fixed time every decode step costs beyond the roofline: kernel launches, scheduling, sampling (ms).
    FigureRange stepOverheadMs;
    /// Share of the nominal GPU-to-GPU bandwidth the tensor-parallel all-reduces reach.
    FigureRange tensorParallelShare;
    /// One card's draw at idle and at full load, W (nullopt: the card's idle and TDP figures are used).
    std::optional<double> idleWatts;
    std::optional<FigureRange> fullLoadWatts;
    std::string source;
    std::string sourceDate;
    std::string notes;
    bool builtIn = true;

    /// The share of `computePrecision`'s dense peak reached (FP8 and FP4 have their own where measured).
    double computeShareAt(Precision computePrecision) const;
    bool assumed() const { return evidence == EfficiencyEvidence::Assumed; }
};

/// The profile of a card that has none of its own: docs/MODEL.md, "Efficiency profiles". Its typical figures are
/// the middle of what the measured stacks of every vendor reach (docs/VALIDATION.md) and its range spans them all,
/// so no one vendor's figure stands for another's card; evidence Assumed.
EfficiencyProfile assumedEfficiencyProfile(const std::string& cardId);

/// Which of a card's profiles the models use: the user's own measurement first, then public measurements, then
/// the vendor's claim, then an assumption; among equals the latest source date, then the lowest id. nullptr when
/// `profiles` holds none for `cardId`.
const EfficiencyProfile* chooseEfficiencyProfile(const std::vector<EfficiencyProfile>& profiles,
                                                 const std::string& cardId);

} // namespace gputco
