#include "performance/ServiceDemand.h"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Users give the throughput need: the larger of it and the target sizes, and a disagreement is flagged",
          "[performance][demand]")
{
    ServiceDemandInputs in;
    in.targetOutputTokensPerSecond = 2000.0;
    in.outputTokensPerRequest = 512;

    // No users: the target alone, and its arrival rate 2,000 / 512 = 3.906 requests/s.
    ServiceDemand d = serviceDemand(in);
    CHECK(d.outputTokensPerSecond == 2000.0);
    CHECK_FALSE(d.fromUsers);
    CHECK_FALSE(d.usersDisagreeWithTarget);
    REQUIRE(d.requestsPerSecond);
    CHECK(*d.requestsPerSecond == Approx(2000.0 / 512.0));

    // The "500 users at 20 tokens/s each": 500 x 20 = 10,000 tokens/s, five times the target.
    in.concurrentUsers = 500;
    in.tokensPerSecondPerUser = 20.0;
    d = serviceDemand(in);
    REQUIRE(d.fromUsers);
    CHECK(*d.fromUsers == 10000.0);
    CHECK(d.outputTokensPerSecond == 10000.0);
    CHECK(d.usersDisagreeWithTarget);

    // 2 users x 20 = 40 tokens/s: the target (2,000) is larger and sizes; still a contradiction to show.
    in.concurrentUsers = 2;
    d = serviceDemand(in);
    CHECK(*d.fromUsers == 40.0);
    CHECK(d.outputTokensPerSecond == 2000.0);
    CHECK(d.usersDisagreeWithTarget);

    // 100 users at 6 requests a minute of 512 tokens: 100 x 6 / 60 = 10 requests/s, x 512 = 5,120 tokens/s, the
    // larger of that and 100 x 20 = 2,000 tokens/s; the arrival rate is the users' 10 requests/s.
    in.concurrentUsers = 100;
    in.requestsPerMinutePerUser = 6.0;
    d = serviceDemand(in);
    CHECK(*d.fromUsers == Approx(5120.0));
    CHECK(d.outputTokensPerSecond == Approx(5120.0));
    REQUIRE(d.requestsPerSecond);
    CHECK(*d.requestsPerSecond == Approx(10.0));

    // 100 users x 20 tokens/s = 2,000 = the target: they agree (within 1 %).
    in.requestsPerMinutePerUser = 0.0;
    d = serviceDemand(in);
    CHECK(d.outputTokensPerSecond == 2000.0);
    CHECK_FALSE(d.usersDisagreeWithTarget);
}
