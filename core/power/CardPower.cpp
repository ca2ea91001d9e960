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

std::optional<CardPowerProfile> cardPowerProfile(const Accelerator& card)
{
    if (!card.tdp || !(card.tdp->inWatts() > 0.0))
        return std::nullopt;
    CardPowerProfile p;
    p.tdp = *card.tdp;
    if (card.idlePower && card.idlePower->inWatts() >= 0.0) {
        p.idle = std::min(*card.idlePower, p.tdp);
    } else {
        p.idle = p.tdp * kDefaultIdleShareOfTdp;
        p.idleEstimated = true;
    }
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

Watts cardAveragePower(const CardPowerProfile& p, PowerWorkload workload, double utilisation)
{
    return p.idle + (p.tdp - p.idle) * cardActivity(workload, utilisation);
}

} // namespace gputco
