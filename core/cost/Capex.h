#pragma once

#include "units/Money.h"
#include "util/Expected.h"

namespace gputco {

/// What buying a GPU fleet costs up front, in the scenario's one currency.
struct CapexInputs {
    int gpus = 8;
    int gpusPerServer = 8;
    Money pricePerGpu;
    Money serverPriceWithoutGpus; ///< chassis, CPUs, memory, storage, NICs
    Money networkPerServer;       ///< switch ports, optics, cables: the per-node share of the fabric
    Money installation;           ///< one-off: racking, cabling, commissioning
};

/// Up-front spending by item.
struct Capex {
    int servers = 0;
    Money gpus;
    Money serverChassis; ///< servers without their GPUs
    Money network;
    Money installation;

    Money total() const { return gpus + serverChassis + network + installation; }
};

/// Servers = ceil(GPUs / GPUs per server); each item = count x price. Errors name the input.
Expected<Capex> computeCapex(const CapexInputs& inputs);

/// Straight-line depreciation per month: (capex - residual value) / life in months
/// (datacenter.md sec. 7.1; residual after 3 years often assumed at 25-35% [S, weak]).
Money monthlyDepreciation(Money capex, int lifeMonths, Money residualValue);

} // namespace gputco
