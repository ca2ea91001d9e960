#include "scenario/ScenarioRecommendation.h"

#include "scenario/Evaluation.h"
#include "scenario/LeadingOption.h"

#include <algorithm>
#include <array>

namespace gputco {

std::optional<CurrentDeployment> currentDeploymentOf(const Evaluation& e)
{
    const CardEvaluation* lead = leadingOption(e);
    if (!lead)
        return std::nullopt;
    const CardEconomics& x = lead->economics;
    CurrentDeployment d;
    d.cardId = lead->card->id;
    d.gpus = x.gpus;
    if (x.tco && x.capexKnown())
        d.totalCost = x.tco->lifetimeTotal;
    if (x.inference && x.inference->performance.tpot)
        d.latencySeconds = x.inference->performance.tpot->inSeconds();
    else if (x.training && x.training->wallTime)
        d.latencySeconds = x.training->wallTime->inSeconds();
    else
        return std::nullopt;
    return d;
}

const RecommendOption* ScenarioRecommendation::bestOf(bool rented) const
{
    const std::optional<std::size_t> group = bestGroupOf(rented);
    return group ? &result.ranked[groups[*group].best()] : nullptr;
}

std::optional<LeftOutReason> ScenarioRecommendation::commonestReason() const
{
    std::array<int, static_cast<std::size_t>(LeftOutReason::Budget) + 1> counts{};
    for (const CardLeftOut& c : result.leftOut)
        ++counts[static_cast<std::size_t>(c.reason)];
    std::optional<LeftOutReason> best;
    int most = 0;
    // Ties go to the later stage: it is the nearer miss ("latency" before "memory").
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] > 0 && counts[i] >= most) {
            most = counts[i];
            best = static_cast<LeftOutReason>(i);
        }
    }
    return best;
}

} // namespace gputco
