#pragma once

#include "model/Precision.h"
#include "recommend/RecommendResult.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace gputco {

/// One row of a card's options: the option at `rank` in the ranked list and the later options that read the same
/// but for their precision (FP8 and INT8 on a card whose two peaks and bytes per weight are equal cost the same and
/// run as fast), collapsed into it.
struct OptionVariant {
    std::size_t rank = 0;               ///< index into RecommendResult::ranked: the first of the collapsed options
    std::vector<std::size_t> collapsed; ///< the later options with identical figures, in rank order
    std::vector<Precision> precisions;  ///< every precision the row stands for, in rank order (no repeats)
};

/// One card and one ownership (owned or rented): its variants in rank order, the first being the card's best
/// configuration under that ownership.
struct OptionGroup {
    std::string cardId;
    bool rented = false;
    std::vector<OptionVariant> variants; ///< never empty

    /// The rank of the group's best option.
    std::size_t best() const { return variants.front().rank; }
    /// How many ranked options the group holds, collapsed ones included.
    std::size_t optionCount() const;
};

/// The ranked options (cheapest first) by card and ownership, groups in the order of their best option, so the
/// first group holds the recommendation; within a group, options that differ only in precision and have the same
/// GPUs, split, site, total cost, rank value and latency are collapsed into the first of them.
std::vector<OptionGroup> groupOptions(const std::vector<RecommendOption>& ranked);

/// The index of the first (cheapest) group that is rented (`rented` true) or owned; nullopt when there is none.
std::optional<std::size_t> firstGroupOf(const std::vector<OptionGroup>& groups, bool rented);

} // namespace gputco
