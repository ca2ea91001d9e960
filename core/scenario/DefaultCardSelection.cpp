#include "scenario/DefaultCardSelection.h"

namespace gputco {

std::vector<std::string> defaultCardSelection(const CatalogueSnapshot& catalogue)
{
    static const char* const kPreferred[] = {
        "h200-sxm-141gb", "h100-sxm-80gb", "h800-sxm-80gb", "a100-sxm-80gb", "h20", "mi300x", "l40s", "l4"};
    std::vector<std::string> ids;
    for (const Accelerator& card : catalogue.cards)
        for (const char* id : kPreferred)
            if (card.id == id)
                ids.push_back(card.id);
    if (ids.size() < 4) {
        ids.clear();
        for (std::size_t i = 0; i < catalogue.cards.size() && i < 8; ++i)
            ids.push_back(catalogue.cards[i].id);
    }
    return ids;
}

} // namespace gputco
