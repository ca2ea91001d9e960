#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>

namespace gputco {

/// How many threads `work` units are worth when a thread pays for its start only with `atLeastPerThread` units of
/// its own: one per core at most, and at least one (the calling thread).
inline std::size_t threadsForWork(std::size_t work, std::size_t atLeastPerThread)
{
    const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
    return std::clamp<std::size_t>(work / std::max<std::size_t>(atLeastPerThread, 1), 1, cores);
}

} // namespace gputco
