#pragma once

#include "hardware/Accelerator.h"
#include "hardware/Server.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// A server's network per GPU with its source; nullopt when the catalogue row names none.
std::optional<ScaleOutNetwork> scaleOutNetworkOf(const Server& server);

/// Sets each card's scaleOut to the network of the server it is costed and installed in (chooseServer: the one
/// `serverByCard` names for it, else the catalogue's rule), or nullopt when that server names none. Linear in
/// cards and servers, for catalogues of any size.
void attachServerNetworks(std::vector<Accelerator>& cards, const std::vector<Server>& servers,
                          const std::map<std::string, std::string>& serverByCard = {});

/// The network a model uses for `card`: its scaleOut, else the assumed kDefaultScaleOutGbpsPerGpu (serverId and
/// source empty). `assumed` says which, for the outputs that name the network.
struct ScaleOutNetworkUsed {
    ScaleOutNetwork network;
    bool assumed = true;
};
ScaleOutNetworkUsed scaleOutNetworkUsed(const Accelerator& card);

} // namespace gputco
