#pragma once

#include "util/Expected.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gputco {

/// How requests arrive: a Poisson process (exponential gaps), or bursty gaps drawn from a gamma distribution
/// whose coefficient of variation (standard deviation / mean) is above 1.
struct ArrivalPattern {
    double requestsPerSecond = 1.0;
    double burstiness = 1.0; ///< coefficient of variation of the gaps: 1 is Poisson, above 1 bursty, below smoother
};

/// A length in tokens: fixed (spread 0) or log-normal with this mean and coefficient of variation, rounded,
/// at least 1 and capped.
struct LengthSpread {
    double mean = 1.0;
    double spread = 0.0; ///< coefficient of variation, 0 to kMaxLengthSpread
};

/// The traffic one replica sees.
struct ServingTraffic {
    ArrivalPattern arrivals;
    LengthSpread input;
    LengthSpread output;
    int contextLimit = 4096; ///< prompt + output tokens of one request never exceed it (the cap of both draws)
    int requests = 2000;
    std::uint64_t seed = 1;
};

inline constexpr double kMinBurstiness = 0.1;
inline constexpr double kMaxBurstiness = 10.0;
inline constexpr double kMaxLengthSpread = 4.0;
inline constexpr int kMaxServingRequests = 1'000'000;
inline constexpr double kMaxSimulatedTokens = 5e8; ///< requests x (input + output): seconds of CPU, not minutes

/// One request of the simulation.
struct ServingRequest {
    double arrival = 0.0; ///< seconds from the start
    int inputTokens = 1;
    int outputTokens = 1;
};

/// Checks the traffic; the error names the field as the command line spells it ("rate", "burstiness", ...) and the
/// allowed range.
std::optional<Error> validateServingTraffic(const ServingTraffic& traffic);

/// The requests of `traffic`, in arrival order, the same for a seed on every platform: numbers from
/// DeterministicRandom, gaps by inversion (exponential) or Marsaglia and Tsang's method (gamma), normals by
/// Marsaglia's polar method. A prompt is capped at the context less one token, an output at what the prompt
/// leaves. `traffic` must be valid.
std::vector<ServingRequest> generateServingRequests(const ServingTraffic& traffic);

/// The same requests all arriving at time 0: the saturated ("offline") load that gives a deployment's service rate.
std::vector<ServingRequest> allAtOnce(std::vector<ServingRequest> requests);

} // namespace gputco
