#pragma once

#include "export/report/ReportTable.h"
#include "scenario/Evaluation.h"

#include <QString>
#include <QStringList>

namespace gputco::ui {

// The report's own tables and sentences, formatted from the evaluation's figures (never recomputed) with
// the window's number formats (format/Format.h).

/// Model, mode, precisions, context, batch, targets or training run, utilisation.
ReportTable workloadTable(const Evaluation& evaluation);
/// Currency, electricity price, PUE, years, hours per day, carbon factor, exchange rates, facility.
ReportTable economicsTable(const Evaluation& evaluation);
/// The compared cards' datasheet figures, price and source.
ReportTable cardsTable(const Evaluation& evaluation);
/// Per card: capacity, memory needed per GPU, the fewest GPUs that hold the workload, or why none do.
ReportTable fitTable(const Evaluation& evaluation);

/// One paragraph on the selected cards: how many hold the workload, the fewest GPUs, and the lowest total cost of
/// the card the status line and the other views lead with (core leadingOption).
QString headline(const Evaluation& evaluation);
/// Problems and caveats the figures carry: an invalid workload, cards' notes, catalogue warnings.
QStringList caveats(const Evaluation& evaluation);

/// "Llama-3.1-70B" or "Custom 70 B model".
QString modelName(const Evaluation& evaluation);

} // namespace gputco::ui
