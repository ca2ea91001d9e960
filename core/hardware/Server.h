#pragma once

#include "hardware/Accelerator.h"
#include "units/Power.h"

#include <optional>
#include <string>

namespace gputco {

enum class CoolingKind { Air, Liquid };

/// One server model (a DGX, an HGX OEM box, a PCIe inference server, an edge box).
struct Server {
    std::string id; ///< stable lower-case slug, e.g. "dgx-h100"
    std::string name;
    std::string cardId; ///< Accelerator::id of the cards it holds
    int gpusPerServer = 8;
    std::optional<Watts> systemMaxPower; ///< vendor's system maximum (DGX H100: 10.2 kW) when published
    Watts hostOverhead = Watts::of(0);   ///< CPUs, memory, NICs, fans: used when no system maximum is known
    int rackUnits = 1;
    int psuCount = 0;
    std::optional<Watts> psuRating; ///< per PSU
    int psuRedundant = 0;           ///< PSUs that may fail (4+2 -> psuCount 6, psuRedundant 2)
    CoolingKind cooling = CoolingKind::Air;
    std::optional<PriceQuote> price; ///< the whole system with its GPUs, when a system price is published
    /// Chassis, CPUs, memory, NICs and storage as a fraction of the GPUs' price, for capex when no system price
    /// is known: capex = GPUs x card price x (1 + hostShare). nullopt: the scenario's default share.
    std::optional<double> hostShare;
    /// The network towards other servers per GPU in Gb/s, as NICs are sold (DGX H100: 400, one 400G port per
    /// GPU); nullopt: not known (the models then assume kDefaultScaleOutGbpsPerGpu and say so).
    std::optional<double> networkGbpsPerGpu;
    std::string networkSource; ///< where networkGbpsPerGpu comes from
    std::string source;
    std::string sourceDate; ///< ISO date the source was read
    std::string notes;
    bool builtIn = true;
};

std::string_view coolingKindName(CoolingKind kind);
std::optional<CoolingKind> parseCoolingKind(std::string_view text);

} // namespace gputco
