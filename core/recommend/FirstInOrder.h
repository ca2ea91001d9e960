#pragma once

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <optional>
#include <utility>
#include <vector>

namespace gputco {

/// Rearranges `items` so that position k holds what was at order[k] (a permutation), following each cycle of the
/// permutation with one item held aside: no second copy of the items. `order` is used up.
template <class T>
void placeInOrder(std::vector<T>& items, std::vector<std::size_t>& order)
{
    for (std::size_t start = 0; start < order.size(); ++start) {
        if (order[start] == start)
            continue;
        T held = std::move(items[start]);
        std::size_t k = start;
        while (true) {
            const std::size_t from = order[k];
            order[k] = k; // placed
            if (from == start) {
                items[k] = std::move(held);
                break;
            }
            items[k] = std::move(items[from]);
            k = from;
        }
    }
}

/// The items offered one at a time, of which it keeps the first `limit` under `before` (a strict weak order), ties
/// in the order they were offered: the first `limit` of what a stable sort of every item offered gives, without
/// holding the rest (a bounded heap, O(log limit) per offer). Without a limit it keeps every item. Each kept item
/// carries its arrival: the how-manyth offer it was, from 0.
template <class T, class Before>
class FirstInOrder {
public:
    struct Kept {
        T item;
        std::size_t arrival = 0;
    };

    FirstInOrder(std::optional<std::size_t> limit, Before before)
        : limit_(limit)
        , before_(std::move(before))
    {
    }

    void offer(T item)
    {
        const std::size_t arrival = offered_++;
        if (!limit_) {
            kept_.push_back(Kept{std::move(item), arrival});
            return;
        }
        if (*limit_ == 0)
            return;
        if (kept_.size() < *limit_) {
            kept_.push_back(Kept{std::move(item), arrival});
            std::push_heap(kept_.begin(), kept_.end(), heapOrder());
            return;
        }
        // The heap's top is the last kept; a later arrival goes before it only when strictly before it.
        if (!before_(item, kept_.front().item))
            return;
        std::pop_heap(kept_.begin(), kept_.end(), heapOrder());
        kept_.back() = Kept{std::move(item), arrival};
        std::push_heap(kept_.begin(), kept_.end(), heapOrder());
    }

    /// How many items were offered, kept or not.
    std::size_t offered() const { return offered_; }

    /// Takes in `later`'s offers as if they had been offered here after this keeper's own (their arrivals follow
    /// on): the first `limit` of both, as one keeper offered everything would hold. `later` is left empty. A search
    /// split into chunks keeps one keeper per chunk and joins them in chunk order.
    void append(FirstInOrder& later)
    {
        const std::size_t offset = offered_;
        offered_ += later.offered_;
        for (Kept& k : later.kept_)
            place(Kept{std::move(k.item), k.arrival + offset});
        later.kept_.clear();
        later.offered_ = 0;
    }

    /// The kept items, first first; the keeper is empty afterwards.
    std::vector<Kept> take()
    {
        // Positions sorted, then each item moved once: sorting the items themselves moves each some log2(n) times.
        std::vector<std::size_t> order(kept_.size());
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::sort(order.begin(), order.end(),
                  [this](std::size_t i, std::size_t j) { return isEarlier(kept_[i], kept_[j]); });
        placeInOrder(kept_, order);
        std::vector<Kept> out = std::move(kept_);
        kept_.clear();
        return out;
    }

private:
    // Keeps `k` when it is among the first `limit`: unlike offer's, its arrival need not be the latest (a joined
    // keeper's items come in heap order), so the whole order, arrival included, decides.
    void place(Kept k)
    {
        if (!limit_) {
            kept_.push_back(std::move(k));
            return;
        }
        if (*limit_ == 0)
            return;
        if (kept_.size() < *limit_) {
            kept_.push_back(std::move(k));
            std::push_heap(kept_.begin(), kept_.end(), heapOrder());
            return;
        }
        if (!isEarlier(k, kept_.front()))
            return;
        std::pop_heap(kept_.begin(), kept_.end(), heapOrder());
        kept_.back() = std::move(k);
        std::push_heap(kept_.begin(), kept_.end(), heapOrder());
    }

    bool isEarlier(const Kept& a, const Kept& b) const
    {
        if (before_(a.item, b.item))
            return true;
        if (before_(b.item, a.item))
            return false;
        return a.arrival < b.arrival;
    }
    /// The heap's order: its top is the latest kept.
    auto heapOrder() const
    {
        return [this](const Kept& a, const Kept& b) { return isEarlier(a, b); };
    }

    std::optional<std::size_t> limit_;
    Before before_;
    std::size_t offered_ = 0;
    std::vector<Kept> kept_; ///< a max-heap under isEarlier while limited; in arrival order otherwise
};

} // namespace gputco
