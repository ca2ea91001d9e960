#pragma once

#include "export/report/ReportTable.h"
#include "scenario/Evaluation.h"

namespace gputco::ui {

/// The inputs that differ between scenario A and scenario B: setting, A's value, B's value.
ReportTable differenceTable(const Evaluation& a, const Evaluation& b);

/// Each card compared in either scenario, figure by figure: fewest GPUs, GPUs deployed, IT power, total cost
/// and the unit cost, in A and in B, and B's change against A.
ReportTable sideBySideTable(const Evaluation& a, const Evaluation& b);

} // namespace gputco::ui
