#pragma once

#include "hardware/Server.h"
#include "units/Power.h"

namespace gputco {

/// What happens to one server when one of its two feeds is lost. The server's maximum itself comes from the
/// power model (power/ServerPower.h, serverMaxPower): one rule for the rack, the facility and the energy bill.
struct FeedLossCheck {
    bool known = false;      ///< PSU count (and rating or redundancy) known
    bool throttled = false;  ///< the PSUs left on one feed cannot deliver the server's maximum
    int psusOnOneFeed = 0;   ///< PSUs split evenly over A and B: psuCount / 2
    Watts capacityOnOneFeed; ///< psusOnOneFeed x PSU rating (zero when the rating is unknown)
};

/// PSUs split evenly over A and B feeds; one feed keeps psuCount / 2 of them. With a rating the check is
/// capacity >= server maximum; without one it is PSUs left >= PSUs needed (count - redundant). DGX H100: 4+2
/// PSUs of 3.3 kW, one feed keeps 3 x 3.3 = 9.9 kW < 10.2 kW, so it runs throttled (NVIDIA DGX H100 user guide).
FeedLossCheck checkFeedLoss(const Server& server, Watts serverMax);

} // namespace gputco
