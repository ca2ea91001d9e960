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

    // Passes twice as long: half the service rate (20 requests/s), so 100 requests/s need 6 replicas, not 3.
    const auto slow = cachedSizeServing(fixtures::constantPassReplica(0.020, 4), serviceBound(), 10, 10);
    REQUIRE(slow);
    CHECK(slow->serviceRate == Approx(20.0).epsilon(0.01));
    CHECK(slow->replicas == 6);
    CHECK(again->replicas == 3);

    // A TTFT target below one 10 ms pass: met at no rate, whatever was remembered for the looser target.
    ServingSlo tight = serviceBound();
    tight.ttftP99 = Duration::seconds(0.005);
    const auto none = cachedSizeServing(fast, tight, 10, 10);
    REQUIRE(none);
    CHECK_FALSE(none->capacityRequestsPerSecond);
    CHECK(none->limitedBy == "ttft");

    // Longer outputs: 20 passes a request, so 20 requests/s of service.
    const auto longer = cachedSizeServing(fast, serviceBound(), 10, 20);
    REQUIRE(longer);
    CHECK(longer->serviceRate == Approx(20.0).epsilon(0.01));

    // Forgotten: sized again, the same answer.
    forgetServingSizings();
    const auto after = cachedSizeServing(fast, serviceBound(), 10, 10);
    REQUIRE(after);
    CHECK(after->capacityRequestsPerSecond == fresh->capacityRequestsPerSecond);
}
