#pragma once

#include "recommend/RecommendInputs.h"
#include "recommend/RecommendResult.h"
#include "uncertainty/UncertaintyModel.h"
#include "uncertainty/UncertaintyState.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace gputco {

/// The Monte Carlo model of the first `count` of some recommended options: one entry per option optionMoneyBase can
/// cost again (entryOf[i]: option i's entry), an option on the same card as an earlier entry taking that entry's
/// card draws. optionShares and optionCostRanges run it.
struct OptionsModel {
    UncertaintyModel model;
    std::vector<std::optional<std::size_t>> entryOf;
};

OptionsModel optionsModel(const RecommendInputs& inputs, const std::vector<RecommendOption>& options, std::size_t count,
                          const UncertaintyState& state);

} // namespace gputco
