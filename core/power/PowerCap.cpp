#include "power/PowerCap.h"

#include <cmath>
#include <cstdio>

namespace gputco {
namespace {

std::string watts(double w)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.0f", w);
    return text;
}

} // namespace

std::optional<Error> checkPowerCap(const Accelerator& card, double w, const std::string& field)
{
    if (!card.tdp || !(card.tdp->inWatts() > 0.0))
        return Error{field, "card '" + card.id + "' has no TDP in the catalogue, so it takes no power cap"};
    const double top = card.tdp->inWatts() * kMaxPowerCapOverTdp;
    if (!std::isfinite(w) || !(w > 0.0) || w > top)
        return Error{field, "must be above 0 W and at most " + watts(top) + " W (1.5 x the "
                                + watts(card.tdp->inWatts()) + " W TDP of '" + card.id + "')"};
    return std::nullopt;
}

double capComputeShare(const CardPowerProfile& p)
{
    if (!p.cap || !(p.fullLoad.inWatts() > 0.0))
        return 1.0;
    const double share = p.busy() / p.fullLoad;
    return share >= 1.0 ? 1.0 : std::pow(share, kCapThroughputExponent);
}

double capComputeShare(const Accelerator& card)
{
    if (!card.powerCap)
        return 1.0;
    const auto profile = cardPowerProfile(card);
    return profile ? capComputeShare(*profile) : 1.0;
}

void applyPowerCaps(std::vector<Accelerator>& cards, const std::map<std::string, double>& capWattsByCard)
{
    for (Accelerator& card : cards) {
        const auto cap = capWattsByCard.find(card.id);
        card.powerCap = cap == capWattsByCard.end() ? std::nullopt : std::optional<Watts>(Watts::of(cap->second));
    }
}

} // namespace gputco
