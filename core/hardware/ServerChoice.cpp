#include "hardware/ServerChoice.h"

#include "hardware/GenericServer.h"

namespace gputco {
namespace {

// Lower is better: a published system price whose host share is derived from it is the most complete costing;
// a host share alone still costs the host; a system price alone may not (an 8 x L40S listing below its cards).
int completeness(const Server& s)
{
    if (s.price && s.hostShare)
        return 0;
    if (s.hostShare)
        return 1;
    if (s.price)
        return 2;
    return 3;
}

} // namespace

std::vector<Server> serversForCard(const Accelerator& card, const std::vector<Server>& catalogue)
{
    std::vector<Server> out;
    for (const Server& s : catalogue)
        if (s.cardId == card.id)
            out.push_back(s);
    for (Server& s : genericServersFor(card))
        out.push_back(std::move(s));
    return out;
}

std::optional<Server> chooseServer(const Accelerator& card, const std::vector<Server>& catalogue,
                                   std::string_view requestedId)
{
    if (!requestedId.empty())
        for (Server& s : serversForCard(card, catalogue))
            if (s.id == requestedId)
                return std::move(s);
    const Server* best = nullptr;
    for (const Server& s : catalogue) {
        if (s.cardId != card.id)
            continue;
        if (!best || completeness(s) < completeness(*best)
            || (completeness(s) == completeness(*best) && s.gpusPerServer > best->gpusPerServer))
            best = &s;
    }
    if (best)
        return *best;
    std::vector<Server> generic = genericServersFor(card);
    if (generic.empty())
        return std::nullopt;
    return std::move(generic.front());
}

} // namespace gputco
