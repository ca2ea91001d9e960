#include "serving/ServingSizingCache.h"

#include "ServingFixtures.h"

#include <catch2/catch.hpp>

using namespace gputco;

// The replicas of ServingSizingTest, worked by hand there: every pass 10 ms (or 20 ms), 4 sequences at a time,
// requests of 10 prompt and 10 output tokens, so 40 requests/s of service (20 at 20 ms) and a TPOT of one pass.
namespace {

ServingSlo serviceBound()
{
    ServingSlo s;
    s.requestsPerProbe = 100;
    s.tpotP99 = Duration::seconds(0.015); // 10 ms passes meet it at every load
    s.ttftP99 = Duration::seconds(60.0);
    s.peakRequestsPerSecond = 100.0;
    return s;
}

} // namespace

TEST_CASE("A remembered sizing is sizeServing's: another replica, target or length is sized anew", "[serving]")
{
    forgetServingSizings();
    const ServingReplica fast = fixtures::constantPassReplica(0.010, 4);
    const auto fresh = sizeServing(fast, serviceBound(), 10, 10);
    const auto first = cachedSizeServing(fast, serviceBound(), 10, 10);
    const auto again = cachedSizeServing(fast, serviceBound(), 10, 10);
    REQUIRE(fresh);
    REQUIRE(first);
    REQUIRE(again);
    REQUIRE(fresh->capacityRequestsPerSecond);
    CHECK(first->capacityRequestsPerSecond == fresh->capacityRequestsPerSecond);
    CHECK(again->capacityRequestsPerSecond == fresh->capacityRequestsPerSecond);
    CHECK(again->serviceRate == fresh->serviceRate);
    CHECK(again->replicas == fresh->replicas);
    CHECK(again->limitedBy == "service rate");

    // Passes twice as long: half the service rate (20 requests/s), so 100 requests/s need 6 replicas, not 3. The
    // TPOT target is loosened to 30 ms, as a 20 ms pass can never meet 15 ms (no capacity at all).
    const ServingReplica slowReplica = fixtures::constantPassReplica(0.020, 4);
    ServingSlo slowBound = serviceBound();
    slowBound.tpotP99 = Duration::seconds(0.030);
    const auto slow = cachedSizeServing(slowReplica, slowBound, 10, 10);
    const auto slowFresh = sizeServing(slowReplica, slowBound, 10, 10);
    REQUIRE(slow);
    REQUIRE(slowFresh);
    CHECK(slow->serviceRate == slowFresh->serviceRate);
    CHECK(slow->serviceRate == Approx(20.0).epsilon(0.02)); // 19.75 simulated, as below
    CHECK(slow->replicas == 6);
    CHECK(again->replicas == 3);

    // A TTFT target below one 10 ms pass: met at no rate, whatever was remembered for the looser target.
    ServingSlo tight = serviceBound();
    tight.ttftP99 = Duration::seconds(0.005);
    const auto none = cachedSizeServing(fast, tight, 10, 10);
    REQUIRE(none);
    CHECK_FALSE(none->capacityRequestsPerSecond);
    CHECK(none->limitedBy == "ttft");

    // Longer outputs: 20 passes a request, so 20 requests/s of service; the simulated saturated rate reads 19.75
    // over 100 requests (the first batch's ramp), within 2 %.
    const auto longer = cachedSizeServing(fast, serviceBound(), 10, 20);
    const auto longerFresh = sizeServing(fast, serviceBound(), 10, 20);
    REQUIRE(longer);
    REQUIRE(longerFresh);
    CHECK(longer->serviceRate == longerFresh->serviceRate);
    CHECK(longer->serviceRate == Approx(20.0).epsilon(0.02));

    // Forgotten: sized again, the same answer.
    forgetServingSizings();
    const auto after = cachedSizeServing(fast, serviceBound(), 10, 10);
    REQUIRE(after);
    CHECK(after->capacityRequestsPerSecond == fresh->capacityRequestsPerSecond);
}

TEST_CASE("A remembered latency curve is servingLoadCurve's: a new peak keeps it, a new target does not", "[serving]")
{
    // The replica above: 10 ms passes, 4 sequences at a time, 10 + 10 tokens, so about 40 requests/s of service
    // (the curve's loads are shares of it). 100 requests a load keep the test cheap.
    forgetServingSizings();
    const ServingReplica fast = fixtures::constantPassReplica(0.010, 4);
    const ServingSlo slo = serviceBound();
    const auto fresh = servingLoadCurve(fast, servingTrafficFor(slo, 10, 10, 1.0), {slo.ttftP99, slo.tpotP99});
    const auto first = cachedServingLoadCurve(fast, slo, 10, 10);
    REQUIRE(fresh);
    REQUIRE(first);
    REQUIRE(first->points.size() == fresh->points.size());
    CHECK(first->serviceRate == fresh->serviceRate);
    CHECK(first->serviceRate == Approx(40.0).epsilon(0.02));
    for (std::size_t i = 0; i < fresh->points.size(); ++i) {
        CHECK(first->points[i].unstable == fresh->points[i].unstable);
        if (fresh->points[i].summary)
            CHECK(first->points[i].summary->ttft.p99 == fresh->points[i].summary->ttft.p99);
    }
    // Every load of this replica meets the 15 ms TPOT target: goodput 1 at the lightest load.
    REQUIRE(first->points.front().summary);
    REQUIRE(first->points.front().summary->goodput);
    CHECK(*first->points.front().summary->goodput == 1.0);

    // A new peak (the throughput target moved) reads the remembered curve: the same points.
    ServingSlo morePeak = slo;
    morePeak.peakRequestsPerSecond = 250.0;
    const auto kept = cachedServingLoadCurve(fast, morePeak, 10, 10);
    REQUIRE(kept);
    CHECK(kept->serviceRate == first->serviceRate);

    // A TPOT target below one 10 ms pass: the curve is drawn again, and no request meets it (goodput 0).
    ServingSlo tight = slo;
    tight.tpotP99 = Duration::seconds(0.005);
    const auto redrawn = cachedServingLoadCurve(fast, tight, 10, 10);
    REQUIRE(redrawn);
    REQUIRE(redrawn->points.front().summary);
    REQUIRE(redrawn->points.front().summary->goodput);
    CHECK(*redrawn->points.front().summary->goodput == 0.0);
    forgetServingSizings();
}
