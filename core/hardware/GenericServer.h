#pragma once

#include "hardware/Accelerator.h"
#include "hardware/Server.h"

#include <optional>
#include <string_view>
#include <vector>

namespace gputco {

/// Host share of an 8-GPU SXM/OAM baseboard server, [S/W] 0.37: DGX H100 USD 329,580 / (8 x H100 SXM USD 30,000)
/// - 1 (prices.md section 2, "NVIDIA DGX H100", and section 1, "H100 SXM 80GB").
inline constexpr double kSxmBaseboardHostShare = 0.37;
/// Host share of a PCIe server, [W] 0.23: an 8 x H100 PCIe server at USD 270-320k, midpoint 295,000, over
/// 8 x H100 PCIe USD 30,000, minus 1 (prices.md section 2, GitHub guide "Machine Prices for AI Training").
inline constexpr double kPcieServerHostShare = 0.23;

/// The generic servers a card fits when the catalogue has none of its own: an 8-GPU SXM/OAM baseboard server for
/// SXM and OAM modules; an 8-card and a 4-card PCIe server for PCIe cards (the 8-card one first); none for other
/// form factors (superchips, edge modules, bare chips, cloud-only parts). Each has the host power of the
/// datacenter.md section 4.1 heuristics (0.8 x the GPUs' TDP for SXM/OAM; 0.4 x + 1 kW for PCIe) and the host
/// share above, no system price, and an id "generic-..." that a scenario may name.
std::vector<Server> genericServersFor(const Accelerator& card);

/// True for the ids genericServersFor gives ("generic-sxm-oam-8", "generic-pcie-8", "generic-pcie-4").
bool isGenericServerId(std::string_view id);

/// The host share a capex takes: a catalogue server's own (derived from its sourced system price) wins; the
/// scenario's, when set above 0, replaces a generic server's default; else the server's, else the scenario's.
double hostShareFor(const std::optional<Server>& server, double scenarioShare);

} // namespace gputco
