#include "calibration/VllmBenchmarkResult.h"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// Three requests as benchmark_serving.py --save-result --save-detailed writes them (the key names of vLLM's
// benchmarks/benchmark_serving.py); the second failed (an error text, no output), which the reader leaves out.
std::string threeRequests(const std::string& extra = {})
{
    return R"({"date": "20250614-093000", "backend": "vllm", "model_id": "meta-llama/Llama-3.1-8B-Instruct",
      "tokenizer_id": "meta-llama/Llama-3.1-8B-Instruct", "num_prompts": 3, "request_rate": 2.5, "burstiness": 1.0,
      "max_concurrency": null, "duration": 4.0, "completed": 2, "mean_ttft_ms": NaN,
      "input_lens": [100, 200, 300], "output_lens": [3, 0, 2], "ttfts": [0.05, 0.0, 0.07],
      "itls": [[0.02, 0.04], [], [0.03]], "errors": ["", "Connection reset", ""])"
           + extra + "}";
}

} // namespace

TEST_CASE("A benchmark_serving.py result is read request by request", "[calibration]")
{
    const auto bench = parseVllmBenchmark(threeRequests(R"(, "tensor_parallel_size": "2")"));
    REQUIRE(bench);
    REQUIRE(bench->runs.size() == 1);
    const VllmBenchmarkRun& run = bench->runs[0];
    CHECK(bench->modelId == "meta-llama/Llama-3.1-8B-Instruct");
    CHECK(bench->date == "2025-06-14");
    CHECK(bench->tensorParallel == 2); // --metadata writes it as text
    CHECK(run.requestRate == 2.5);
    CHECK_FALSE(run.maxConcurrency);
    CHECK(run.failedRequests == 1);
    REQUIRE(run.requests.size() == 2);
    CHECK(run.requests[0].inputTokens == 100);
    CHECK(run.requests[0].ttftSeconds == 0.05);
    // (0.02 + 0.04) / (3 - 1) = 0.03 s between tokens; latency 0.05 + 0.06 = 0.11 s.
    CHECK(*run.requests[0].itlSeconds == Approx(0.03));
    CHECK(run.requests[0].latencySeconds == Approx(0.11));
    CHECK(*run.requests[1].itlSeconds == Approx(0.03));
    // Little's law: (0.11 + 0.10) s of requests over 4 s.
    CHECK(run.meanInFlight() == Approx(0.21 / 4.0));
}

TEST_CASE("request_rate \"inf\" is every request at once", "[calibration]")
{
    std::string text = threeRequests();
    text.replace(text.find("2.5"), 3, "\"inf\"");
    const auto bench = parseVllmBenchmark(text);
    REQUIRE(bench);
    CHECK_FALSE(bench->runs[0].requestRate);
}

TEST_CASE("A result without the per-request lists is refused naming the list", "[calibration]")
{
    std::string text = threeRequests();
    text.replace(text.find("\"ttfts\""), 7, "\"ttft_x\"");
    const auto bench = parseVllmBenchmark(text);
    REQUIRE_FALSE(bench);
    CHECK(bench.error().field == "ttfts");
    CHECK(bench.error().message.find("--save-detailed") != std::string::npos);
}

TEST_CASE("Lists of different lengths, a missing model and bad values are refused by name", "[calibration]")
{
    std::string shortList = threeRequests();
    shortList.replace(shortList.find("[0.05, 0.0, 0.07]"), 17, "[0.05, 0.0]");
    auto bench = parseVllmBenchmark(shortList);
    REQUIRE_FALSE(bench);
    CHECK(bench.error().describe() == "ttfts: has 2 entries but input_lens has 3: one entry per request");

    std::string noModel = threeRequests();
    noModel.replace(noModel.find("\"model_id\""), 10, "\"model_xx\"");
    bench = parseVllmBenchmark(noModel);
    REQUIRE_FALSE(bench);
    CHECK(bench.error().describe() == "model_id: is missing");

    std::string negative = threeRequests();
    negative.replace(negative.find("[100, 200, 300]"), 15, "[100, -2, 300]");
    bench = parseVllmBenchmark(negative);
    REQUIRE_FALSE(bench);
    CHECK(bench.error().describe() == "input_lens: must hold whole numbers of tokens from 1 (request 2)");

    bench = parseVllmBenchmark("not json at all");
    REQUIRE_FALSE(bench);
    CHECK(bench.error().field == "file");
}

TEST_CASE("Runs of different models in one file are refused", "[calibration]")
{
    std::string other = threeRequests();
    other.replace(other.find("\"meta-llama/Llama-3.1-8B-Instruct\""), 34, "\"Qwen/Qwen2.5-7B-Instruct\"");
    const auto bench = parseVllmBenchmark("[" + threeRequests() + ", " + other + "]");
    REQUIRE_FALSE(bench);
    CHECK(bench.error().describe()
          == "model_id: differs between the runs: 'meta-llama/Llama-3.1-8B-Instruct' (run 1) and "
             "'Qwen/Qwen2.5-7B-Instruct' (run 2); calibrate one model at a time");
}

TEST_CASE("One run per line (--append-result) is read as several runs", "[calibration]")
{
    std::string oneLine = threeRequests();
    for (char& c : oneLine)
        if (c == '\n')
            c = ' ';
    const auto bench = parseVllmBenchmark(oneLine + "\n" + oneLine + "\n");
    REQUIRE(bench);
    CHECK(bench->runs.size() == 2);
    CHECK(bench->requestCount() == 4);
    CHECK(bench->failedCount() == 2);
}

TEST_CASE("A file whose every request failed has nothing to fit", "[calibration]")
{
    std::string text = threeRequests();
    text.replace(text.find("[3, 0, 2]"), 9, "[0, 0, 0]");
    const auto bench = parseVllmBenchmark(text);
    REQUIRE_FALSE(bench);
    CHECK(bench.error().describe() == "ttfts: has no successful request (3 failed): nothing to fit");
}
