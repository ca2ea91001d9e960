#pragma once

#include <algorithm>
#include <cstddef>
#include <exception>
#include <iterator>
#include <thread>
#include <vector>

namespace gputco {

/// Below this many elements a copy stays on the calling thread: a thread's start costs more than its half saves.
inline constexpr std::size_t kCopyOnThreadsAtLeast = 4096;

/// A copy of `from`, its second half copied on another thread when it is long: a 100,065-card catalogue's cards (each
/// with its long source and notes texts) took 0.2 s to copy, on the way to every recommendation the window makes.
/// The elements in order, each copied once, as `from` itself would be copied.
template <class T>
std::vector<T> copyOnThreads(const std::vector<T>& from)
{
    if (from.size() < kCopyOnThreadsAtLeast || std::thread::hardware_concurrency() < 2)
        return from;
    const auto half = from.begin() + static_cast<std::ptrdiff_t>(from.size() / 2);
    std::vector<T> second;
    std::exception_ptr failed; // the other thread's bad_alloc, raised here rather than ending the program
    std::vector<T> first;
    {
        std::jthread other([&second, &failed, half, end = from.end()] {
            try {
                second.assign(half, end);
            } catch (...) {
                failed = std::current_exception();
            }
        });
        first.reserve(from.size());
        first.assign(from.begin(), half);
    }
    if (failed)
        std::rethrow_exception(failed);
    first.insert(first.end(), std::make_move_iterator(second.begin()), std::make_move_iterator(second.end()));
    return first;
}

} // namespace gputco
