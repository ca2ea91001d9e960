#include <catch2/catch.hpp>

#include "DatabaseTestSupport.h"

#include "model/ModelPresets.h"
#include "performance/InferenceEstimator.h"
#include "power/EnergyPerToken.h"
#include "power/PowerCap.h"
#include "power/ServerPower.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace gputco;

// The power model (docs/MODEL.md, "Power under load") against the power rows of shared/reference/mlperf.md ("Power":
// NVIDIA H200 MaxQ, 8 x H200-SXM-141GB, whole system at the wall, v4.1), as docs/VALIDATION.md ("Power under a cap")
// lays them out, on the built-in catalogue's H200 in its DGX H200 (10.2 kW maximum, 80 W idle per card).
//
// The reference does not give the MaxQ system's cap. It is inferred from what the cap did to throughput: 25,262.1 of
// the uncapped system's 31,302.7 tokens/s (Llama-2-70B Offline, v4.1) = 0.807 of its compute, so by the model's own
// law, compute x (cap / full)^(1/3), cap = 700 W x 0.807^3. What is checked is then the power at that cap.

namespace {

constexpr double kMaxqTokensPerSecond = 25262.1;     // mlperf.md, H200 MaxQ Llama-2-70B Offline (P)
constexpr double kUncappedTokensPerSecond = 31302.7; // mlperf.md, H200 Llama-2-70B Offline v4.1 (P)
constexpr double kMeasuredIdleWatts = 2400.0;        // mlperf.md: "idled at about 2.4 kW" before its run
constexpr double kMeasuredOfflineWatts = 6152.98;    // mlperf.md, Llama-2-70B Offline (P+R)
constexpr double kMeasuredServerWatts = 6280.21;     // mlperf.md, Llama-2-70B Server (P)
constexpr double kMeasuredOfflineJoules = 0.244;     // mlperf.md, energy per output token (D)
constexpr double kMeasuredMixtralJoules = 0.126;     // mlperf.md, Mixtral-8x7B Offline (D)
constexpr double kMeasuredGptjWatts = 4775.27;       // mlperf.md, GPT-J Offline (P)

double inferredCapWatts() { return 700.0 * std::pow(kMaxqTokensPerSecond / kUncappedTokensPerSecond, 3.0); }

struct H200System {
    Accelerator card;
    Server server;
};

H200System h200(std::optional<double> cap)
{
    auto db = openMemoryCatalogue();
    auto card = db.cards().find("h200-sxm-141gb");
    auto server = db.servers().find("dgx-h200");
    REQUIRE(card);
    REQUIRE(server);
    if (cap)
        card->powerCap = Watts::of(*cap);
    return {*card, *server};
}

Watts systemPower(const H200System& s, double load)
{
    const auto profile = serverPowerProfile(s.card, s.server);
    REQUIRE(profile);
    return serverPowerAtLoad(*profile, load);
}

// The most Offline throughput on 8 cards over every tensor-parallel split at the largest concurrency that fits, FP8
// weights and KV cache, 292 prompt and 292 output tokens: the setting of docs/VALIDATION.md, "Efficiency profiles"
// (the prompt length there is UNVERIFIED; for Mixtral the reference gives no lengths at all, so the same are used).
double offlineTokensPerSecond(const char* model, const Accelerator& card)
{
    const auto arch = findModelPreset(model);
    REQUIRE(arch);
    double best = 0.0;
    for (int tp = 1; tp <= 8; tp *= 2) {
        InferenceInputs in;
        in.weights = Precision::FP8;
        in.kvCache = Precision::FP8;
        in.tensorParallel = tp;
        in.replicas = 8 / tp;
        in.inputTokens = 292;
        in.outputTokens = 292;
        const std::optional<int> limit = maxConcurrency(*arch, card, in);
        if (!limit || *limit < 1)
            continue;
        in.concurrency = *limit;
        const auto r = estimateInference(*arch, card, in, limit);
        if (r && r->outputTokensPerSecond)
            best = std::max(best, *r->outputTokensPerSecond);
    }
    return best;
}

double joulesPerToken(const H200System& s, const char* model)
{
    const auto e = energyPerOutputToken(systemPower(s, 1.0), offlineTokensPerSecond(model, s.card), 1.0);
    REQUIRE(e);
    return e->joules;
}

} // namespace

TEST_CASE("The H200 MaxQ system's idle and capped power within the stated tolerances", "[power][mlperf]")
{
    // The cap inferred from the throughput: 700 x 0.8070^3 = 367.9 W per card.
    CHECK(inferredCapWatts() == Approx(367.9).margin(0.1));
    const H200System capped = h200(inferredCapWatts());
    // Idle: 8 x 80 + 4,600 x 0.3 = 2,020 W against about 2.4 kW: -16 %, within the 20 % stated for a figure the
    // reference gives as "about" (the host's idle share is the model's weakest figure here).
    CHECK(std::abs(systemPower(capped, 0.0).inWatts() / kMeasuredIdleWatts - 1.0) <= 0.20);
    // Full load under the cap: 8 x 367.9 + 4,600 x 0.7 = 6,163 W against 6,153 W (Offline) and 6,280 W (Server):
    // within 10 %.
    CHECK(systemPower(capped, 1.0).inWatts() == Approx(6163.3).margin(1.0));
    CHECK(std::abs(systemPower(capped, 1.0).inWatts() / kMeasuredOfflineWatts - 1.0) <= 0.10);
    CHECK(std::abs(systemPower(capped, 1.0).inWatts() / kMeasuredServerWatts - 1.0) <= 0.10);
    // Uncapped the same system would draw 8 x 700 + 3,220 = 8,820 W: the cap is what the TDP rule missed (+43 %).
    CHECK(systemPower(h200(std::nullopt), 1.0).inWatts() == Approx(8820.0));
}

TEST_CASE("Energy per output token of the capped H200 system against MLPerf", "[power][mlperf]")
{
    const H200System capped = h200(inferredCapWatts());
    // Llama-2-70B Offline: the H200 profile is fitted on the uncapped row, so this checks the cap's power and
    // throughput together; within 15 %.
    CHECK(std::abs(joulesPerToken(capped, "llama-2-70b") / kMeasuredOfflineJoules - 1.0) <= 0.15);
    // The cap lowers the energy per token: the uncapped system spends more per token.
    CHECK(joulesPerToken(h200(std::nullopt), "llama-2-70b") > joulesPerToken(capped, "llama-2-70b"));
    // Mixtral-8x7B Offline (not fitted: no Mixtral row calibrates anything): a known miss, kept as one
    // (docs/VALIDATION.md): 0.045 J against 0.126 J, app / measured 0.36. The power is right (6,163 W against 6,155 W
    // measured); the performance model finds 135,783 tokens/s where the system served 48,988: it counts a token's
    // FLOPs and bytes for the 2 of 8 experts it uses, and MLPerf's Mixtral data set (prompt and output lengths not in
    // the reference) is run at the Llama lengths here. Bounded so it cannot drift further unnoticed.
    const double mixtral = joulesPerToken(capped, "mixtral-8x7b") / kMeasuredMixtralJoules;
    CHECK(mixtral >= 0.30);
    CHECK(mixtral <= 1.25);
}

TEST_CASE("The MLPerf power table for docs/VALIDATION.md", "[.table]")
{
    const H200System capped = h200(inferredCapWatts());
    const H200System free = h200(std::nullopt);
    std::printf("cap %.1f W, compute share %.4f\n", inferredCapWatts(), capComputeShare(capped.card));
    std::printf("idle: before %.0f W, after %.0f W, measured %.0f\n", systemPower(free, 0.0).inWatts(),
                systemPower(capped, 0.0).inWatts(), kMeasuredIdleWatts);
    std::printf("full: before %.0f W, after %.0f W, measured %.0f / %.0f; GPT-J %.0f\n",
                systemPower(free, 1.0).inWatts(), systemPower(capped, 1.0).inWatts(), kMeasuredOfflineWatts,
                kMeasuredServerWatts, kMeasuredGptjWatts);
    for (const char* model : {"llama-2-70b", "mixtral-8x7b"})
        std::printf("%s: tokens/s before %.0f after %.0f; J/token before %.4f after %.4f\n", model,
                    offlineTokensPerSecond(model, free.card), offlineTokensPerSecond(model, capped.card),
                    joulesPerToken(free, model), joulesPerToken(capped, model));
}
