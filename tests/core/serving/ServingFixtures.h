#pragma once

#include "serving/ServingReplica.h"
#include "serving/ServingTraffic.h"

#include <vector>

// Replicas whose every pass takes the same time, for queueing cases worked by hand.
namespace gputco::fixtures {

inline ServingReplica constantPassReplica(double passSeconds, int maxRunning, std::int64_t kvBlocks = 1'000'000)
{
    ServingReplica r;
    r.costs.bandwidth =
        BytesPerSecond::gigabytesPerSecond(1.0); // nothing is read or computed: a pass is its overhead alone
    r.costs.prefillRate = FlopsPerSecond::of(1.0);
    r.costs.decodeRate = FlopsPerSecond::of(1.0);
    r.costs.overheadPerPass = Duration::seconds(passSeconds);
    r.scheduler.maxRunningSequences = maxRunning;
    r.scheduler.maxBatchedTokens = 1 << 20;
    r.kvBlocks = kvBlocks;
    return r;
}

inline std::vector<ServingRequest> evenlySpaced(int count, double gapSeconds, int input, int output)
{
    std::vector<ServingRequest> requests(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i)
        requests[static_cast<std::size_t>(i)] = {i * gapSeconds, input, output};
    return requests;
}

} // namespace gputco::fixtures
