#include "rack/FeedLoss.h"

namespace gputco {

FeedLossCheck checkFeedLoss(const Server& server, Watts serverMax)
{
    FeedLossCheck out;
    if (server.psuCount <= 0)
        return out;
    out.known = true;
    out.psusOnOneFeed = server.psuCount / 2;
    if (server.psuRating) {
        out.capacityOnOneFeed = *server.psuRating * out.psusOnOneFeed;
        out.throttled = out.capacityOnOneFeed < serverMax;
    } else {
        const int needed = server.psuCount - server.psuRedundant;
        out.throttled = out.psusOnOneFeed < needed;
    }
    return out;
}

} // namespace gputco
