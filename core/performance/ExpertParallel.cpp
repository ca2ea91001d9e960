#include "performance/ExpertParallel.h"

#include "units/Rates.h"

#include <algorithm>
#include <cmath>

namespace gputco {

double expectedDistinctExperts(int experts, int topK, double tokens)
{
    if (experts <= 0 || topK <= 0 || !(tokens > 0.0))
        return 0.0;
    const double missByOne = 1.0 - static_cast<double>(std::min(topK, experts)) / experts;
    return experts * (1.0 - std::pow(missByOne, tokens));
}

double routedExpertShareTouched(const MoeConfig& moe, double tokens)
{
    if (!moe.enabled())
        return 0.0;
    return expectedDistinctExperts(moe.routedExperts, moe.expertsPerToken, tokens) / moe.routedExperts;
}

Duration allToAllTime(Bytes bytesPerGpu, int ranks, const ExpertParallelLinks& links)
{
    if (ranks <= 1 || !(bytesPerGpu.inBytes() > 0.0))
        return Duration::seconds(0);
    const double n = ranks;
    const double g = std::clamp(links.perNode, 1, ranks);
    const Duration intra = bytesPerGpu * ((g - 1.0) / n) / links.intraNode.perDirection;
    if (g >= n)
        return intra + links.intraNode.latency;
    const Duration inter = bytesPerGpu * ((n - g) / n) / links.interNode.perDirection;
    return intra > inter ? intra + links.intraNode.latency : inter + links.interNode.latency;
}

} // namespace gputco
