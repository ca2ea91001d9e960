#pragma once

#include "uncertainty/RelativeRange.h"
#include "uncertainty/UncertainInput.h"
#include "util/Expected.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace gputco {

/// The samples a Monte Carlo run takes by default, and the most it takes.
inline constexpr int kDefaultUncertaintySamples = 2000;
inline constexpr int kMaxUncertaintySamples = 100000;
/// Seeds are 32-bit so every JSON reader keeps them exact.
inline constexpr std::uint64_t kMaxUncertaintySeed = 4294967295ULL;

/// The default range of each input (docs/MODEL.md, "Uncertainty", gives the same with sources).
RelativeRange defaultRange(UncertainInput input);

/// Where an input's default range comes from, in one sentence with the reference's tag; UNVERIFIED where the
/// references give no range (the report lists these next to the ranges used).
std::string_view defaultRangeSource(UncertainInput input);

/// Which ranges the scenario's analyses use: one relative range per input (the defaults until the user edits
/// them), whether catalogue prices bring their own, and the Monte Carlo's size and seed.
struct UncertaintyState {
    std::array<RelativeRange, kUncertainInputCount> ranges = defaultRanges();
    /// Card and server prices use the catalogue quote's low and high, and the cloud price the spread of the card's
    /// offers at the chosen term, where there is one; the relative range otherwise (or when this is off).
    bool catalogueRanges = true;
    int samples = kDefaultUncertaintySamples;
    std::uint64_t seed = 1;

    const RelativeRange& range(UncertainInput input) const { return ranges[indexOf(input)]; }
    RelativeRange& range(UncertainInput input) { return ranges[indexOf(input)]; }

    static std::array<RelativeRange, kUncertainInputCount> defaultRanges();

    friend bool operator==(const UncertaintyState&, const UncertaintyState&) = default;
};

/// nullopt when every range has 0 <= low <= 1 <= high <= 5, samples are 1 to 100,000 and the seed fits 32 bits;
/// else an error naming the key ("uncertainty.pue.low", "uncertainty.samples", ...) and the allowed range.
std::optional<Error> validateUncertainty(const UncertaintyState& state);

} // namespace gputco
