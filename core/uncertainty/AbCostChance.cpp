#include "uncertainty/AbCostChance.h"

#include "scenario/LeadingOption.h"
#include "uncertainty/MonteCarlo.h"
#include "uncertainty/UncertaintyModel.h"

namespace gputco {

namespace {

// The leading card's money base of one scenario at its own ranges; nullopt without a priced lead.
std::optional<CardMoneyBase> leadingBase(const Evaluation& e)
{
    const CardEvaluation* lead = leadingOption(e);
    if (!lead || !lead->card)
        return std::nullopt;
    UncertaintyModel model = uncertaintyModelFor(e, e.state.uncertainty);
    for (CardMoneyBase& base : model.cards)
        if (base.cardId == lead->card->id && base.priced)
            return std::move(base);
    return std::nullopt;
}

} // namespace

std::optional<AbCostChance> abCostChance(const Evaluation& a, const Evaluation& b,
                                         const std::function<bool()>& cancelled)
{
    if (a.state.economics.currency != b.state.economics.currency)
        return std::nullopt;
    auto baseA = leadingBase(a);
    auto baseB = leadingBase(b);
    if (!baseA || !baseB)
        return std::nullopt;
    UncertaintyModel model;
    model.currency = a.state.economics.currency;
    model.cheapestByUnitCost = false; // lifetime TCO: the fleets may serve different targets or runs
    if (baseB->cardId == baseA->cardId)
        baseB->sharesCardDrawsWith = 0;
    // A first: a tie goes to A, so the share counts the samples in which B is strictly cheaper.
    model.cards = {std::move(*baseA), std::move(*baseB)};

    MonteCarloOptions options;
    options.samples = a.state.uncertainty.samples;
    options.seed = a.state.uncertainty.seed;
    options.cancelled = cancelled;
    const MonteCarloResult r = runMonteCarlo(model, options);

    AbCostChance out;
    out.cardA = model.cards[0].cardId;
    out.cardB = model.cards[1].cardId;
    out.yearsA = a.state.economics.years;
    out.yearsB = b.state.economics.years;
    out.probabilityBCheaper = r.cards[1].probabilityCheapest;
    out.samples = r.comparedSamples;
    out.seed = options.seed;
    out.cancelled = r.cancelled;
    return out;
}

} // namespace gputco
