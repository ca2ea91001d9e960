#pragma once

#include "charts/MemoryFitRow.h"
#include "scenario/Evaluation.h"

#include <QString>

#include <vector>

namespace gputco::ui {

enum class MemoryFitSort { ByFit, ByCost, ByName };

/// "2 GPUs (TP2)", "1 GPU", "does not fit": the fit as the chart labels it.
QString fitLabel(const FitResult& fit);

/// The most cards the chart draws: more than the built-in catalogue's 65 (all of them ticked still show), few
/// enough that each bar keeps a few pixels. Ticking thousands of cards of a big catalogue draws the first ones.
constexpr std::size_t kMemoryFitMostCards = 100;

/// The chart rows for the selected cards of an evaluation, in the chosen order, the first `most` of them. Pure
/// formatting of core's figures: bytes to GB, labels, tooltips.
std::vector<MemoryFitRow> memoryFitRows(const Evaluation& evaluation, MemoryFitSort sort,
                                        std::size_t most = kMemoryFitMostCards);

/// "Showing the first 100 of 300 ticked cards ...", or empty when every ticked card is drawn.
QString memoryFitShownNote(std::size_t shown, std::size_t ticked);

/// The assumptions line under the chart.
QString memoryFitFootnote(const Evaluation& evaluation);

} // namespace gputco::ui
