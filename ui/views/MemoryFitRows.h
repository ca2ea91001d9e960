#pragma once

#include "charts/MemoryFitRow.h"
#include "scenario/Evaluation.h"

#include <QString>

#include <vector>

namespace gputco::ui {

enum class MemoryFitSort { ByFit, ByCost, ByName };

/// "2 GPUs (TP2)", "1 GPU", "does not fit": the fit as the chart labels it.
QString fitLabel(const FitResult& fit);

/// The chart rows for the selected cards of an evaluation, in the chosen order. Pure formatting of core's
/// figures: bytes to GB, labels, tooltips.
std::vector<MemoryFitRow> memoryFitRows(const Evaluation& evaluation, MemoryFitSort sort);

/// The assumptions line under the chart.
QString memoryFitFootnote(const Evaluation& evaluation);

} // namespace gputco::ui
