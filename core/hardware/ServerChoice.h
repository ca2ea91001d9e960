#pragma once

#include "hardware/Accelerator.h"
#include "hardware/Server.h"

#include <optional>
#include <string_view>
#include <vector>

namespace gputco {

/// Every server a card can be bought in: the catalogue's servers for it (catalogue order), then the generic
/// servers of its form factor (GenericServer.h). What a server picker lists.
std::vector<Server> serversForCard(const Accelerator& card, const std::vector<Server>& catalogue);

/// The one server an option is costed, powered and placed in; the recommender, the evaluation's power, cost and
/// rack figures and the report all ask this. The requested id when it names one of serversForCard; else the
/// catalogue's servers for the card, best first: a system price with its host share, then a host share alone,
/// then a system price alone, then neither (ties: more GPUs, then catalogue order); else the card's first generic
/// server; nullopt when the card fits none (its host cost is then unknown).
std::optional<Server> chooseServer(const Accelerator& card, const std::vector<Server>& catalogue,
                                   std::string_view requestedId = {});

} // namespace gputco
