#include "scenario/SensitivityCard.h"

#include "scenario/LazyRecommendation.h"
#include "scenario/LeadingOption.h"
#include "uncertainty/LazyTornado.h"

namespace gputco {

const CardEvaluation* defaultSensitivityCard(const Evaluation& e)
{
    auto withTornado = [&e](const CardEvaluation* c) { return c && e.tornado && e.tornado->forCard(c->card->id); };
    if (e.recommendation && e.recommendation->ready())
        if (const RecommendOption* option = e.recommendation->get().recommended())
            for (std::size_t i : e.selected)
                if (e.cards[i].card->id == option->cardId && withTornado(&e.cards[i]))
                    return &e.cards[i];
    if (const CardEvaluation* lead = leadingOption(e); withTornado(lead))
        return lead;
    for (std::size_t i : e.selected)
        if (withTornado(&e.cards[i]))
            return &e.cards[i];
    return nullptr;
}

} // namespace gputco
