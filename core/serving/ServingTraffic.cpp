#include "serving/ServingTraffic.h"

#include "uncertainty/DeterministicRandom.h"
#include "util/VectorRegisterState.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace gputco {
namespace {

// Seeds of the three streams, so changing the length spread leaves the arrival times as they were.
constexpr std::uint64_t kArrivalStream = 0x61727269766c73ULL;
constexpr std::uint64_t kInputStream = 0x696e707574ULL;
constexpr std::uint64_t kOutputStream = 0x6f7574707574ULL;

double exponential(DeterministicRandom& random) { return -std::log1p(-random.nextUnit()); }

// Standard normal by Marsaglia's polar method (log and sqrt only).
double normal(DeterministicRandom& random)
{
    for (;;) {
        const double u = 2.0 * random.nextUnit() - 1.0;
        const double v = 2.0 * random.nextUnit() - 1.0;
        const double s = u * u + v * v;
        if (s > 0.0 && s < 1.0)
            return u * std::sqrt(-2.0 * std::log(s) / s);
    }
}

// Gamma of shape k and scale 1: Marsaglia and Tsang 2000 for k >= 1; for k < 1, Gamma(k + 1) x U^(1/k).
double gamma(DeterministicRandom& random, double k)
{
    if (k < 1.0) {
        const double u = 1.0 - random.nextUnit();
        return gamma(random, k + 1.0) * std::pow(u, 1.0 / k);
    }
    const double d = k - 1.0 / 3.0;
    const double c = 1.0 / std::sqrt(9.0 * d);
    for (;;) {
        double x = 0.0;
        double v = 0.0;
        do {
            x = normal(random);
            v = 1.0 + c * x;
        } while (v <= 0.0);
        v = v * v * v;
        const double u = 1.0 - random.nextUnit();
        if (std::log(u) < 0.5 * x * x + d - d * v + d * std::log(v))
            return d * v;
    }
}

// Lengths of mean m and coefficient of variation s: log-normal with sigma^2 = ln(1 + s^2), mu = ln m - sigma^2/2
// (worked out once per traffic, not per draw).
class LengthDraw {
public:
    explicit LengthDraw(const LengthSpread& spread)
        : mean_(spread.mean)
        , spread_(spread.spread > 0.0)
    {
        if (spread_) {
            const double sigma2 = std::log1p(spread.spread * spread.spread);
            mu_ = std::log(spread.mean) - sigma2 / 2.0;
            sigma_ = std::sqrt(sigma2);
        }
    }

    int operator()(DeterministicRandom& random, int cap) const
    {
        const double value = spread_ ? std::exp(mu_ + sigma_ * normal(random)) : mean_;
        return std::clamp(static_cast<int>(std::lround(value)), 1, std::max(1, cap));
    }

private:
    double mean_ = 1.0;
    bool spread_ = false;
    double mu_ = 0.0;
    double sigma_ = 0.0;
};

std::string number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

std::optional<Error> outOfRange(const char* field, double value, double min, double max, const std::string& why = {})
{
    if (value >= min && value <= max)
        return std::nullopt;
    return Error{field, number(value) + " is out of range; expected " + number(min) + " to " + number(max) + why};
}

std::optional<Error> lengthError(const char* meanField, const char* spreadField, const LengthSpread& l, int context)
{
    if (auto e = outOfRange(meanField, l.mean, 1.0, context - 1.0,
                            " (the context is " + std::to_string(context) + " tokens)"))
        return e;
    return outOfRange(spreadField, l.spread, 0.0, kMaxLengthSpread);
}

} // namespace

std::optional<Error> validateServingTraffic(const ServingTraffic& t)
{
    if (!(t.arrivals.requestsPerSecond > 0.0) || !std::isfinite(t.arrivals.requestsPerSecond))
        return Error{"rate", "must be above 0 requests per second"};
    if (auto e = outOfRange("burstiness", t.arrivals.burstiness, kMinBurstiness, kMaxBurstiness))
        return e;
    if (auto e = outOfRange("context", t.contextLimit, 2, 16.0 * 1024 * 1024))
        return e;
    if (auto e = lengthError("input-tokens", "input-spread", t.input, t.contextLimit))
        return e;
    if (auto e = lengthError("output-tokens", "output-spread", t.output, t.contextLimit))
        return e;
    if (t.input.mean + t.output.mean > t.contextLimit)
        return Error{"output-tokens", "input + output tokens ("
                                          + std::to_string(std::llround(t.input.mean + t.output.mean))
                                          + ") exceed the context of " + std::to_string(t.contextLimit) + " tokens"};
    if (auto e = outOfRange("requests", t.requests, 1, kMaxServingRequests))
        return e;
    // A pass emits at least one token when decodes run, so the tokens bound the work; beyond this a run takes minutes.
    const double tokens = t.requests * (t.input.mean + t.output.mean);
    if (tokens > kMaxSimulatedTokens)
        return Error{"requests", std::to_string(t.requests) + " requests of "
                                     + std::to_string(std::llround(t.input.mean + t.output.mean))
                                     + " tokens are more than the " + number(kMaxSimulatedTokens)
                                     + " tokens one simulation takes; ask for fewer requests"};
    return std::nullopt;
}

std::vector<ServingRequest> generateServingRequests(const ServingTraffic& t)
{
    clearUpperVectorState(); // the draws' exp and log at full speed on whichever thread runs them
    DeterministicRandom arrivals(t.seed ^ kArrivalStream);
    DeterministicRandom inputs(t.seed ^ kInputStream);
    DeterministicRandom outputs(t.seed ^ kOutputStream);
    const double meanGap = 1.0 / t.arrivals.requestsPerSecond;
    const bool poisson = t.arrivals.burstiness == 1.0;
    const double shape = 1.0 / (t.arrivals.burstiness * t.arrivals.burstiness); // gamma CV = 1 / sqrt(shape)

    std::vector<ServingRequest> requests(static_cast<std::size_t>(t.requests));
    const LengthDraw inputLength(t.input);
    const LengthDraw outputLength(t.output);
    double clock = 0.0;
    for (ServingRequest& r : requests) {
        clock += meanGap * (poisson ? exponential(arrivals) : gamma(arrivals, shape) / shape);
        r.arrival = clock;
        r.inputTokens = inputLength(inputs, t.contextLimit - 1);
        r.outputTokens = outputLength(outputs, t.contextLimit - r.inputTokens);
    }
    return requests;
}

std::vector<ServingRequest> allAtOnce(std::vector<ServingRequest> requests)
{
    for (ServingRequest& r : requests)
        r.arrival = 0.0;
    return requests;
}

} // namespace gputco
