#include "uncertainty/OptionsModel.h"

#include "uncertainty/OptionShares.h"

#include <algorithm>

namespace gputco {

OptionsModel optionsModel(const RecommendInputs& in, const std::vector<RecommendOption>& options, std::size_t count,
                          const UncertaintyState& state)
{
    OptionsModel out;
    count = std::min(count, options.size());
    out.model.currency = in.economics.currency;
    out.model.cheapestByUnitCost = in.rankBy != RankMetric::TotalCost;
    out.entryOf.resize(count);
    std::vector<CardMoneyBase>& cards = out.model.cards;
    for (std::size_t i = 0; i < count; ++i) {
        auto base = optionMoneyBase(in, options[i], state);
        if (!base)
            continue;
        for (std::size_t k = 0; k < cards.size(); ++k)
            if (cards[k].cardId == base->cardId) {
                base->sharesCardDrawsWith = k;
                break;
            }
        out.entryOf[i] = cards.size();
        cards.push_back(std::move(*base));
    }
    return out;
}

} // namespace gputco
