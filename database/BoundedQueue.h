#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <optional>

namespace gputco {

/// A first-in first-out queue between one producing and one consuming thread that holds at most `capacity` items:
/// a producer faster than its consumer waits instead of filling memory (an import's parsed rows stay a few
/// batches, not the whole file). Either side may end it: close() once the producer has nothing more (the consumer
/// still gets what is queued), cancel() when the consumer stops early (the producer's next push says so).
template <class T>
class BoundedQueue {
public:
    explicit BoundedQueue(std::size_t capacity)
        : capacity_(capacity == 0 ? 1 : capacity)
    {
    }
    BoundedQueue(const BoundedQueue&) = delete;
    BoundedQueue& operator=(const BoundedQueue&) = delete;

    /// Waits for room, then queues `item`; false (the item dropped) when the queue was cancelled.
    bool push(T item)
    {
        std::unique_lock lock(mutex_);
        notFull_.wait(lock, [this] { return items_.size() < capacity_ || cancelled_; });
        if (cancelled_)
            return false;
        items_.push_back(std::move(item));
        notEmpty_.notify_one();
        return true;
    }

    /// Waits for an item and takes it; nullopt once the queue is closed and empty, or cancelled.
    std::optional<T> pop()
    {
        std::unique_lock lock(mutex_);
        notEmpty_.wait(lock, [this] { return !items_.empty() || closed_ || cancelled_; });
        if (cancelled_ || items_.empty())
            return std::nullopt;
        std::optional<T> item(std::move(items_.front()));
        items_.pop_front();
        notFull_.notify_one();
        return item;
    }

    /// No more items will come: pop() returns what is queued, then nullopt.
    void close()
    {
        const std::lock_guard lock(mutex_);
        closed_ = true;
        notEmpty_.notify_all();
    }

    /// The consumer wants nothing more: queued items are dropped, a waiting push() returns false.
    void cancel()
    {
        const std::lock_guard lock(mutex_);
        cancelled_ = true;
        items_.clear();
        notFull_.notify_all();
        notEmpty_.notify_all();
    }

    bool cancelled() const
    {
        const std::lock_guard lock(mutex_);
        return cancelled_;
    }

private:
    const std::size_t capacity_;
    mutable std::mutex mutex_;
    std::condition_variable notFull_;
    std::condition_variable notEmpty_;
    std::deque<T> items_;
    bool closed_ = false;
    bool cancelled_ = false;
};

} // namespace gputco
