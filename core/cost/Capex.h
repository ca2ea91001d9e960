#pragma once

#include "units/Money.h"
#include "util/Expected.h"

#include <optional>

namespace gputco {

/// The largest host share a server takes: 3 (the host at three times its GPUs' price).
inline constexpr double kMaxHostShare = 3.0;

/// What buying a GPU fleet costs up front, in the scenario's one currency.
struct CapexInputs {
    int gpus = 8;
    int gpusPerServer = 8;
    Money pricePerGpu;
    /// Chassis, CPUs, memory, NICs and storage as a share of a full server's GPUs' price: servers x GPUs per server
    /// x price x share (a part-filled server still has its whole host).
    double hostShareOfGpuPrice = 0.0;
    Money serverPriceWithoutGpus; ///< chassis, CPUs, memory, storage, NICs, per server
    /// A whole server with its GPUs at a published system price (DGX, HGX); when set, the GPUs and the host
    /// are in it (leave pricePerGpu, hostShareOfGpuPrice and serverPriceWithoutGpus at zero).
    std::optional<Money> systemPricePerServer;
    Money networkPerServer; ///< switch ports, optics, cables: the per-node share of the fabric
    Money installation;     ///< one-off: racking, cabling, commissioning
};

/// Up-front spending by item.
struct Capex {
    int servers = 0;
    Money gpus;
    Money serverChassis; ///< servers without their GPUs (per-server price plus the host share)
    Money systems;       ///< whole servers bought at a system price
    Money network;
    Money installation;

    Money total() const { return gpus + serverChassis + systems + network + installation; }
};

/// Servers = ceil(GPUs / GPUs per server); each item = count x price; the host = servers x GPUs per server x price x
/// share;
/// systems = servers x system price. Errors name the input.
Expected<Capex> computeCapex(const CapexInputs& inputs);

/// Straight-line depreciation per month: (capex - residual value) / life in months
/// (datacenter.md sec. 7.1; residual after 3 years often assumed at 25-35% [S, weak]).
Money monthlyDepreciation(Money capex, int lifeMonths, Money residualValue);

} // namespace gputco
