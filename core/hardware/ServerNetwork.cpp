#include "hardware/ServerNetwork.h"

#include "hardware/ServerChoice.h"

#include <unordered_map>

namespace gputco {

std::optional<ScaleOutNetwork> scaleOutNetworkOf(const Server& server)
{
    if (!server.networkGbpsPerGpu || !(*server.networkGbpsPerGpu > 0.0))
        return std::nullopt;
    return ScaleOutNetwork{*server.networkGbpsPerGpu, server.id, server.networkSource};
}

void attachServerNetworks(std::vector<Accelerator>& cards, const std::vector<Server>& servers,
                          const std::map<std::string, std::string>& serverByCard)
{
    // Each card chooses among its own servers only: chooseServer gives the same answer as over the whole list.
    std::unordered_map<std::string, std::vector<Server>> byCard;
    for (const Server& s : servers)
        byCard[s.cardId].push_back(s);
    for (Accelerator& card : cards) {
        const auto own = byCard.find(card.id);
        // Without a catalogue server of its own the card is costed in a generic one, which names no network: no
        // need to build those (a 100,000-card catalogue reads this on every open).
        if (own == byCard.end()) {
            card.scaleOut.reset();
            continue;
        }
        const auto requested = serverByCard.find(card.id);
        const auto chosen =
            chooseServer(card, own->second, requested == serverByCard.end() ? std::string_view() : requested->second);
        card.scaleOut = chosen ? scaleOutNetworkOf(*chosen) : std::nullopt;
    }
}

ScaleOutNetworkUsed scaleOutNetworkUsed(const Accelerator& card)
{
    if (card.scaleOut && card.scaleOut->gbpsPerGpu > 0.0)
        return {*card.scaleOut, false};
    return {ScaleOutNetwork{kDefaultScaleOutGbpsPerGpu, {}, {}}, true};
}

} // namespace gputco
