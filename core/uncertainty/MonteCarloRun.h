#pragma once

#include "uncertainty/DeterministicRandom.h"
#include "uncertainty/MonteCarlo.h"
#include "uncertainty/UncertaintyModel.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace gputco {

/// The samples a progressive run publishes first, so a band shows soon after a change and is then refined.
inline constexpr int kFirstPublishedSamples = 250;

/// A Monte Carlo run taken in steps: drawUpTo() adds samples, result() gives the percentiles of every sample
/// drawn so far. Every sample takes the same number of draws from the one random stream (certain inputs
/// included), so sample i is drawn the same way whatever the steps: 250 then 1,750 more give exactly the result
/// of 2,000 at once from the same seed (and so the window's bands equal the command line's).
class MonteCarloRun {
public:
    /// `cumulative` false: no cumulative band (MonteCarloOptions::cumulative).
    MonteCarloRun(UncertaintyModel model, std::uint64_t seed, bool cumulative = true);

    /// Draws samples until `total` are drawn or `cancelled` (asked before each sample) says stop; false then.
    /// Many card samples (a recommendation's 1,000 options) are drawn on every core: the same samples, see below.
    bool drawUpTo(int total, const std::function<bool()>& cancelled = {});
    /// The same on `threads` threads (1: the calling thread alone): each draws a contiguous run of the samples, its
    /// stream skipped to the run's first sample, and the runs are joined in order, so the result is exactly the one
    /// thread's. Only the calling thread asks `cancelled`; a cancelled run keeps the samples the calling thread drew,
    /// which follow on from those already drawn, and drops the others'.
    bool drawUpToOnThreads(int total, std::size_t threads, const std::function<bool()>& cancelled = {});
    int drawn() const { return draws_.drawn; }
    const UncertaintyModel& model() const { return model_; }
    /// The percentiles over the samples drawn so far (runMonteCarlo's result; `cancelled` stays false).
    MonteCarloResult result() const;

private:
    // Each card's samples: what result() takes percentiles of.
    struct CardSamples {
        std::vector<double> tco;
        std::vector<double> unitCost;
        std::vector<int> months;                 ///< the cumulative band's months (cumulativeBandMonths)
        std::vector<std::vector<double>> cashBy; ///< per month, the cash paid before the resale value
        int cheapest = 0;
    };
    // What drawing a run of samples changes: the stream, each card's samples and the count of compared samples.
    struct Draws {
        DeterministicRandom random;
        std::vector<CardSamples> samples;
        int drawn = 0;
        int compared = 0;
        std::vector<InputMultiples>
            drawnThisSample; ///< each entry's uniform draws, for CardMoneyBase::sharesCardDrawsWith
    };

    void drawOne(Draws& into) const;
    bool drawOnThreads(int total, std::size_t threads, const std::function<bool()>& cancelled);
    Draws emptyDraws(const DeterministicRandom& from) const;
    void append(const Draws& run);
    // Uniform draws one sample takes from the stream, whatever its values.
    std::uint64_t drawsPerSample() const;

    UncertaintyModel model_;
    bool cheapestByUnitCost_ = false;
    Draws draws_;
};

/// The months at which a card's cumulative band is given: every year end within the life (0, 12, 24, ...) and
/// the life's last month when it is not a year end.
std::vector<int> cumulativeBandMonths(int lifeMonths);

/// The sample counts a progressive run publishes at, ascending, the last being `finalSamples`: `first` then
/// the final count, or only the final count when it is not above `first`.
std::vector<int> progressiveSampleCounts(int finalSamples, int first = kFirstPublishedSamples);

} // namespace gputco
