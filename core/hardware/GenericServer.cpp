#include "hardware/GenericServer.h"

#include <cctype>
#include <string>

namespace gputco {
namespace {

std::string lower(std::string_view text)
{
    std::string out;
    for (unsigned char c : text)
        out += static_cast<char>(std::tolower(c));
    return out;
}

bool contains(const std::string& text, std::string_view part) { return text.find(part) != std::string::npos; }

Server generic(const Accelerator& card, std::string id, std::string name, int gpus, int units)
{
    Server s;
    s.id = std::move(id);
    s.name = std::move(name);
    s.cardId = card.id;
    s.gpusPerServer = gpus;
    s.rackUnits = units;
    s.builtIn = true;
    s.source = "Generic server by form factor: host power from datacenter.md section 4.1, host share from "
               "prices.md section 2";
    return s;
}

} // namespace

std::vector<Server> genericServersFor(const Accelerator& card)
{
    std::vector<Server> out;
    if (card.segment == Segment::Edge)
        return out;
    const std::string form = lower(card.formFactor);
    const Watts tdp = card.tdp.value_or(Watts::of(0));
    const bool liquid = contains(form, "liquid");
    if (contains(form, "sxm") || contains(form, "oam") || contains(form, "hgx")) {
        // 8-GPU boards: system maximum 1.8 x the GPUs' TDP (DGX H100 10.2 / 5.6 kW), so the host is 0.8 x; 8U as
        // the DGX H100 and the Supermicro SYS-821GE (datacenter.md sections 3.4 and 4.1).
        Server s = generic(card, "generic-sxm-oam-8", "Generic 8-GPU SXM/OAM baseboard server", 8, 8);
        s.hostOverhead = tdp * (0.8 * 8);
        s.hostShare = kSxmBaseboardHostShare;
        s.cooling = liquid ? CoolingKind::Liquid : CoolingKind::Air;
        out.push_back(std::move(s));
        return out;
    }
    if (contains(form, "pcie") && !contains(form, "superchip")) {
        // PCIe: system maximum 1.3-1.5 x the cards plus 0.8-1.2 kW, midpoints 1.4 x and 1 kW (datacenter.md 4.1,
        // [R]); 4U holds 8 double-width cards, 2U holds 4 (cards_cn.md: "OEM 8-card 4U PCIe servers").
        Server eight = generic(card, "generic-pcie-8", "Generic 8-card PCIe server", 8, 4);
        eight.hostOverhead = tdp * (0.4 * 8) + Watts::kilowatts(1.0);
        eight.hostShare = kPcieServerHostShare;
        Server four = generic(card, "generic-pcie-4", "Generic 4-card PCIe server", 4, 2);
        four.hostOverhead = tdp * (0.4 * 4) + Watts::kilowatts(1.0);
        four.hostShare = kPcieServerHostShare;
        out.push_back(std::move(eight));
        out.push_back(std::move(four));
    }
    return out;
}

double hostShareFor(const std::optional<Server>& server, double scenarioShare)
{
    if (server && server->hostShare && !(isGenericServerId(server->id) && scenarioShare > 0.0))
        return *server->hostShare;
    return scenarioShare;
}

bool isGenericServerId(std::string_view id)
{
    return id == "generic-sxm-oam-8" || id == "generic-pcie-8" || id == "generic-pcie-4";
}

} // namespace gputco
