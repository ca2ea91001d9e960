#include "scenario/ChartedOptions.h"

#include <algorithm>

namespace gputco {

std::vector<std::size_t> chartedOptions(const std::vector<RecommendOption>& ranked, std::size_t most)
{
    std::vector<std::size_t> out;
    out.reserve(std::min(ranked.size(), most));
    for (std::size_t i = 0; i < ranked.size(); ++i)
        if (i < most || ranked[i].onParetoFront)
            out.push_back(i);
    return out;
}

} // namespace gputco
