#pragma once

#include "scenario/Evaluation.h"
#include "uncertainty/MonteCarlo.h"

#include <cstdint>
#include <memory>

namespace gputco {

/// One publication of an evaluation's Monte Carlo bands: a complete, consistent result over `result.samples`
/// samples, on the way to `targetSamples`.
struct UncertaintyBands {
    EvaluationPtr evaluation; ///< the evaluation they were drawn for: a view shows them only with it
    MonteCarloResult result;
    int targetSamples = 0;
    std::uint64_t seed = 1;

    bool complete() const { return result.samples >= targetSamples; }
    const CardBand* bandFor(const std::string& cardId) const;
};

using UncertaintyBandsPtr = std::shared_ptr<const UncertaintyBands>;

/// Whether `evaluation` can have bands: workload accepted, cards selected, the Uncertainty group's ranges valid.
bool bandsPossibleFor(const Evaluation& evaluation);

/// The bands of `evaluation` at its full sample count, drawn now on this thread (the report: equal to the
/// command line's economics.tco_band for the same seed). nullptr when bandsPossibleFor is false.
UncertaintyBandsPtr computeBandsNow(const EvaluationPtr& evaluation);

} // namespace gputco
