#pragma once

#include "hardware/Accelerator.h"
#include "memory/Workload.h"
#include "model/Precision.h"
#include "scenario/ScenarioState.h"

#include <QString>

namespace gputco::ui {

/// Translated names of core's enums for the window (the stable spellings for files stay in core).
QString taskModeLabel(TaskMode mode);
QString precisionLabel(Precision precision);
QString optimizerLabel(Optimizer optimizer);
QString segmentLabel(Segment segment);

} // namespace gputco::ui
