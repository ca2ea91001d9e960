#include "uncertainty/OptionsModel.h"

#include "uncertainty/OptionShares.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace gputco {

namespace {

// The options' cards, found in one pass over the catalogue: a scan per option cost 0.5 s for the 1,000 options of a
// 100,065-card catalogue. The first card with an id, as a scan finds it.
std::unordered_map<std::string_view, const Accelerator*>
cardsOf(const RecommendInputs& in, const std::vector<RecommendOption>& options, std::size_t count)
{
    std::unordered_map<std::string_view, const Accelerator*> found;
    for (std::size_t i = 0; i < count; ++i)
        found.emplace(options[i].cardId, nullptr);
    for (const Accelerator& card : in.cards)
        if (const auto wanted = found.find(card.id); wanted != found.end() && !wanted->second)
            wanted->second = &card;
    return found;
}

} // namespace

OptionsModel optionsModel(const RecommendInputs& in, const std::vector<RecommendOption>& options, std::size_t count,
                          const UncertaintyState& state)
{
    OptionsModel out;
    count = std::min(count, options.size());
    out.model.currency = in.economics.currency;
    out.model.cheapestByUnitCost = in.rankBy != RankMetric::TotalCost;
    out.entryOf.resize(count);
    std::vector<CardMoneyBase>& cards = out.model.cards;
    const std::unordered_map<std::string_view, const Accelerator*> cardOf = cardsOf(in, options, count);
    std::unordered_map<std::string, std::size_t> firstEntryOfCard;
    for (std::size_t i = 0; i < count; ++i) {
        const Accelerator* card = cardOf.at(options[i].cardId);
        if (!card)
            continue;
        auto base = optionMoneyBase(in, options[i], *card, state);
        if (!base)
            continue;
        const auto [first, isFirst] = firstEntryOfCard.emplace(base->cardId, cards.size());
        if (!isFirst)
            base->sharesCardDrawsWith = first->second;
        out.entryOf[i] = cards.size();
        cards.push_back(std::move(*base));
    }
    return out;
}

} // namespace gputco
