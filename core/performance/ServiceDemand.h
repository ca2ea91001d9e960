#pragma once

#include <optional>

namespace gputco {

/// What a service is asked to serve, from a throughput target and, optionally, its users.
struct ServiceDemandInputs {
    double targetOutputTokensPerSecond = 0.0; ///< the throughput target, whole service; 0: none
    double requestsPerSecond = 0.0;           ///< a request-rate target; 0: none
    int outputTokensPerRequest = 512;
    int concurrentUsers = 0;               ///< users served at the same time; 0: sized by the targets alone
    double tokensPerSecondPerUser = 0.0;   ///< output tokens/s each user reads; 0: not given
    double requestsPerMinutePerUser = 0.0; ///< requests each user sends a minute; 0: not given
};

/// The rate a deployment is sized to, and where it comes from. The arrival rate is kept apart so the serving-under-load
/// model (queueing at a request rate) can take it as it is.
struct ServiceDemand {
    double outputTokensPerSecond = 0.0;      ///< the largest of the rates below: what the sizing serves
    std::optional<double> fromUsers;         ///< users x per-user rate, output tokens/s; nullopt: no users given
    std::optional<double> fromTarget;        ///< the throughput target (and requests x output), tokens/s
    std::optional<double> requestsPerSecond; ///< arrival rate where one is known (users' or the target's)
    /// The users' rate and the target disagree by more than 1 %: the larger sizes the deployment, and the views say so.
    bool usersDisagreeWithTarget = false;
};

/// Users x tokens per second per user (or x requests per minute / 60 x output tokens per request; the larger when
/// both are given) is the users' need; the deployment is sized to the larger of it and the throughput target (the
/// same "the larger counts" as requests per second against tokens per second). Inputs are assumed valid
/// (validated where they are read).
ServiceDemand serviceDemand(const ServiceDemandInputs& inputs);

} // namespace gputco
