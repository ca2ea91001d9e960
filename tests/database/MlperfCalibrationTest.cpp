#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "model/ModelPresets.h"
#include "performance/InferenceEstimator.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

using namespace gputco;

// The built-in efficiency profiles against the Llama-2-70B rows of shared/reference/mlperf.md ("Llama-2-70B,
// closed division"), as docs/VALIDATION.md ("Efficiency profiles") lays them out. Fitted rows: each measured card's
// latest-round Offline row. Checking rows: the round left out (v4.0 for H100 and H200), the other MI300X
// submitter, B200 (whose precision the files do not state) and every Server row.

namespace {

enum class Scenario { Offline, Server };

struct MlperfRow {
    const char* round;
    const char* cardId;
    int gpus;
    Scenario scenario;
    double measuredTokensPerSecond; ///< whole system, mlperf.md
    bool fitted;                    ///< the built-in profile was fitted on this row
    const char* system;
};

// mlperf.md, "Llama-2-70B, closed division" (tokens/s of the whole system, tag P).
const std::vector<MlperfRow>& mlperfRows()
{
    static const std::vector<MlperfRow> rows{
        {"v4.1", "h100-sxm-80gb", 8, Scenario::Offline, 24524.9, true, "NVIDIA DGX H100"},
        {"v4.1", "h200-sxm-141gb", 8, Scenario::Offline, 31302.7, true, "NVIDIA H200"},
        {"v4.1", "mi300x", 8, Scenario::Offline, 23514.8, true, "AMD (Supermicro)"},
        {"v4.0", "gaudi2", 8, Scenario::Offline, 8034.9, true, "Intel HLS-Gaudi2-PT"},
        {"v4.0", "h100-sxm-80gb", 8, Scenario::Offline, 21805.8, false, "NVIDIA DGX H100"},
        {"v4.0", "h200-sxm-141gb", 8, Scenario::Offline, 27738.3, false, "NVIDIA H200 (preview)"},
        {"v4.1", "mi300x", 8, Scenario::Offline, 22677.6, false, "Dell XE9680"},
        {"v4.1", "b200", 1, Scenario::Offline, 11264.4, false, "NVIDIA B200 (preview, one GPU)"},
        {"v4.0", "h100-sxm-80gb", 8, Scenario::Server, 20556.4, false, "NVIDIA DGX H100"},
        {"v4.1", "h100-sxm-80gb", 8, Scenario::Server, 21605.8, false, "NVIDIA DGX H100"},
        {"v4.0", "h200-sxm-141gb", 8, Scenario::Server, 26485.4, false, "NVIDIA H200 (preview)"},
        {"v4.1", "h200-sxm-141gb", 8, Scenario::Server, 29228.2, false, "NVIDIA H200"},
        {"v4.0", "gaudi2", 8, Scenario::Server, 6287.5, false, "Intel HLS-Gaudi2-PT"},
        {"v4.1", "mi300x", 8, Scenario::Server, 21028.2, false, "AMD (Supermicro)"},
        {"v4.1", "mi300x", 8, Scenario::Server, 19886.1, false, "Dell XE9680"},
        {"v4.1", "b200", 1, Scenario::Server, 10755.6, false, "NVIDIA B200 (preview, one GPU)"},
    };
    return rows;
}

// mlperf.md: 21,805.8 tokens/s / 74.699 samples/s = 291.9 output tokens per sample. The mean prompt length is not
// in the reference: UNVERIFIED, taken as the same 292 tokens (OpenOrca prompts run up to 1,024).
constexpr int kOutputTokens = 292;
constexpr int kInputTokens = 292;
// mlperf.md, "How MLPerf measures": Server's limit TPOT p99 <= 200 ms. The model has no tail: it keeps the mean
// TPOT within the limit, so the Server check shows what the tail costs.
constexpr double kServerTpotLimitSeconds = 0.2;

InferenceInputs llamaInputs(int tensorParallel, int replicas, Precision weights = Precision::FP8)
{
    InferenceInputs in;
    // mlperf.md: the v4.x NVIDIA runs and AMD's run FP8 (Gaudi 2's PyTorch submission as well).
    in.weights = weights;
    in.kvCache = Precision::FP8;
    in.tensorParallel = tensorParallel;
    in.replicas = replicas;
    in.inputTokens = kInputTokens;
    in.outputTokens = kOutputTokens;
    return in;
}

/// The most throughput the app finds on `gpus` cards over every tensor-parallel split (replicas fill the rest),
/// at the largest concurrency that fits (Offline) or whose time per output token stays within Server's limit.
double modelledTokensPerSecond(const ModelArchitecture& arch, const Accelerator& card, int gpus, Scenario scenario,
                               const InferenceInputs& overrides, Precision weights = Precision::FP8)
{
    double best = 0.0;
    for (int tp = 1; tp <= gpus; tp *= 2) {
        InferenceInputs in = llamaInputs(tp, gpus / tp, weights);
        in.memoryBandwidthEfficiency = overrides.memoryBandwidthEfficiency;
        in.prefillEfficiency = overrides.prefillEfficiency;
        in.decodeComputeEfficiency = overrides.decodeComputeEfficiency;
        in.stepOverheadMs = overrides.stepOverheadMs;
        const std::optional<int> limit = maxConcurrency(arch, card, in);
        if (!limit || *limit < 1)
            continue;
        int fits = *limit;
        if (scenario == Scenario::Server) {
            const auto tpotAt = [&](int b) {
                in.concurrency = b;
                const auto r = estimateInference(arch, card, in, limit);
                return r && r->tpot ? r->tpot->inSeconds() : INFINITY;
            };
            if (tpotAt(1) > kServerTpotLimitSeconds)
                continue;
            int ok = 1;
            int bad = *limit + 1;
            if (tpotAt(*limit) <= kServerTpotLimitSeconds)
                ok = *limit;
            while (bad - ok > 1 && ok != *limit) {
                const int mid = ok + (bad - ok) / 2;
                (tpotAt(mid) <= kServerTpotLimitSeconds ? ok : bad) = mid;
            }
            fits = ok;
        }
        in.concurrency = fits;
        const auto r = estimateInference(arch, card, in, limit);
        if (r && r->outputTokensPerSecond)
            best = std::max(best, *r->outputTokensPerSecond);
    }
    return best;
}

/// The earlier single default for every card (bandwidth 0.7, compute 0.5, no step overhead): the "before" column.
InferenceInputs earlierDefaults()
{
    InferenceInputs in;
    in.memoryBandwidthEfficiency = 0.7;
    in.prefillEfficiency = 0.5;
    in.decodeComputeEfficiency = 0.5;
    in.stepOverheadMs = 0.0;
    return in;
}

struct Comparison {
    const MlperfRow* row;
    double before; ///< app / measured with the earlier single default
    double after;  ///< app / measured with the card's built-in profile
};

std::vector<Comparison> compareAll()
{
    auto db = openMemoryCatalogue();
    const auto arch = findModelPreset("llama-2-70b");
    REQUIRE(arch);
    std::vector<Comparison> out;
    for (const MlperfRow& row : mlperfRows()) {
        const auto card = db.cards().find(row.cardId);
        REQUIRE(card);
        const double before = modelledTokensPerSecond(*arch, *card, row.gpus, row.scenario, earlierDefaults());
        const double after = modelledTokensPerSecond(*arch, *card, row.gpus, row.scenario, InferenceInputs{});
        out.push_back({&row, before / row.measuredTokensPerSecond, after / row.measuredTokensPerSecond});
    }
    return out;
}

} // namespace

TEST_CASE("The built-in profiles reproduce the MLPerf rows they were fitted on within 15 % and the others within 25 %",
          "[calibration][mlperf]")
{
    for (const Comparison& c : compareAll()) {
        INFO(c.row->round << " " << c.row->system << " "
                          << (c.row->scenario == Scenario::Offline ? "Offline" : "Server") << ": app / measured "
                          << c.after);
        if (c.row->fitted)
            CHECK(std::abs(c.after - 1.0) <= 0.15);
        else if (std::string(c.row->cardId) == "gaudi2" && c.row->scenario == Scenario::Server)
            // A known miss, kept as one (docs/VALIDATION.md): app / measured 1.28. The model has no queue, and Gaudi
            // 2's Server rate was set by its p99 time to first token, 1.62 s of the 2 s allowed (mlperf.md), which
            // the model's empty-queue TTFT does not see. Bounded here so it cannot drift further unnoticed.
            CHECK(std::abs(c.after - 1.0) <= 0.30);
        else
            CHECK(std::abs(c.after - 1.0) <= 0.25);
    }
}

TEST_CASE("The MLPerf comparison table for docs/VALIDATION.md", "[.table]")
{
    std::printf("| round | system | scenario | measured tokens/s | before (app / measured) | after | fitted? |\n");
    for (const Comparison& c : compareAll())
        std::printf("| %s | %s | %s | %.1f | %.2f | %.2f | %s |\n", c.row->round, c.row->system,
                    c.row->scenario == Scenario::Offline ? "Offline" : "Server", c.row->measuredTokensPerSecond,
                    c.before, c.after, c.row->fitted ? "fitted" : "check");
    // B200's preview does not state its precision (mlperf.md): the same row at NVFP4 weights, for the text.
    auto db = openMemoryCatalogue();
    const auto b200 = db.cards().find("b200");
    const auto arch = findModelPreset("llama-2-70b");
    REQUIRE(b200);
    std::printf("B200 Offline at NVFP4: %.0f tokens/s (%.2f of 11,264.4)\n",
                modelledTokensPerSecond(*arch, *b200, 1, Scenario::Offline, InferenceInputs{}, Precision::NVFP4),
                modelledTokensPerSecond(*arch, *b200, 1, Scenario::Offline, InferenceInputs{}, Precision::NVFP4)
                    / 11264.4);
}

TEST_CASE("The compute share each fitted MLPerf row implies, for database/catalogue/efficiency_profiles.csv", "[.fit]")
{
    // Bisection on the compute share (prefill and compute-bound decode alike) at the profile's bandwidth share: the
    // modelled throughput rises with it.
    auto db = openMemoryCatalogue();
    const auto arch = findModelPreset("llama-2-70b");
    REQUIRE(arch);
    for (const MlperfRow& row : mlperfRows()) {
        if (!row.fitted)
            continue;
        const auto card = db.cards().find(row.cardId);
        REQUIRE(card);
        double low = 0.05;
        double high = 1.0;
        InferenceInputs in;
        for (int i = 0; i < 40; ++i) {
            const double mid = (low + high) / 2.0;
            in.prefillEfficiency = mid;
            in.decodeComputeEfficiency = mid;
            (modelledTokensPerSecond(*arch, *card, row.gpus, row.scenario, in) < row.measuredTokensPerSecond ? low
                                                                                                             : high) =
                mid;
        }
        std::printf("%s %s: compute share %.4f\n", row.round, row.cardId, (low + high) / 2.0);
    }
}
