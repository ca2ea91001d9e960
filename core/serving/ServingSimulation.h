#pragma once

#include "serving/ServingReplica.h"
#include "serving/ServingTraffic.h"
#include "util/Expected.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gputco {

/// One request as the simulated server handled it; times in seconds from the start.
struct ServedRequest {
    double arrival = 0.0;
    double scheduled = 0.0;  ///< first admitted to a pass
    double firstToken = 0.0; ///< end of the pass that produced its first output token
    double finished = 0.0;   ///< end of the pass that produced its last
    int inputTokens = 1;
    int outputTokens = 1;
    int preemptions = 0;
};

/// A run of inter-token gaps: `tokens` output tokens (after each request's first) came `gap` seconds after the
/// request's previous one.
struct TokenGap {
    double gap = 0.0;
    std::int64_t tokens = 0;
};

/// Tokens produced so far, at one moment of the run.
struct TokenTally {
    double time = 0.0;
    std::int64_t outputTokens = 0; ///< output tokens emitted
    std::int64_t promptTokens = 0; ///< prompt tokens computed for the first time (recomputation not counted)
};

/// Everything the simulation saw, for ServingStats.h to summarise.
struct ServingTrace {
    std::vector<ServedRequest> requests; ///< in arrival order
    std::vector<TokenGap> gaps;
    std::vector<TokenTally> atArrival; ///< by request: the tally when it joined the queue (throughput windows)
    std::int64_t passes = 0;
    std::int64_t preemptions = 0;
    std::int64_t kvBlocks = 0;
    std::int64_t peakKvBlocks = 0;
    double kvBlockSeconds = 0.0; ///< blocks held x time, summed over passes (mean use = this / busy time)
    double busySeconds = 0.0;    ///< time with a pass running
    bool stoppedEarly = false;   ///< ServingRunOptions::stopTtftAbove was reached: the requests' times are partial
};

/// What a run keeps beyond each request's times, and whether it may stop early. The defaults keep everything; a
/// capacity probe, which only asks whether the P99s meet the targets (servingTails), keeps neither the gaps nor the
/// tallies (a lightly loaded probe of long outputs makes a gap per pass, hundreds of thousands) and stops once the
/// P99 TTFT has certainly failed. The times of the requests simulated are the same either way.
struct ServingRunOptions {
    bool recordGaps = true;    ///< ServingTrace::gaps (the inter-token latency)
    bool recordTallies = true; ///< ServingTrace::atArrival (the throughput window)
    /// Stop (ServingTrace::stoppedEarly) once `stopCount` requests of index `stopFromRequest` or later have had their
    /// first token more than this many seconds after arriving.
    std::optional<double> stopTtftAbove;
    int stopFromRequest = 0;
    int stopCount = 1;
};

/// Checks a replica's settings; the error names the option ("max-batched-tokens", "max-running", "kv-blocks").
std::optional<Error> validateServingReplica(const ServingReplica& replica, int longestRequestTokens);

/// Runs a continuous-batching server over `requests` (in arrival order) until every one has finished.
/// Each pass: the decoding sequences (one token each; a new KV block when a sequence fills its last), then, with
/// chunked prefill, the prompts in progress and new admissions in arrival order within the token budget; without
/// it, a pass of new prompts whenever one can be admitted, else a decode pass. When a decode needs a block and
/// none is free, the sequence admitted last is preempted: its blocks freed, it waits at the head of the queue and
/// its prompt and generated tokens are computed again (vLLM's recomputation). A pass lasts inferenceStepTime.
/// Refuses a request that needs more blocks than the replica has, naming "kv-blocks".
Expected<ServingTrace> simulateServing(const ServingReplica& replica, const std::vector<ServingRequest>& requests,
                                       const ServingRunOptions& options = {});

} // namespace gputco
