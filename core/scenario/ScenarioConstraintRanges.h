#pragma once

namespace gputco {

/// The values a constraint accepts, inclusive: one table for the scenario file's reader and the window's
/// "Targets and limits" fields, so a file and a field refuse the same numbers with the same range.
struct ConstraintRange {
    double min = 0.0;
    double max = 0.0;
};

namespace constraintRanges {
// Money up to 1e15 as the recommender's old file; latencies as the workload's target_latency_ms (the TTFT up to ten
// minutes); counts as the workload's gpu_count.
inline constexpr ConstraintRange kBudget{0.0, 1e15};
inline constexpr ConstraintRange kOutputTokensPerSecond{1.0, 1e9};
inline constexpr ConstraintRange kRequestsPerSecond{0.001, 1e6};
inline constexpr ConstraintRange kMaxTtftMs{1.0, 600000.0};
inline constexpr ConstraintRange kMaxTpotMs{1.0, 5000.0};
// P99 targets as the mean ones; the peak as the throughput and request rates; spreads and burstiness as the serving
// simulation accepts them (serving/ServingTraffic.h).
inline constexpr ConstraintRange kTtftP99Ms{1.0, 600000.0};
inline constexpr ConstraintRange kTpotP99Ms{1.0, 5000.0};
inline constexpr ConstraintRange kPeakRequestsPerSecond{0.001, 1e6};
inline constexpr ConstraintRange kPeakOutputTokensPerSecond{1.0, 1e9};
inline constexpr ConstraintRange kLengthSpread{0.0, 4.0};
inline constexpr ConstraintRange kBurstiness{0.1, 10.0};
inline constexpr ConstraintRange kTrainingDeadlineHours{0.01, 1e6};
inline constexpr ConstraintRange kMaxGpus{1.0, 100000.0};
inline constexpr ConstraintRange kMaxTensorParallel{1.0, 64.0};
inline constexpr ConstraintRange kMaxRacks{1.0, 100000.0};
inline constexpr ConstraintRange kMaxItPowerKw{1.0, 1e7}; // 10 GW: beyond the largest campus planned
inline constexpr ConstraintRange kMinDdosGbps{0.0, 1e6};
} // namespace constraintRanges

} // namespace gputco
