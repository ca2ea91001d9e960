#pragma once

#include "uncertainty/UncertainInput.h"

namespace gputco {

/// Where one card's range of one input comes from (the Sensitivity view and the report list it beside the range).
enum class RangeOrigin {
    Default,               ///< the default relative range (defaultRange, sourced by defaultRangeSource)
    Edited,                ///< the user's own relative range (the Uncertainty group or the scenario file)
    CatalogueQuote,        ///< the catalogue quote's own low and high
    OfferSpread,           ///< the spread of the card's cloud offers at the term used
    Certain,               ///< the user fixed the input: no range
    NotApplicable,         ///< the efficiency that does not set this card's speed: no range
    CardEfficiencyProfile, ///< the card's efficiency profile's low and high (efficiencyBand)
};

/// How firm a range is, carried from the references' tags: where a reference says UNVERIFIED or weak, so does
/// the app.
enum class RangeEvidence {
    Sourced,    ///< a reference figure ([P], [S], [R] or a measured spread)
    Weak,       ///< a weak source ([W]): blogs, resellers, a secondary-market curve
    Unverified, ///< the references give no range: a placeholder
    User,       ///< the user's own range or a fixed input: the user vouches for it
};

/// One card's range of one input and where it comes from.
struct RangeProvenance {
    RangeOrigin origin = RangeOrigin::Default;
    RangeEvidence evidence = RangeEvidence::Sourced;

    friend bool operator==(const RangeProvenance&, const RangeProvenance&) = default;
};

/// The evidence behind an input's default range (defaultRangeSource says it in words): utilisation and the
/// exchange rate are UNVERIFIED, the resale curve is weak ([W], prices.md sec. 4), the others sourced.
RangeEvidence defaultRangeEvidence(UncertainInput input);

} // namespace gputco
