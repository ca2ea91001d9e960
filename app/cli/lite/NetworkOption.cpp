#include "cli/lite/NetworkOption.h"

#include "hardware/ServerNetwork.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace gputco::cli {
namespace {

constexpr const char* kOption = "network-gbps-per-gpu";

std::string number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

// What stands behind the figure: the server's source, the option, or the stated assumption.
std::string sourceOf(const ScaleOutNetworkUsed& used)
{
    if (used.assumed)
        return "assumed: one 400 Gb/s port per GPU as in DGX H100 (datacenter.md section 4.1), the card's server "
               "names no network";
    if (!used.network.serverId.empty())
        return "server " + used.network.serverId
               + (used.network.source.empty() ? std::string(", no source given") : ": " + used.network.source);
    return used.network.source;
}

template <typename Json>
void addTo(Json& root, const Accelerator& card)
{
    const ScaleOutNetworkUsed used = scaleOutNetworkUsed(card);
    root["network_gbps_per_gpu"] = used.network.gbpsPerGpu;
    root["network_server"] = used.network.serverId.empty() ? Json(nullptr) : Json(used.network.serverId);
    root["network_source"] = sourceOf(used);
    root["network_assumed"] = used.assumed;
}

} // namespace

OptionSpec networkOption()
{
    return {kOption, "GBPS",
            "Network between servers per GPU in Gb/s, " + number(kMinScaleOutGbpsPerGpu) + " to "
                + number(kMaxScaleOutGbpsPerGpu)
                + ": what layouts across servers send over (expert all-to-all, pipeline hops, the KV transfer "
                  "between pools). Default: the card's catalogue server (servers.network_gbps_per_gpu), else 400 "
                  "assumed (DGX H100)."};
}

std::optional<double> readNetworkOption(ValueReader& reader)
{
    if (!reader.isSet(kOption))
        return std::nullopt;
    const double gbps = reader.number(kOption, kMinScaleOutGbpsPerGpu, kMaxScaleOutGbpsPerGpu, 0.0);
    return reader.error() ? std::nullopt : std::optional<double>(gbps);
}

void setUserNetwork(Accelerator& card, std::optional<double> gbpsPerGpu)
{
    if (gbpsPerGpu)
        card.scaleOut = ScaleOutNetwork{*gbpsPerGpu, {}, "--network-gbps-per-gpu"};
}

std::string networkSource(const Accelerator& card) { return sourceOf(scaleOutNetworkUsed(card)); }

std::string networkText(const Accelerator& card)
{
    const ScaleOutNetworkUsed used = scaleOutNetworkUsed(card);
    return number(used.network.gbpsPerGpu) + " Gb/s per GPU (" + number(used.network.gbpsPerGpu / 8.0)
           + " GB/s each way), " + sourceOf(used);
}

void addNetworkJson(nlohmann::json& root, const Accelerator& card) { addTo(root, card); }
void addNetworkJson(nlohmann::ordered_json& root, const Accelerator& card) { addTo(root, card); }

} // namespace gputco::cli
