#include "uncertainty/EfficiencyBand.h"

#include "uncertainty/UncertaintyState.h"

#include <algorithm>

namespace gputco {

std::optional<RelativeRange> efficiencyBand(const Accelerator& card, UncertainInput input)
{
    if (input != UncertainInput::ComputeEfficiency && input != UncertainInput::MemoryEfficiency)
        return std::nullopt;
    const EfficiencyProfile profile = card.efficiencyProfile();
    const FigureRange& figure =
        input == UncertainInput::ComputeEfficiency ? profile.computeShare : profile.bandwidthShare;
    // A band keeps 1 inside and stays within RelativeRange's limits.
    return RelativeRange{std::clamp(figure.lowMultiple(), 0.0, 1.0),
                         std::clamp(figure.highMultiple(), 1.0, kMaxRangeHigh)};
}

RangeEvidence efficiencyRangeEvidence(const Accelerator& card)
{
    switch (card.efficiencyProfile().evidence) {
    case EfficiencyEvidence::MeasuredPublic: return RangeEvidence::Sourced;
    case EfficiencyEvidence::MeasuredYours: return RangeEvidence::User;
    case EfficiencyEvidence::Vendor: return RangeEvidence::Weak;
    case EfficiencyEvidence::Assumed: return RangeEvidence::Unverified;
    }
    return RangeEvidence::Unverified;
}

bool usesEfficiencyProfile(UncertainInput input, const RelativeRange& stateRange)
{
    if (input != UncertainInput::ComputeEfficiency && input != UncertainInput::MemoryEfficiency)
        return false;
    const RelativeRange d = defaultRange(input);
    return !stateRange.certain && stateRange.low == d.low && stateRange.high == d.high;
}

} // namespace gputco
