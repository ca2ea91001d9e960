#include "recommend/PerformanceCandidate.h"

#include <algorithm>

namespace gputco {

void ExclusionLog::add(std::string line)
{
    if (std::find(lines_.begin(), lines_.end(), line) == lines_.end())
        lines_.push_back(std::move(line));
}

std::vector<Precision> searchedPrecisions(const RecommendInputs& in)
{
    if (!in.search.precisions.empty())
        return in.search.precisions;
    if (in.training)
        return {Precision::BF16, Precision::FP8};
    return {Precision::BF16, Precision::FP8, Precision::INT8, Precision::INT4};
}

} // namespace gputco
