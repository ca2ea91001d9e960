#include "power/ServerPower.h"

#include <algorithm>
#include <cctype>

namespace gputco {
namespace {

bool isSxmLike(const Accelerator& card)
{
    std::string form;
    for (unsigned char c : card.formFactor)
        form += static_cast<char>(std::tolower(c));
    return form.find("sxm") != std::string::npos || form.find("oam") != std::string::npos
           || form.find("hgx") != std::string::npos;
}

} // namespace

double hostLoadShare(double cardActivity) { return 0.3 + 0.4 * std::clamp(cardActivity, 0.0, 1.0); }

std::optional<ServerPowerProfile> serverPowerProfile(const Accelerator& card, const std::optional<Server>& server,
                                                     double psuEfficiency)
{
    const std::optional<CardPowerProfile> cardProfile = cardPowerProfile(card);
    if (!cardProfile)
        return std::nullopt;
    ServerPowerProfile p;
    p.card = *cardProfile;
    p.gpusPerServer = server && server->gpusPerServer > 0 ? server->gpusPerServer : 8;
    const Watts gpuSum = p.card.tdp * static_cast<double>(p.gpusPerServer);

    if (server && server->systemMaxPower && *server->systemMaxPower > gpuSum) {
        p.systemMax = *server->systemMaxPower;
        p.hostMax = p.systemMax - gpuSum;
        p.basis = "vendor system maximum of " + server->name;
    } else if (server && server->hostOverhead.inWatts() > 0.0) {
        p.psuEfficiency = std::clamp(psuEfficiency, 0.5, 1.0);
        p.hostMax = server->hostOverhead;
        p.systemMax = (gpuSum + p.hostMax) / p.psuEfficiency;
        p.basis = "GPUs plus host overhead of " + server->name;
    } else if (card.segment == Segment::Edge) {
        p.systemMax = gpuSum;
        p.basis = "the modules' TDP (an edge module's figure covers its CPU)";
    } else if (isSxmLike(card)) {
        p.systemMax = gpuSum * kSxmSystemOverGpuPower;
        p.hostMax = p.systemMax - gpuSum;
        p.basis = "1.8 x the GPUs' TDP (8-GPU SXM/OAM servers: DGX H100, DGX B200)";
    } else {
        p.systemMax = gpuSum * kPcieSystemOverGpuPower + kPcieServerBase;
        p.hostMax = p.systemMax - gpuSum;
        p.basis = "1.4 x the GPUs' TDP + 1 kW (PCIe servers)";
    }
    // A cap lowers what each card can draw, so the server's maximum falls by the cards' share; the host is unchanged.
    const Watts cappedBy = (p.card.tdp - p.card.peak()) * static_cast<double>(p.gpusPerServer);
    if (cappedBy.inWatts() > 0.0) {
        p.systemMax = p.systemMax - cappedBy / p.psuEfficiency;
        p.basis += ", cards capped at " + std::to_string(static_cast<long long>(p.card.peak().inWatts() + 0.5)) + " W";
    }
    return p;
}

Expected<Watts> serverMaxPower(const Server& server, const Accelerator* card)
{
    if (server.systemMaxPower && !(server.systemMaxPower->inWatts() > 0))
        return Error{"system max power", "must be above 0 W for server '" + server.id + "'"};
    if (server.gpusPerServer < 0)
        return Error{"gpus per server", "must not be negative for server '" + server.id + "'"};
    if (server.gpusPerServer == 0)
        return server.systemMaxPower.value_or(server.hostOverhead);
    if (card && card->tdp)
        if (const auto profile = serverPowerProfile(*card, server))
            return profile->systemMax;
    if (server.systemMaxPower)
        return *server.systemMaxPower;
    return Error{"system max power", "server '" + server.id + "' has no system maximum and its card's TDP is unknown"};
}

Watts serverPowerAtLoad(const ServerPowerProfile& p, double activity)
{
    const Watts cards = cardPowerAtLoad(p.card, activity) * static_cast<double>(p.gpusPerServer);
    const Watts host = p.hostMax * hostLoadShare(activity);
    return (cards + host) / p.psuEfficiency;
}

Watts serverAveragePower(const ServerPowerProfile& p, PowerWorkload workload, double utilisation)
{
    return serverPowerAtLoad(p, cardActivity(workload, utilisation));
}

ClusterPower clusterPower(const ServerPowerProfile& p, int gpus, PowerWorkload workload, double utilisation, double pue)
{
    ClusterPower c;
    c.gpus = std::max(0, gpus);
    c.servers = (c.gpus + p.gpusPerServer - 1) / p.gpusPerServer;
    const double servers = c.servers;
    c.itPeak = (p.hostMax * servers + p.card.peak() * static_cast<double>(c.gpus)) / p.psuEfficiency;
    const Watts cards = cardAveragePower(p.card, workload, utilisation) * static_cast<double>(c.gpus);
    const Watts hosts = p.hostMax * (servers * hostLoadShare(cardActivity(workload, utilisation)));
    c.itAverage = (cards + hosts) / p.psuEfficiency;
    c.facilityAverage = c.itAverage * pue;
    c.facilityPeak = c.itPeak * pue;
    return c;
}

} // namespace gputco
