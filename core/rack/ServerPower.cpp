#include "rack/ServerPower.h"

namespace gputco {

Expected<Watts> serverMaxPower(const Server& server, const Accelerator* card)
{
    if (server.systemMaxPower) {
        if (server.systemMaxPower->inWatts() <= 0)
            return Error{"system max power", "must be above 0 W for server '" + server.id + "'"};
        return *server.systemMaxPower;
    }
    if (server.gpusPerServer < 0)
        return Error{"gpus per server", "must not be negative for server '" + server.id + "'"};
    if (server.gpusPerServer == 0)
        return server.hostOverhead;
    if (!card || !card->tdp)
        return Error{"system max power",
                     "server '" + server.id + "' has no system maximum and its card's TDP is unknown"};
    return *card->tdp * server.gpusPerServer + server.hostOverhead;
}

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
