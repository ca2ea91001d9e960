#include "performance/ServiceDemand.h"

#include <algorithm>
#include <cmath>

namespace gputco {

ServiceDemand serviceDemand(const ServiceDemandInputs& in)
{
    ServiceDemand out;
    double target = in.targetOutputTokensPerSecond;
    std::optional<double> targetRequests;
    if (in.requestsPerSecond > 0.0) {
        target = std::max(target, in.requestsPerSecond * in.outputTokensPerRequest);
        targetRequests = in.requestsPerSecond;
    }
    if (target > 0.0)
        out.fromTarget = target;

    std::optional<double> userRequests;
    if (in.concurrentUsers > 0) {
        double users = 0.0;
        if (in.tokensPerSecondPerUser > 0.0)
            users = in.concurrentUsers * in.tokensPerSecondPerUser;
        if (in.requestsPerMinutePerUser > 0.0) {
            userRequests = in.concurrentUsers * in.requestsPerMinutePerUser / 60.0;
            users = std::max(users, *userRequests * in.outputTokensPerRequest);
        }
        if (users > 0.0)
            out.fromUsers = users;
    }
    out.outputTokensPerSecond = std::max(out.fromTarget.value_or(0.0), out.fromUsers.value_or(0.0));
    out.requestsPerSecond = userRequests ? userRequests : targetRequests;
    if (!out.requestsPerSecond && out.outputTokensPerSecond > 0.0 && in.outputTokensPerRequest > 0)
        out.requestsPerSecond = out.outputTokensPerSecond / in.outputTokensPerRequest;
    if (out.fromUsers && out.fromTarget)
        out.usersDisagreeWithTarget =
            std::abs(*out.fromUsers - *out.fromTarget) > 0.01 * std::max(*out.fromUsers, *out.fromTarget);
    return out;
}

} // namespace gputco
