#include "recommend/Recommender.h"

#include "model/ModelPresets.h"
#include "serving/ServingSetup.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gputco;

namespace {

// An H100-like card (gpu_specs.csv figures rounded), as RecommenderTest's "big".
Accelerator big()
{
    Accelerator c;
    c.id = "big";
    c.memory = Bytes::gigabytes(80);
    c.memoryBandwidth = BytesPerSecond::gigabytesPerSecond(3350);
    c.tdp = Watts::of(700);
    c.peak.bf16Tflops = 989.5;
    c.interconnect = InterconnectKind::NVLink;
    c.interconnectBandwidth = BytesPerSecond::gigabytesPerSecond(900);
    c.price = PriceQuote{Money::amount(20000), "CNY", "2026-01-01", "test"};
    return c;
}

// Llama-2-7B in BF16 at TP 1, 1,024 prompt and 256 output tokens, 20,000 output tokens/s to serve.
RecommendInputs inputs()
{
    RecommendInputs in;
    in.arch = *findModelPreset("llama-2-7b");
    in.cards = {big()};
    in.search.precisions = {Precision::BF16};
    in.search.maxTensorParallel = 1;
    in.economics.currency = "CNY";
    in.economics.pricePerKwh = 0.0;
    in.constraints.outputTokensPerSecond = 20000.0;
    in.constraints.maxTpot = Duration::seconds(0.05);
    return in;
}

} // namespace

TEST_CASE("P99 targets size each option by its simulated capacity: a tight SLO needs more replicas", "[recommend]")
{
    RecommendInputs in = inputs();
    const auto byMean = recommend(in);
    REQUIRE(byMean);
    REQUIRE(byMean->ranked.size() == 1);
    const RecommendOption& mean = byMean->ranked.front();
    CHECK_FALSE(mean.serving);

    ServingSlo slo;
    slo.tpotP99 = Duration::seconds(0.012);
    slo.ttftP99 = Duration::seconds(0.5);
    in.constraints.serving = slo;
    const auto byP99 = recommend(in);
    REQUIRE(byP99);
    REQUIRE(byP99->ranked.size() == 1);
    const RecommendOption& tail = byP99->ranked.front();
    REQUIRE(tail.serving);

    // The simulation's own capacity for the same replica, as the recommender computes it.
    InferenceInputs run = in.inference;
    run.weights = Precision::BF16;
    run.tensorParallel = 1;
    const auto deployment = prepareServing(in.arch, big(), run, ServingScheduler{});
    REQUIRE(deployment);
    slo.peakRequestsPerSecond = 20000.0 / 256.0; // the throughput need in requests: 78.1 requests/s
    const auto sized = sizeServing(deployment->replica, slo, run.inputTokens, run.outputTokens);
    REQUIRE(sized);
    REQUIRE(sized->capacityRequestsPerSecond);
    // Worked from the simulation (seed 1, 300 requests a probe): without P99 targets the mean sizing runs 90
    // sequences a replica at a mean TPOT of 28.9 ms (under the 50 ms limit), 9 replicas for 78.1 requests/s. A P99
    // TPOT of 12 ms leaves a replica 3.95 requests/s of its 11.4 requests/s service rate (limited by the TPOT):
    // ceil(78.125 / 3.95) = 20 replicas.
    CHECK(mean.replicas == 9);
    CHECK(sized->serviceRate == Approx(11.38).epsilon(0.02));
    CHECK(*sized->capacityRequestsPerSecond == Approx(3.95).epsilon(0.02));
    CHECK(sized->limitedBy == "tpot");
    CHECK(tail.replicas == 20);
    CHECK(tail.replicas
          == static_cast<int>(std::ceil(slo.peakRequestsPerSecond / *sized->capacityRequestsPerSecond - 1e-9)));
    CHECK(tail.replicas > mean.replicas);
    CHECK(*tail.serving->tpotP99AtPeak <= 0.012);
    CHECK(*tail.serving->ttftP99AtPeak <= 0.5);
}
