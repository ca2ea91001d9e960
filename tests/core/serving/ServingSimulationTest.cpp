#include "serving/ServingSimulation.h"
#include "ServingFixtures.h"
#include "serving/ServingStats.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("D/D/1 below saturation: no request waits and each takes its passes", "[serving]")
{
    // Arrivals every 2 s, one sequence at a time, 1.5 s per pass; 4 output tokens = 1 prefill + 3 decode passes,
    // 6 s of service. At a gap of 8 s nothing queues: TTFT 1.5 s, TPOT 1.5 s, end to end 6 s, exactly.
    const auto trace = simulateServing(fixtures::constantPassReplica(1.5, 1), fixtures::evenlySpaced(10, 8.0, 10, 4));
    REQUIRE(trace);
    for (const ServedRequest& r : trace->requests) {
        CHECK(r.scheduled == r.arrival);
        CHECK(r.firstToken - r.arrival == 1.5);
        CHECK(r.finished - r.arrival == 6.0);
    }
    const ServingSummary s = summariseServing(*trace, {}, 0.0);
    CHECK(s.requests == 10);
    CHECK(s.tpot.p99 == 1.5);
    CHECK(s.interToken.p50 == 1.5);
    CHECK(s.queueing.p99 == 0.0);
    CHECK(s.preemptions == 0);
}

TEST_CASE("D/D/1 above saturation: the k-th request waits k x (service - gap)", "[serving]")
{
    // Arrivals every 1 s, service 1.5 s (one pass, one output token): request k starts at 1.5 k, so it waits
    // 0.5 k and its first token comes 1.5 + 0.5 k after it arrived.
    const auto trace = simulateServing(fixtures::constantPassReplica(1.5, 1), fixtures::evenlySpaced(20, 1.0, 10, 1));
    REQUIRE(trace);
    for (std::size_t k = 0; k < trace->requests.size(); ++k) {
        const ServedRequest& r = trace->requests[k];
        CHECK(r.scheduled - r.arrival == Approx(0.5 * k).margin(1e-12));
        CHECK(r.firstToken - r.arrival == Approx(1.5 + 0.5 * k).margin(1e-12));
        CHECK(r.finished == r.firstToken);
    }
}

TEST_CASE("M/D/1 at utilisation 0.5: mean wait by Pollaczek-Khinchine within 3 %", "[serving]")
{
    // Poisson arrivals at 0.5/s, one server, a constant 1 s service (one pass, one output token): utilisation
    // rho = 0.5 and the mean wait rho S / (2 (1 - rho)) = 0.5 s (Pollaczek-Khinchine; Kleinrock 1975, sec. 5.6).
    ServingTraffic traffic;
    traffic.arrivals.requestsPerSecond = 0.5;
    traffic.input = {10, 0};
    traffic.output = {1, 0};
    traffic.requests = 100'000;
    traffic.seed = 7;
    const auto trace = simulateServing(fixtures::constantPassReplica(1.0, 1), generateServingRequests(traffic));
    REQUIRE(trace);
    double wait = 0.0;
    for (const ServedRequest& r : trace->requests)
        wait += r.scheduled - r.arrival;
    CHECK(wait / static_cast<double>(trace->requests.size()) == Approx(0.5).epsilon(0.03));
}

TEST_CASE("Running out of KV blocks preempts the last admitted sequence, and every request still finishes", "[serving]")
{
    // 8 sequences at once of 100 + 200 tokens need 8 x 19 = 152 blocks at the end; 60 blocks hold about three.
    // Those admitted last are preempted and computed again; with 1,000 blocks nobody is.
    const auto requests = fixtures::evenlySpaced(16, 0.0, 100, 200);
    const auto tight = simulateServing(fixtures::constantPassReplica(0.01, 8, 60), requests);
    INFO((tight ? std::string() : tight.error().describe()));
    REQUIRE(tight);
    CHECK(tight->preemptions > 0);
    CHECK(tight->peakKvBlocks <= 60);
    for (const ServedRequest& r : tight->requests)
        CHECK(r.finished > r.firstToken);
    const auto roomy = simulateServing(fixtures::constantPassReplica(0.01, 8, 1000), requests);
    REQUIRE(roomy);
    CHECK(roomy->preemptions == 0);
    // Recomputation costs passes: the tight cache needs more of them for the same tokens.
    CHECK(tight->passes > roomy->passes);
}

TEST_CASE("A request larger than the whole KV cache is refused, naming kv-blocks", "[serving]")
{
    const auto trace =
        simulateServing(fixtures::constantPassReplica(0.01, 8, 10), fixtures::evenlySpaced(1, 0, 100, 100));
    REQUIRE_FALSE(trace);
    CHECK(trace.error().field == "kv-blocks");
}

TEST_CASE("Chunked prefill needs a token budget of at least the running sequences", "[serving]")
{
    ServingReplica r = fixtures::constantPassReplica(0.01, 64);
    r.scheduler.maxBatchedTokens = 32;
    const auto trace = simulateServing(r, fixtures::evenlySpaced(1, 0, 10, 10));
    REQUIRE_FALSE(trace);
    CHECK(trace.error().field == "max-batched-tokens");
}

TEST_CASE("Chunked prefill lowers TPOT: a case worked by hand", "[serving]")
{
    // One pass takes 1 s whatever it holds. A arrives at 0 and B at 1.5, 10 prompt and 4 output tokens each.
    // Whole prompts: 0-1 A's prompt (A's 1st token), 1-2 decode (A 2nd), 2-3 B's prompt alone (A waits),
    // 3-4 decode (A 3rd, 2 s after its 2nd; B 2nd), 4-5 (A 4th, done at 5; B 3rd), 5-6 (B 4th).
    // A's TPOT (5 - 1) / 3 = 4/3 s, B's (6 - 3) / 3 = 1 s; gaps 1, 1, 1, 1, 1 and A's stall of 2.
    // Chunked: 2-3 decodes A beside B's prompt, so A is done at 4: both TPOTs 1 s, every gap 1 s.
    std::vector<ServingRequest> requests{{0.0, 10, 4}, {1.5, 10, 4}};
    ServingReplica whole = fixtures::constantPassReplica(1.0, 2);
    whole.scheduler.chunkedPrefill = false;
    const auto a = simulateServing(whole, requests);
    const auto b = simulateServing(fixtures::constantPassReplica(1.0, 2), requests);
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->requests[0].finished == 5.0);
    CHECK(a->requests[1].firstToken == 3.0);
    CHECK(a->requests[1].finished == 6.0);
    CHECK(b->requests[0].finished == 4.0);
    CHECK(b->requests[1].finished == 6.0);
    const ServingSummary wholeSummary = summariseServing(*a, {}, 0.0);
    const ServingSummary chunkedSummary = summariseServing(*b, {}, 0.0);
    CHECK(wholeSummary.tpot.p99 == Approx(1.0 + 0.99 / 3.0)); // between 1 and 4/3 at rank 0.99
    CHECK(chunkedSummary.tpot.p99 == Approx(1.0));
    CHECK(wholeSummary.interToken.p99 == Approx(1.95)); // six gaps, the largest 2 s: rank 4.95
    CHECK(chunkedSummary.interToken.p99 == Approx(1.0));
}

TEST_CASE("A long decode stretch stops at the round that reaches the next arrival", "[serving]")
{
    // Passes of 1 s, 100 output tokens (a prefill pass and 99 decode rounds), arrivals every 60.5 s, two sequences
    // at once. Request k arrives at 60.5 k while request k-1 decodes alone: its rounds end on whole seconds, so the
    // newcomer is admitted at the first round's end at or after its arrival, and its prompt pass ends 1 s later.
    // Even k arrive on a whole second (TTFT 1 s), odd k half-way through a round (TTFT 1.5 s). Every request then
    // takes 99 more passes of 1 s: end to end 99 s after its first token. The stretches are long enough to run in
    // closed form, which must cut them at the arrival, not at the finish.
    const auto trace = simulateServing(fixtures::constantPassReplica(1.0, 2), fixtures::evenlySpaced(8, 60.5, 10, 100));
    REQUIRE(trace);
    for (std::size_t k = 0; k < trace->requests.size(); ++k) {
        const ServedRequest& r = trace->requests[k];
        INFO("request " << k);
        CHECK(r.firstToken - r.arrival == (k % 2 == 0 ? 1.0 : 1.5));
        CHECK(r.finished - r.firstToken == 99.0);
    }
    // Each request arrives before the one ahead finishes, so the server never idles: the last (arrival 423.5 s,
    // first token 425 s) finishes at 524 s, after 524 passes of 1 s.
    CHECK(trace->requests.back().finished == 524.0);
    CHECK(trace->passes == 524);
}
