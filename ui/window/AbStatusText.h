#pragma once

#include "scenario/Evaluation.h"

#include <QString>

namespace gputco::ui {

/// The status line's A/B field: B's total cost against A's for A's leading option ("B vs A: TCO -12% (H100
/// SXM 80GB)"); empty when there is no leading option.
QString abStatusText(const Evaluation& a, const Evaluation& b);

} // namespace gputco::ui
