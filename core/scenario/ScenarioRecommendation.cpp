#include "scenario/ScenarioRecommendation.h"

#include <array>

namespace gputco {

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
