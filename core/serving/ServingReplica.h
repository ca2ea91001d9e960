#pragma once

#include "performance/InferenceStep.h"

#include <cstdint>

namespace gputco {

/// How the server batches, as vLLM, SGLang and TensorRT-LLM schedule (docs/MODEL.md, "Serving under load").
struct ServingScheduler {
    int maxBatchedTokens = 8192;   ///< tokens one pass may compute (vLLM max_num_batched_tokens)
    int maxRunningSequences = 256; ///< sequences admitted at once (vLLM max_num_seqs)
    bool chunkedPrefill = true;    ///< prompts split across passes beside the decodes (Sarathi-Serve, vLLM V1)
    int blockTokens = 16;          ///< tokens per paged KV-cache block (vLLM's default block size)
};

/// One replica as the simulation sees it: what a pass costs, how many KV blocks it holds, how it schedules.
struct ServingReplica {
    InferenceStepCosts costs;
    std::int64_t kvBlocks = 0;
    ServingScheduler scheduler;
};

} // namespace gputco
