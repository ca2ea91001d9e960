#pragma once

#include "comparison/ComparisonStatements.h"
#include "scenario/Evaluation.h"

#include <QString>

namespace gputco::ui {

/// This workload's figure for one dimension and mode, formatted from core's comparison (no arithmetic).
QString comparisonFigure(const Evaluation& evaluation, ComparisonDimension dimension, WorkloadMode mode);

/// A card's verdict in one mode: "2 × H100 SXM 80GB (TP2)", or why it does not suit.
QString cardModeText(const CardModeFit& fit, const CatalogueSnapshot& catalogue);

/// The training cards' title: the run, the deadline it is sized to (a year without one) and the order.
QString trainingCardsTitle(const Evaluation& evaluation);
/// How each side's GPU counts were found: the scenario's own mode as Recommend sizes it (one sizing in every view),
/// the other mode here, and why that one differs.
QString comparisonSizingText(const Evaluation& evaluation);

} // namespace gputco::ui
