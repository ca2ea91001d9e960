#pragma once

#include "scenario/Evaluation.h"
#include "uncertainty/MonteCarlo.h"
#include "uncertainty/Tornado.h"
#include "uncertainty/UncertaintyState.h"

#include <string_view>
#include <vector>

namespace gputco {

/// The tornado and the Monte Carlo bands of an evaluation's selected cards, at the scenario's ranges.
struct UncertaintyAnalysis {
    std::vector<CardTornado> tornado;
    MonteCarloResult bands;
    std::uint64_t seed = 1;

    const CardTornado* tornadoFor(std::string_view cardId) const;
    const CardBand* bandFor(std::string_view cardId) const;
};

/// Builds the uncertainty model of `evaluation` at `state`'s ranges, its tornado, and `state.samples` Monte Carlo
/// samples from `state.seed` (uncertaintyModelFor, tornadoOf, runMonteCarlo). `state` is checked by the caller
/// (validateUncertainty).
UncertaintyAnalysis analyseUncertainty(const Evaluation& evaluation, const UncertaintyState& state);

} // namespace gputco
