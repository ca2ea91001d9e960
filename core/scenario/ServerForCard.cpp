#include "scenario/ServerForCard.h"

namespace gputco {

std::optional<Server> serverForCard(const EconomicsState& e, const CatalogueSnapshot& catalogue,
                                    const Accelerator& card)
{
    const auto named = e.serverByCard.find(card.id);
    return chooseServer(card, catalogue.servers, named == e.serverByCard.end() ? std::string_view{} : named->second);
}

} // namespace gputco
