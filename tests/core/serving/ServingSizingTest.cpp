#include "serving/ServingSizing.h"

#include "ServingFixtures.h"

#include <catch2/catch.hpp>

using namespace gputco;

// A replica whose every pass takes 10 ms whatever it holds, 4 sequences at a time, requests of 10 prompt and 10
// output tokens. Worked by hand: a request takes 10 passes (the first computes its prompt and first token, nine
// more decode), so each of the 4 slots completes one every 100 ms: the service rate is 4 / 0.1 s = 40 requests/s,
// and every request's TPOT is one pass, (9 x 10 ms) / 9 = 10 ms, at any load.
namespace {

ServingReplica tenMillisecondPasses() { return fixtures::constantPassReplica(0.010, 4); }

ServingSlo slo()
{
    ServingSlo s;
    s.requestsPerProbe = 300;
    return s;
}

} // namespace

TEST_CASE("Sizing: a TTFT target shorter than one pass is met at no rate", "[serving]")
{
    ServingSlo s = slo();
    s.ttftP99 = Duration::seconds(0.005); // a lone request's first token needs one 10 ms pass
    s.peakRequestsPerSecond = 10.0;
    const auto sized = sizeServing(tenMillisecondPasses(), s, 10, 10);
    REQUIRE(sized);
    CHECK_FALSE(sized->capacityRequestsPerSecond);
    CHECK(sized->limitedBy == "ttft");
    CHECK(sized->replicas == 0);
}

TEST_CASE("Sizing: targets the queue never breaks are limited by the service rate", "[serving]")
{
    ServingSlo s = slo();
    s.tpotP99 = Duration::seconds(0.015); // TPOT is 10 ms at every load
    s.ttftP99 = Duration::seconds(60.0);  // 300 requests near saturation queue for well under a second
    s.peakRequestsPerSecond = 100.0;
    const auto sized = sizeServing(tenMillisecondPasses(), s, 10, 10);
    REQUIRE(sized);
    CHECK(sized->serviceRate == Approx(40.0).epsilon(0.01));
    REQUIRE(sized->capacityRequestsPerSecond);
    CHECK(sized->limitedBy == "service rate");
    // The search's highest probe: 99.9 % of the service rate, 39.96 requests/s; 100 / 39.96 -> 3 replicas, each
    // taking 33.3 requests/s at the peak.
    CHECK(*sized->capacityRequestsPerSecond == Approx(0.999 * sized->serviceRate));
    CHECK(sized->replicas == 3);
    CHECK(sized->ratePerReplicaAtPeak == Approx(100.0 / 3.0));
    CHECK(sized->capacityOutputTokensPerSecond == Approx(*sized->capacityRequestsPerSecond * 10.0));
    REQUIRE(sized->tpotP99AtPeak);
    CHECK(*sized->tpotP99AtPeak == Approx(0.010));
    REQUIRE(sized->ttftP99AtPeak);
    CHECK(*sized->ttftP99AtPeak >= 0.010); // at least the one pass
    CHECK(sized->simulatedRequests == 300);
}

TEST_CASE("Sizing refuses bad targets and traffic, naming the key and the range", "[serving]")
{
    ServingSlo s = slo();
    CHECK(validateServingSlo(s)->field == "ttft_p99_ms"); // no target at all
    s.tpotP99 = Duration::seconds(0.0);
    CHECK(validateServingSlo(s)->field == "tpot_p99_ms");
    s.tpotP99 = Duration::seconds(0.05);
    s.burstiness = 11.0;
    const auto error = validateServingSlo(s);
    REQUIRE(error);
    CHECK(error->field == "burstiness");
    CHECK(error->message == "must be from 0.1 to 10");
    s.burstiness = 1.0;
    s.peakRequestsPerSecond = -1.0;
    CHECK(validateServingSlo(s)->field == "peak_requests_per_second");
    s.peakRequestsPerSecond = 1.0;
    s.outputSpread = 5.0;
    CHECK(validateServingSlo(s)->field == "output_tokens_spread");
}
