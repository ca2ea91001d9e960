#include "serving/ServingCapacity.h"
#include "../performance/CardFixtures.h"
#include "ServingFixtures.h"
#include "model/ModelPresets.h"
#include "serving/CapacitySearch.h"
#include "serving/ServingSetup.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gputco;

namespace {

ServingTraffic fixedTraffic(double rate, int input, int output, int requests)
{
    ServingTraffic t;
    t.arrivals.requestsPerSecond = rate;
    t.input = {static_cast<double>(input), 0};
    t.output = {static_cast<double>(output), 0};
    t.requests = requests;
    return t;
}

// Llama-2-70B FP8 on 8 x H100 (TP 8), vLLM's default scheduler (8,192 tokens, 256 sequences).
ServingReplica llama70bReplica(bool chunked)
{
    InferenceInputs in;
    in.weights = Precision::FP8;
    in.kvCache = Precision::FP8;
    in.tensorParallel = 8;
    in.inputTokens = 1000;
    in.outputTokens = 300;
    ServingScheduler scheduler;
    scheduler.chunkedPrefill = chunked;
    const auto d = prepareServing(*findModelPreset("llama-2-70b"), fixtures::h100(), in, scheduler);
    REQUIRE(d);
    return d->replica;
}

} // namespace

TEST_CASE("The service rate of a constant-pass server is one request per service time", "[serving]")
{
    // One sequence at a time, one pass of 0.5 s per request: 2 requests/s, and a load of 2.2/s is unstable.
    const ServingReplica r = fixtures::constantPassReplica(0.5, 1);
    const auto service = servingServiceRate(r, fixedTraffic(1.0, 10, 1, 200));
    REQUIRE(service);
    CHECK(*service == Approx(2.0).epsilon(1e-12));
    const auto over = simulateLoad(r, fixedTraffic(2.2, 10, 1, 200), {});
    REQUIRE(over);
    CHECK(over->unstable);
    CHECK_FALSE(over->summary);
    const auto under = simulateLoad(r, fixedTraffic(1.0, 10, 1, 200), {});
    REQUIRE(under);
    CHECK_FALSE(under->unstable);
    CHECK(under->summary->ttft.p50 >= 0.5);
}

TEST_CASE("Capacity at a TTFT target: the highest rate whose P99 meets it", "[serving]")
{
    // M/D/1 with a 0.5 s service: at light load P99 TTFT is the service time; the target of 1.5 s is met up to
    // some rate below the service rate of 2/s, and just above the capacity it is missed.
    const ServingReplica r = fixtures::constantPassReplica(0.5, 1);
    ServingTargets targets;
    targets.ttftP99 = Duration::seconds(1.5);
    const ServingTraffic traffic = fixedTraffic(1.0, 10, 1, 4000);
    const auto c = servingCapacity(r, traffic, targets);
    REQUIRE(c);
    REQUIRE(c->requestsPerSecond);
    CHECK(*c->requestsPerSecond > 0.2);
    CHECK(*c->requestsPerSecond < 2.0);
    CHECK(c->limitedBy == "ttft");
    CHECK(c->atCapacity->ttft.p99 <= 1.5);
    ServingTraffic above = traffic;
    above.arrivals.requestsPerSecond = *c->requestsPerSecond + 0.02;
    const auto past = simulateLoad(r, above, targets);
    REQUIRE(past);
    CHECK(past->summary->ttft.p99 > 1.5);
}

TEST_CASE("A target a lone request cannot meet gives no capacity, and says which", "[serving]")
{
    const ServingReplica r = fixtures::constantPassReplica(0.5, 1);
    ServingTargets targets;
    targets.tpotP99 = Duration::seconds(0.1); // every pass takes 0.5 s
    const auto c = servingCapacity(r, fixedTraffic(1.0, 10, 5, 500), targets);
    REQUIRE(c);
    CHECK_FALSE(c->requestsPerSecond);
    CHECK(c->limitedBy == "tpot");
}

TEST_CASE("Chunked prefill lowers P99 TPOT at the same rate", "[serving]")
{
    // 70B on 8 x H100, 1,000-token prompts at 60 % of the service rate (22.1/s without chunking). Without chunking each
    // new prompt stops every decode for a whole prefill pass; with it the prompts ride along in 8,192-token passes.
    const ServingReplica chunked = llama70bReplica(true);
    const ServingReplica whole = llama70bReplica(false);
    ServingTraffic traffic = fixedTraffic(1.0, 1000, 300, 1500);
    const auto service = servingServiceRate(whole, traffic);
    REQUIRE(service);
    traffic.arrivals.requestsPerSecond = 0.6 * *service;
    const auto a = simulateLoad(chunked, traffic, {});
    const auto b = simulateLoad(whole, traffic, {});
    REQUIRE(a);
    REQUIRE(b);
    REQUIRE(a->summary);
    REQUIRE(b->summary);
    // Simulated (seed 1, 1,500 requests at 13.25/s): P99 TPOT 12.5 ms chunked against 14.4 ms whole, P99
    // inter-token latency 63 ms against 102 ms (a decode stalled behind a whole 8,192-token prefill pass).
    CHECK(a->summary->tpot.p99 == Approx(0.0125).epsilon(0.05));
    CHECK(b->summary->tpot.p99 == Approx(0.0144).epsilon(0.05));
    CHECK(a->summary->tpot.p99 < 0.9 * b->summary->tpot.p99);
    CHECK(a->summary->interToken.p99 < 0.7 * b->summary->interToken.p99);
}

TEST_CASE("Latency against load rises to a knee and ends unstable above the service rate", "[serving]")
{
    const ServingReplica r = fixtures::constantPassReplica(0.5, 1);
    const auto curve = servingLoadCurve(r, fixedTraffic(1.0, 10, 1, 2000), {});
    REQUIRE(curve);
    REQUIRE(curve->points.size() == 11);
    CHECK(curve->points.back().unstable);
    REQUIRE(curve->knee);
    const auto& lightest = *curve->points.front().summary;
    const auto& knee = *curve->points[*curve->knee].summary;
    CHECK(knee.ttft.p99 > 2.0 * lightest.ttft.p99);
    CHECK(curve->points[*curve->knee].requestsPerSecond < curve->serviceRate);
}

TEST_CASE("Replicas for a peak: the next whole number", "[serving]")
{
    CHECK(replicasForPeak(100.0, 30.0) == 4);
    CHECK(replicasForPeak(90.0, 30.0) == 3);
    CHECK(replicasForPeak(1.0, 0.0) == 0);
}

TEST_CASE("Bursty arrivals raise the tail at the same mean rate", "[serving]")
{
    // M/D/1-like server (0.5 s per request) at 1 request/s, utilisation 0.5: gamma gaps with a coefficient of
    // variation of 3 bunch the requests, so the P99 wait grows although the mean rate is the same.
    const ServingReplica r = fixtures::constantPassReplica(0.5, 1);
    ServingTraffic poisson = fixedTraffic(1.0, 10, 1, 4000);
    ServingTraffic bursty = poisson;
    bursty.arrivals.burstiness = 3.0;
    const auto a = simulateLoad(r, poisson, {});
    const auto b = simulateLoad(r, bursty, {});
    REQUIRE(a);
    REQUIRE(b);
    CHECK(b->summary->ttft.p99 > 2.0 * a->summary->ttft.p99);
    CHECK(b->summary->ttft.p50 >= 0.5); // never below the service time
}

TEST_CASE("A capacity probe that stops early or keeps no gaps reaches the same verdict as the whole run", "[serving]")
{
    // Llama-2-70B on 8 x H100, 1,000 prompt and 300 output tokens, 200 requests a run (20 of them warm-up) and a
    // P99 TTFT limit of 0.5 s. Of the 180 measured TTFTs, 0.99 x 179 = rank 177.21 lies between the 178th and the
    // 179th smallest, so 180 - 177 = 3 TTFTs over the limit put the P99 over it for certain.
    const ServingReplica replica = llama70bReplica(true);
    const double limit = 0.5;
    CHECK(servingWarmupRequests(200) == 20);
    CHECK(latenciesAboveLimitForP99Above(180) == 3);
    const auto service = servingServiceRate(replica, fixedTraffic(1.0, 1000, 300, 200));
    REQUIRE(service);
    int stopped = 0;
    for (double share : {0.3, 0.6, 0.9}) {
        const auto requests = generateServingRequests(fixedTraffic(share * *service, 1000, 300, 200));
        const auto whole = simulateServing(replica, requests);
        ServingRunOptions probe;
        probe.recordGaps = false;
        probe.recordTallies = false;
        probe.stopTtftAbove = limit;
        probe.stopFromRequest = 20;
        probe.stopCount = 3;
        const auto quick = simulateServing(replica, requests, probe);
        REQUIRE(whole);
        REQUIRE(quick);
        CHECK_FALSE(whole->stoppedEarly);
        CHECK(quick->gaps.empty());
        CHECK(quick->atArrival.empty());
        const double p99 = servingTails(*whole).ttftP99;
        if (quick->stoppedEarly) {
            ++stopped;
            CHECK(p99 > limit); // stopping early only ever means a miss
            CHECK(quick->passes < whole->passes);
        } else {
            // Run to the end: the same times as the whole run, so the same P99s.
            CHECK(quick->passes == whole->passes);
            CHECK(servingTails(*quick).ttftP99 == p99);
            CHECK(servingTails(*quick).tpotP99 == servingTails(*whole).tpotP99);
        }
    }
    CHECK(stopped >= 1); // at 90 % of the service rate the queue puts many first tokens past 0.5 s
}

TEST_CASE("The capacity search's P99s alone are the summary's P99s at the same rate", "[serving]")
{
    // The sizing asks for the tails only (taken from the probe that found the rate); the serve command for the
    // whole summary (simulated again). Both at MLPerf's Llama-2-70B Server limits, P99 TTFT 2 s and TPOT 200 ms.
    const ServingReplica replica = llama70bReplica(true);
    ServingTargets targets;
    targets.ttftP99 = Duration::seconds(2.0);
    targets.tpotP99 = Duration::seconds(0.2);
    const ServingTraffic traffic = fixedTraffic(1.0, 1000, 300, 200);
    const auto full = servingCapacity(replica, traffic, targets, kDefaultWarmupShare, 0.02, CapacityDetail::Summary);
    const auto tails = servingCapacity(replica, traffic, targets, kDefaultWarmupShare, 0.02, CapacityDetail::TailsOnly);
    REQUIRE(full);
    REQUIRE(tails);
    REQUIRE(full->requestsPerSecond);
    CHECK(tails->requestsPerSecond == full->requestsPerSecond);
    CHECK(tails->serviceRate == full->serviceRate);
    CHECK(tails->limitedBy == full->limitedBy);
    REQUIRE(full->atCapacity);
    CHECK_FALSE(tails->atCapacity);
    CHECK(tails->tailsAtCapacity.ttftP99 == full->atCapacity->ttft.p99);
    CHECK(tails->tailsAtCapacity.tpotP99 == full->atCapacity->tpot.p99);
    CHECK(full->tailsAtCapacity.ttftP99 == full->atCapacity->ttft.p99);
}

TEST_CASE("The steady completion rate leaves out the first and the last tenth of the finishes", "[serving]")
{
    // 20 requests finishing at 20, 19, ..., 1 s: sorted, the 10th percentile is the 3rd finish (3 s) and the 90th the
    // 18th (18 s); 15 completions in 15 s is 1 request/s. The first two, finished while the batch filled, and the
    // last two, drained alone, are not counted.
    std::vector<double> finishes;
    for (int i = 20; i >= 1; --i)
        finishes.push_back(i);
    CHECK(gputco::steadyCompletionRate(finishes) == Approx(1.0));
    // Below 20 requests the whole run: 2 requests by 4 s is 0.5 requests/s.
    CHECK(gputco::steadyCompletionRate({2.0, 4.0}) == Approx(0.5));
    CHECK(std::isinf(gputco::steadyCompletionRate({0.0})));
}
