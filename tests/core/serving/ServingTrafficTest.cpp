#include "serving/ServingTraffic.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gputco;

namespace {

ServingTraffic traffic(double rate, double burstiness)
{
    ServingTraffic t;
    t.arrivals = {rate, burstiness};
    t.input = {300, 0};
    t.output = {200, 0};
    t.requests = 20'000;
    return t;
}

struct GapMoments {
    double mean = 0.0;
    double cv = 0.0;
};

GapMoments gapMoments(const std::vector<ServingRequest>& requests)
{
    double previous = 0.0;
    double sum = 0.0;
    double squares = 0.0;
    for (const ServingRequest& r : requests) {
        const double gap = r.arrival - previous;
        previous = r.arrival;
        sum += gap;
        squares += gap * gap;
    }
    const double n = static_cast<double>(requests.size());
    const double mean = sum / n;
    return {mean, std::sqrt(squares / n - mean * mean) / mean};
}

} // namespace

TEST_CASE("Poisson arrivals: exponential gaps of mean 1/rate, coefficient of variation 1", "[serving]")
{
    const GapMoments m = gapMoments(generateServingRequests(traffic(4.0, 1.0)));
    CHECK(m.mean == Approx(0.25).epsilon(0.02)); // 20,000 gaps: standard error 0.7 %
    CHECK(m.cv == Approx(1.0).epsilon(0.03));
}

TEST_CASE("Bursty arrivals: gamma gaps with the coefficient of variation asked for", "[serving]")
{
    const GapMoments bursty = gapMoments(generateServingRequests(traffic(4.0, 2.0)));
    CHECK(bursty.mean == Approx(0.25).epsilon(0.04));
    CHECK(bursty.cv == Approx(2.0).epsilon(0.06));
    const GapMoments smooth = gapMoments(generateServingRequests(traffic(4.0, 0.5)));
    CHECK(smooth.cv == Approx(0.5).epsilon(0.03));
}

TEST_CASE("Log-normal lengths keep their mean and are capped by the context", "[serving]")
{
    ServingTraffic t = traffic(1.0, 1.0);
    t.input = {300, 0.8};
    t.output = {200, 1.0};
    t.contextLimit = 4096;
    double input = 0.0;
    int longest = 0;
    for (const ServingRequest& r : generateServingRequests(t)) {
        input += r.inputTokens;
        longest = std::max(longest, r.inputTokens + r.outputTokens);
        CHECK(r.inputTokens >= 1);
        CHECK(r.outputTokens >= 1);
    }
    CHECK(input / t.requests == Approx(300).epsilon(0.03));
    CHECK(longest <= 4096);
}

TEST_CASE("The same seed gives the same requests: another seed others", "[serving]")
{
    ServingTraffic t = traffic(2.0, 1.5);
    t.input.spread = 0.5;
    t.requests = 50;
    const auto a = generateServingRequests(t);
    const auto b = generateServingRequests(t);
    t.seed = 2;
    const auto c = generateServingRequests(t);
    bool same = true;
    bool differs = false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        same = same && a[i].arrival == b[i].arrival && a[i].inputTokens == b[i].inputTokens;
        differs = differs || a[i].arrival != c[i].arrival;
    }
    CHECK(same);
    CHECK(differs);
}

TEST_CASE("Bad traffic is refused, naming the option and its range", "[serving]")
{
    ServingTraffic t = traffic(0.0, 1.0);
    CHECK(validateServingTraffic(t)->field == "rate");
    t = traffic(1.0, 20.0);
    const auto burst = validateServingTraffic(t);
    REQUIRE(burst);
    CHECK(burst->field == "burstiness");
    CHECK(burst->message.find("0.1") != std::string::npos);
    t = traffic(1.0, 1.0);
    t.contextLimit = 256;
    CHECK(validateServingTraffic(t)->field == "input-tokens");
    t = traffic(1.0, 1.0);
    t.output.spread = -1.0;
    CHECK(validateServingTraffic(t)->field == "output-spread");
    t = traffic(1.0, 1.0);
    t.contextLimit = 100'000;
    t.input.mean = 90'000;
    t.requests = 10'000; // 9.2e8 tokens: more than one simulation takes
    CHECK(validateServingTraffic(t)->field == "requests");
    CHECK_FALSE(validateServingTraffic(traffic(1.0, 1.0)));
}
