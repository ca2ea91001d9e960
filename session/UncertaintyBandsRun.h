#pragma once

#include "scenario/UncertaintyBands.h"
#include "session/LatestRequestRunner.h"

#include <QObject>

#include <cstdint>

namespace gputco {

/// Draws the Monte Carlo bands of the newest evaluation on a worker thread, progressively (core
/// progressiveSampleCounts: a first result after 250 samples, then the scenario's count), so a slider step never
/// waits for them. The next request cancels the run in flight (MonteCarloOptions' cancel check, between samples).
/// The newest request wins (LatestRequestRunner), so a stale result is never shown as current. Only the evaluation's
/// selected cards; no run while its inputs are invalid. A run starts once the scenario has stayed unchanged for
/// kSettleMs: while a slider moves, each step would cancel the previous run and each band landing would repaint the
/// chart and the table between steps (in a Release build a 250-sample refinement lands within the next step and doubled
/// its cost); the bands then follow the last step, complete well within issue 16's 250 ms (docs/PERFORMANCE.md).
class UncertaintyBandsRun final : public QObject {
    Q_OBJECT
public:
    explicit UncertaintyBandsRun(QObject* parent = nullptr);

    /// Asks for `evaluation`'s bands; a second request for the same evaluation changes nothing.
    void request(const EvaluationPtr& evaluation);
    /// The newest request's latest publication: nullptr before its first one lands (or when it can have none).
    const UncertaintyBandsPtr& latest() const { return latest_; }
    /// The evaluation asked for last.
    const EvaluationPtr& requested() const { return requested_; }
    /// Blocks until the newest request's bands are complete and published (screenshots, reports, tests).
    void waitForIdle();
    std::uint64_t generation() const { return runner_.generation(); }
    /// How long the scenario must stay unchanged before a run starts.
    static constexpr int kSettleMs = 80;

signals:
    /// latest() changed: a refinement, the final result, or nullptr for a request that can have no bands.
    void published();

private:
    EvaluationPtr requested_;
    UncertaintyBandsPtr latest_;
    LatestRequestRunner runner_{kSettleMs}; ///< last: destroyed first, so no run outlives what it publishes to
};

} // namespace gputco
