#include "power/CardPower.h"

#include "util/EnumNames.h"

#include <algorithm>

namespace gputco {
namespace {
constexpr EnumNameTable<PowerWorkload, 3> kWorkloads{
    {{PowerWorkload::Idle, "idle"}, {PowerWorkload::Training, "training"}, {PowerWorkload::Inference, "inference"}}};
}

std::string_view powerWorkloadName(PowerWorkload workload) { return enumName(kWorkloads, workload); }
std::optional<PowerWorkload> parsePowerWorkload(std::string_view text) { return parseEnum(kWorkloads, text); }

Watts CardPowerProfile::busy() const
{
    const Watts capped = cap ? std::min(fullLoad, *cap) : fullLoad;
    return std::max(idle, capped);
}

Watts CardPowerProfile::peak() const { return cap ? std::min(tdp, *cap) : tdp; }

std::optional<CardPowerProfile> cardPowerProfile(const Accelerator& card)
{
    if (!card.tdp || !(card.tdp->inWatts() > 0.0))
        return std::nullopt;
    CardPowerProfile p;
    p.tdp = *card.tdp;
    p.fullLoad = p.tdp;
    const EfficiencyProfile profile = card.efficiencyProfile();
    // A measured full-load draw replaces the TDP rule; the profile's evidence then says how it is known.
    if (profile.fullLoadWatts && profile.fullLoadWatts->typical > 0.0) {
        p.fullLoad = Watts::of(profile.fullLoadWatts->typical);
        p.evidence = profile.evidence;
    }
    if (profile.idleWatts && *profile.idleWatts >= 0.0)
        p.idle = std::min(Watts::of(*profile.idleWatts), p.fullLoad);
    else if (card.idlePower && card.idlePower->inWatts() >= 0.0)
        p.idle = std::min(*card.idlePower, p.fullLoad);
    else {
        p.idle = p.tdp * kDefaultIdleShareOfTdp;
        p.idleEstimated = true;
    }
    if (card.powerCap && card.powerCap->inWatts() > 0.0)
        p.cap = *card.powerCap;
    return p;
}

double cardActivity(PowerWorkload workload, double utilisation)
{
    switch (workload) {
    case PowerWorkload::Idle: return 0.0;
    case PowerWorkload::Training: return kTrainingCardActivity;
    case PowerWorkload::Inference: return std::clamp(utilisation, 0.0, 1.0);
    }
    return 0.0;
}

Watts cardPowerAtLoad(const CardPowerProfile& p, double activity)
{
    return p.idle + (p.busy() - p.idle) * std::clamp(activity, 0.0, 1.0);
}

Watts cardAveragePower(const CardPowerProfile& p, PowerWorkload workload, double utilisation)
{
    return cardPowerAtLoad(p, cardActivity(workload, utilisation));
}

} // namespace gputco
