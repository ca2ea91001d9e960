#pragma once

#include "recommend/RecommendInputs.h"
#include "recommend/RecommendResult.h"
#include "util/Expected.h"

#include <cstddef>
#include <optional>

namespace gputco {

/// Searches cards x precision x split (x facility), keeps the options that fit memory, meet the latency,
/// throughput or deadline targets, pass the facility check and stay within the budget; ranks them by the
/// chosen metric (total cost over the period by default) and marks the Pareto front of that metric against
/// latency (TPOT for inference, run time for training). docs/MODEL.md, "Recommender".
/// Errors name the input that makes the search meaningless (no cards, a metric that does not apply, ...).
Expected<RecommendResult> recommend(const RecommendInputs& inputs);

/// How much of the search's answer a caller keeps. The window's table groups every option; the command line
/// prints the first few, the Pareto front and counts, and on a 100,000-card catalogue every option was 1.9 million
/// of them (1.3 GB).
struct RecommendRetention {
    std::optional<std::size_t> ranked;   ///< the first N ranked options; nullopt: all
    std::optional<std::size_t> unpriced; ///< the first N unpriced options; nullopt: all
    /// The lines saying why options were dropped (RecommendResult::excluded), which the command line lists; false
    /// leaves them out (the window shows the cards left out, each with its reason, and no lines).
    bool exclusionLines = true;
};

/// The same search keeping only the first options `keep` asks for: those options, the whole front, the counts
/// (rankedCount, unpricedCount), the exclusions (unless left out) and the left-out cards are what recommend(inputs)
/// gives, and each option kept is identical to the one at its place there.
Expected<RecommendResult> recommend(const RecommendInputs& inputs, const RecommendRetention& keep);

/// The same search on `threads` threads (at most one per card): the cards split into contiguous runs (8 per thread),
/// each searched by whichever thread is free, joined in card order: the answer is byte for byte the one a single
/// thread gives. recommend chooses the count (the processor's cores, one for a catalogue under 256 cards); tests set
/// it.
Expected<RecommendResult> recommendOnThreads(const RecommendInputs& inputs, const RecommendRetention& keep,
                                             std::size_t threads);

} // namespace gputco
