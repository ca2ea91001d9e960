#pragma once

#include "hardware/Accelerator.h"
#include "hardware/Server.h"
#include "power/CardPower.h"
#include "units/Power.h"
#include "util/Expected.h"

#include <optional>
#include <string>

namespace gputco {

/// PSU efficiency to pass when a host overhead is a DC component sum, [S] 0.94: 80 PLUS Titanium at 20% load
/// and Platinum at 50% load (datacenter.md sec. 4.2). Vendor system maxima and the catalogue's host overheads
/// (system maximum minus the GPUs, or the sec. 4.1 heuristics) are wall (AC) figures already: efficiency 1.
inline constexpr double kTypicalPsuEfficiency = 0.94;

/// System maximum over the GPUs' TDP sum for 8-GPU SXM/OAM boards, [derived] 1.8: DGX H100 10.2 kW over
/// 5.6 kW, DGX B200 14.3 kW over 8.0 kW (datacenter.md sec. 4.1).
inline constexpr double kSxmSystemOverGpuPower = 1.8;
/// PCIe servers, [R] 1.4 x the GPU sum plus a 1 kW base (datacenter.md sec. 4.1: 1.3-1.5 x plus 0.8-1.2 kW).
inline constexpr double kPcieSystemOverGpuPower = 1.4;
inline constexpr Watts kPcieServerBase = Watts::kilowatts(1.0);

/// Host (everything but the GPUs: CPUs, memory, NICs, switches, fans, PSU losses) draw as a share of its
/// maximum: 0.3 + 0.4 x card activity, [R] calibrated so a DGX H100 averages 80% of its 10.2 kW system maximum
/// in training (measured 76-82%: Newkirk et al. 2025, Latif et al. 2025) and about 22% idle (datacenter.md).
double hostLoadShare(double cardActivity);

/// One server's power envelope.
struct ServerPowerProfile {
    int gpusPerServer = 8;
    CardPowerProfile card;
    Watts systemMax;            ///< what breakers, contracts and cooling are sized to (wall power)
    Watts hostMax;              ///< systemMax minus the GPUs' TDP (wall), or the host's DC maximum (see psuEfficiency)
    double psuEfficiency = 1.0; ///< 1 when the figures are wall figures already
    std::string basis;          ///< which rule gave systemMax
};

/// The server's envelope: the vendor's system maximum when the server has one (and it covers the GPUs' TDP);
/// else (GPUs x TDP + host overhead) / PSU efficiency when the host overhead is known (efficiency 1, the default,
/// for wall figures); else GPUs x TDP alone for an edge module (its TDP covers its CPU: the catalogue's Jetson);
/// else GPUs x TDP x 1.8 for SXM/OAM cards or 1.4 x + 1 kW for PCIe cards. A power cap below the TDP takes the
/// cards' share of it off the maximum (the host stays). nullopt when the card's TDP is unknown (the load model needs
/// it).
std::optional<ServerPowerProfile> serverPowerProfile(const Accelerator& card, const std::optional<Server>& server,
                                                     double psuEfficiency = 1.0);

/// The most one server draws from the wall: what breakers, contracted kW and cooling must cover (the rack planner
/// and the facility checks size to it). The same rule as serverPowerProfile's systemMax, at PSU efficiency 1; a
/// server without GPUs is its host overhead; with the card's TDP unknown, the vendor's maximum if there is one.
/// Errors name "system max power" or "gpus per server".
Expected<Watts> serverMaxPower(const Server& server, const Accelerator* card);

/// Wall power of one full server with its cards at `activity` (0 idle .. 1 busy): (GPUs x cardPowerAtLoad + host max x
/// hostLoadShare(activity)) / PSU efficiency. The one load curve of a server (docs/MODEL.md, "Power under load").
Watts serverPowerAtLoad(const ServerPowerProfile& profile, double activity);

/// Average wall power of one full server: serverPowerAtLoad at the workload's card activity.
Watts serverAveragePower(const ServerPowerProfile& profile, PowerWorkload workload, double utilisation);

/// A cluster of GPUs in identical servers, inside a facility.
struct ClusterPower {
    int gpus = 0;
    int servers = 0;
    Watts itPeak;          ///< servers x host maximum + GPUs x card peak (TDP, at most the cap): size to this
    Watts itAverage;       ///< what the meter sees on average
    Watts facilityAverage; ///< IT average x PUE
    Watts facilityPeak;    ///< IT peak x PUE
};

/// Servers = ceil(GPUs / GPUs per server); a part-filled server draws its whole host and only its used cards.
ClusterPower clusterPower(const ServerPowerProfile& profile, int gpus, PowerWorkload workload, double utilisation,
                          double pue);

} // namespace gputco
