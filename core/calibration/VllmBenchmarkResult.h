#pragma once

#include "util/Expected.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

/// One request of a benchmark as the client measured it.
struct MeasuredRequest {
    int inputTokens = 1;
    int outputTokens = 1;
    double ttftSeconds = 0.0;    ///< time to first token
    double latencySeconds = 0.0; ///< first token plus every later gap: the request's whole time in the server
    /// The request's mean gap between output tokens, sum(itls) / (outputTokens - 1) (vLLM's TPOT per request);
    /// nullopt for a request of one output token.
    std::optional<double> itlSeconds;
};

/// One saved run of vLLM's benchmarks/benchmark_serving.py (--save-result --save-detailed): docs/USER_GUIDE.md,
/// "Your own measurements".
struct VllmBenchmarkRun {
    std::string modelId;                   ///< "model_id": the --model the client named (a Hugging Face id or a path)
    std::string backend;                   ///< "backend", e.g. "vllm"
    std::string date;                      ///< "date" as YYYY-MM-DD; empty when the file has none
    std::optional<double> requestRate;     ///< "request_rate" in requests/s; nullopt: "inf" (every request at once)
    std::optional<int> maxConcurrency;     ///< "max_concurrency" (null: no limit)
    std::optional<int> tensorParallel;     ///< "tensor_parallel_size" (or "tp"), when the run recorded one (--metadata)
    double durationSeconds = 0.0;          ///< "duration": first request sent to last response
    std::vector<MeasuredRequest> requests; ///< the successful requests, in file order
    int failedRequests = 0;                ///< left out: an error text, no output or no first token

    /// Requests in the server on average over the run (Little's law): the sum of their latencies / duration.
    double meanInFlight() const;
};

/// Every run of one result file: one JSON object, a JSON array of them, or one object per line (--append-result).
struct VllmBenchmark {
    std::vector<VllmBenchmarkRun> runs;
    std::string modelId;               ///< shared by every run
    std::optional<int> tensorParallel; ///< shared by every run that recorded one
    std::string date;                  ///< the latest run's date, empty when none has one

    int requestCount() const;
    int failedCount() const;
};

/// Reads a result file's text. Refused, naming the key ("ttfts", "model_id", ...) and what is wrong: text that is no
/// JSON, a run without the per-request lists (saved without --save-detailed), lists of different lengths, a value of
/// the wrong type or range, runs that name different models or tensor-parallel sizes, a file with no successful
/// request.
Expected<VllmBenchmark> parseVllmBenchmark(std::string_view text);

} // namespace gputco
