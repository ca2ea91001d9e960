#include "format/CardLookup.h"

#include <string>
#include <unordered_map>

namespace gputco::ui {

const Accelerator* cardById(const std::shared_ptr<const CatalogueSnapshot>& catalogue, std::string_view id)
{
    if (!catalogue)
        return nullptr;
    // One index per thread, for the catalogue it was made for; a weak pointer, so a new catalogue at the address of
    // a freed one is never mistaken for it.
    struct Index {
        std::weak_ptr<const CatalogueSnapshot> of;
        std::unordered_map<std::string_view, const Accelerator*> byId;
    };
    thread_local Index index;
    if (index.of.expired() || index.of.lock() != catalogue) {
        index.byId.clear();
        index.byId.reserve(catalogue->cards.size());
        for (const Accelerator& card : catalogue->cards)
            index.byId.emplace(card.id, &card); // the first of a repeated id, as findCard
        index.of = catalogue;
    }
    const auto it = index.byId.find(id);
    return it == index.byId.end() ? nullptr : it->second;
}

} // namespace gputco::ui
