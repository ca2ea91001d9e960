#pragma once

#include "hardware/Accelerator.h"
#include "hardware/Server.h"
#include "units/Power.h"
#include "util/Expected.h"

namespace gputco {

/// The most one server draws from the wall: what breakers, contracted kW and cooling must cover.
/// The vendor's system maximum when published (DGX H100: 10.2 kW), else GPUs x card TDP + host overhead.
/// Kept deliberately small: core/power (issue 3) owns the full power model (load factors, PSU efficiency);
/// when it lands, this function and its server-maximum counterpart there should become one.
Expected<Watts> serverMaxPower(const Server& server, const Accelerator* card);

/// What happens to one server when one of its two feeds is lost.
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
