#pragma once

#include "hardware/Accelerator.h"
#include "uncertainty/RangeProvenance.h"
#include "uncertainty/RelativeRange.h"
#include "uncertainty/UncertainInput.h"

#include <optional>

namespace gputco {

/// A card's own efficiency range for one of the two speed inputs, from its efficiency profile (the catalogue's
/// row, else the assumed one): the profile's low and high over its typical figure, compute share for
/// ComputeEfficiency and bandwidth share for MemoryEfficiency. Narrow where measured, wide where assumed.
/// nullopt for the other inputs.
std::optional<RelativeRange> efficiencyBand(const Accelerator& card, UncertainInput input);

/// How firm a profile's range is: public measurements are sourced, the user's own are the user's, a vendor's claim
/// is weak and an assumed profile UNVERIFIED.
RangeEvidence efficiencyRangeEvidence(const Accelerator& card);

/// Whether `input`'s band comes from the card's profile: a speed input whose range the user left at its default
/// (an edited range, or a fixed input, is the user's and wins).
bool usesEfficiencyProfile(UncertainInput input, const RelativeRange& stateRange);

} // namespace gputco
