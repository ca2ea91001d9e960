#include "cost/CloudOfferChoice.h"

#include "util/EnumNames.h"

namespace gputco {
namespace {

constexpr EnumNameTable<CloudTerm, 5> kTerms{{{CloudTerm::OnDemand, "on-demand"},
                                              {CloudTerm::Reserved, "reserved"},
                                              {CloudTerm::OneYear, "1-year"},
                                              {CloudTerm::ThreeYear, "3-year"},
                                              {CloudTerm::Spot, "spot"}}};

std::optional<ChosenCloudOffer> priced(const CloudOffer& offer, CloudTerm term, const ToScenarioCurrency& convert)
{
    const std::optional<Money> rate = cloudRate(offer, term);
    if (!rate || !(rate->inCurrencyUnits() > 0.0))
        return std::nullopt;
    const std::optional<Money> converted = convert(*rate, offer.currency);
    if (!converted)
        return std::nullopt;
    return ChosenCloudOffer{&offer, term, *rate, *converted, false};
}

std::optional<ChosenCloudOffer> cheapest(const std::vector<CloudOffer>& offers, std::string_view cardId, CloudTerm term,
                                         const ToScenarioCurrency& convert)
{
    std::optional<ChosenCloudOffer> best;
    for (const CloudOffer& o : offers) {
        if (o.cardId != cardId)
            continue;
        auto p = priced(o, term, convert);
        if (p && (!best || p->inScenarioCurrency < best->inScenarioCurrency))
            best = p;
    }
    return best;
}

} // namespace

std::string_view cloudTermName(CloudTerm term) { return enumName(kTerms, term); }
std::optional<CloudTerm> parseCloudTerm(std::string_view text) { return parseEnum(kTerms, text); }

std::optional<Money> cloudRate(const CloudOffer& offer, CloudTerm term)
{
    switch (term) {
    case CloudTerm::OnDemand: return offer.onDemandPerGpuHour;
    case CloudTerm::Reserved: return offer.reservedPerGpuHour;
    case CloudTerm::OneYear: return offer.oneYearPerGpuHour;
    case CloudTerm::ThreeYear: return offer.threeYearPerGpuHour;
    case CloudTerm::Spot: return offer.spotPerGpuHour;
    }
    return std::nullopt;
}

std::optional<ChosenCloudOffer> chooseCloudOffer(const std::vector<CloudOffer>& offers, std::string_view cardId,
                                                 const CloudOfferChoice& choice, const ToScenarioCurrency& convert)
{
    if (!choice.offerId.empty())
        for (const CloudOffer& o : offers)
            if (o.id == choice.offerId && o.cardId == cardId)
                if (auto p = priced(o, choice.term, convert)) {
                    p->named = true;
                    return p;
                }
    if (auto best = cheapest(offers, cardId, choice.term, convert))
        return best;
    if (choice.term != CloudTerm::OnDemand)
        if (auto onDemand = cheapest(offers, cardId, CloudTerm::OnDemand, convert))
            return onDemand;
    return cheapest(offers, cardId, CloudTerm::Reserved, convert);
}

} // namespace gputco
