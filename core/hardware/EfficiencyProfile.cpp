#include "hardware/EfficiencyProfile.h"

#include "util/EnumNames.h"

#include <tuple>

namespace gputco {
namespace {

constexpr EnumNameTable<EfficiencyEvidence, 4> kEvidence{{{EfficiencyEvidence::MeasuredPublic, "measured-public"},
                                                          {EfficiencyEvidence::MeasuredYours, "measured-yours"},
                                                          {EfficiencyEvidence::Vendor, "vendor"},
                                                          {EfficiencyEvidence::Assumed, "assumed"}}};

// Lower is preferred: the user's own measurement beats a public one, which beats a claim, which beats a guess.
int preference(EfficiencyEvidence evidence)
{
    switch (evidence) {
    case EfficiencyEvidence::MeasuredYours: return 0;
    case EfficiencyEvidence::MeasuredPublic: return 1;
    case EfficiencyEvidence::Vendor: return 2;
    case EfficiencyEvidence::Assumed: return 3;
    }
    return 3;
}

} // namespace

std::string_view efficiencyEvidenceName(EfficiencyEvidence evidence) { return enumName(kEvidence, evidence); }

std::optional<EfficiencyEvidence> parseEfficiencyEvidence(std::string_view text) { return parseEnum(kEvidence, text); }

double EfficiencyProfile::computeShareAt(Precision computePrecision) const
{
    if (computePrecision == Precision::FP8 && fp8ComputeShare)
        return *fp8ComputeShare;
    if (isFp4(computePrecision) && fp4ComputeShare)
        return *fp4ComputeShare;
    return computeShare.typical;
}

EfficiencyProfile assumedEfficiencyProfile(const std::string& cardId)
{
    // docs/VALIDATION.md, "Efficiency profiles": no vendor's fitted figure stands for another vendor's card. The
    // typical figures are the earlier single defaults (bandwidth 0.7, compute 0.5: docs/VALIDATION.md, inference),
    // so an unmeasured card keeps the estimate it had; the range, x0.55 to x1.35 (EfficiencyProfileRow.h), spans
    // every measured stack (compute shares 0.31 for MI300X to 0.55 for H200 on the MLPerf v4.x Llama-2-70B Offline
    // rows, shared/reference/mlperf.md).
    EfficiencyProfile p;
    p.id = cardId;
    p.cardId = cardId;
    p.evidence = EfficiencyEvidence::Assumed;
    p.computeShare = {0.5, 0.275, 0.675};
    p.bandwidthShare = {0.7, 0.35, 0.85};
    p.stepOverheadMs = {0.0, 0.0, 5.0};
    p.tensorParallelShare = {0.8, 0.5, 0.9};
    p.source = "assumed: no measurement of this card (docs/VALIDATION.md, Efficiency profiles)";
    p.builtIn = false;
    return p;
}

const EfficiencyProfile* chooseEfficiencyProfile(const std::vector<EfficiencyProfile>& profiles,
                                                 const std::string& cardId)
{
    const EfficiencyProfile* best = nullptr;
    for (const EfficiencyProfile& p : profiles) {
        if (p.cardId != cardId)
            continue;
        // Later dates sort first: compare the other way round.
        if (!best
            || std::make_tuple(preference(p.evidence), std::string_view(best->sourceDate), std::string_view(p.id))
                   < std::make_tuple(preference(best->evidence), std::string_view(p.sourceDate),
                                     std::string_view(best->id)))
            best = &p;
    }
    return best;
}

} // namespace gputco
