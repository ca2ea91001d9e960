#pragma once

#include "uncertainty/Percentiles.h"
#include "uncertainty/UncertaintyModel.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// How many possible futures to draw, and from which seed.
struct MonteCarloOptions {
    int samples = kDefaultUncertaintySamples;
    std::uint64_t seed = 1;
    /// Asked between samples; true stops the run (the window's next change), which then returns what it has.
    std::function<bool()> cancelled;
    /// Whether each card's cumulative band (CardBand::cumulative) is kept; off, the run skips its year-end sums and
    /// their sorting (a third of a range-only run's time) and leaves it empty. The draws are the same either way.
    bool cumulative = true;
};

/// The cash a card has paid by the end of one month, before its resale value comes back, over the samples.
struct CumulativeBandPoint {
    int month = 0; ///< from purchase: 0 (capex), 12, 24, ... and the typical life's last month
    MoneyPercentiles cost;
};

/// One card over the samples.
struct CardBand {
    std::string cardId;
    std::optional<MoneyPercentiles> lifetimeTco; ///< nullopt: no sample could be costed
    std::optional<MoneyPercentiles> unitCost;    ///< per million tokens (inference) or per run (training)
    /// The cumulative-TCO chart's band: capex + min(month, the sample's life) x the sample's opex at each year end
    /// of the typical life (cumulativeBandMonths). The resale value comes back at the end: lifetimeTco is the band
    /// after it. Empty when no sample could be costed.
    std::vector<CumulativeBandPoint> cumulative;
    double probabilityCheapest = 0.0; ///< share of the compared samples in which it is the cheapest
    int costedSamples = 0;
};

struct MonteCarloResult {
    std::vector<CardBand> cards; ///< the model's order
    int samples = 0;             ///< drawn (fewer than asked when cancelled)
    int comparedSamples = 0;     ///< in which at least one card had the compared figure
    /// Training compares the cost of the run (the same run on every card); inference the lifetime TCO (every card
    /// sized to the same target).
    bool cheapestByUnitCost = false;
    bool cancelled = false;
};

/// Draws `samples` futures: each input's multiple from the triangular distribution over its band with the mode
/// at 1 (its typical value); an input shared by all cards (isSharedInput) is drawn once per sample for all of
/// them, the others once per card. The draws come from DeterministicRandom(seed) in a fixed order (per sample:
/// every input's shared draw, then each card's own draws, certain inputs included), so the same seed gives the
/// same result and fixing one input does not change the others' draws. An entry linked to an earlier one
/// (CardMoneyBase::sharesCardDrawsWith) uses that entry's own draws instead of its own. Percentiles are of type 7; ties
/// for the cheapest go to the earlier card, and a card without a purchase price (running costs only) is never the
/// cheapest. Takes all `options.samples` in one MonteCarloRun (which a progressive run takes in steps, to the same
/// result).
MonteCarloResult runMonteCarlo(const UncertaintyModel& model, const MonteCarloOptions& options);

} // namespace gputco
