#include "performance/GlobalBatchRule.h"

#include <algorithm>

namespace gputco {

double defaultGlobalBatchTokens(int gpus)
{
    const double perGpu = kDefaultBatchTokensPerGpu * std::max(1, gpus);
    return std::clamp(perGpu, kMinDefaultBatchTokens, kMaxDefaultBatchTokens);
}

} // namespace gputco
