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
    // docs/VALIDATION.md, "Efficiency profiles": the fitted stacks reach compute shares of 0.28 (Gaudi 2,
    // SynapseAI 1.14) to 0.60 (Hopper, TensorRT-LLM 10.2) and bandwidth shares of 0.34 to 0.80 on the MLPerf v4.x
    // Llama-2-70B Offline rows (shared/reference/mlperf.md); an unmeasured card sits in the middle, with a range
    // spanning every measured stack.
    EfficiencyProfile p;
    p.id = cardId;
    p.cardId = cardId;
    p.evidence = EfficiencyEvidence::Assumed;
    p.computeShare = {0.45, 0.25, 0.62};
    p.bandwidthShare = {0.6, 0.33, 0.82};
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
