#pragma once

#include "facility/Facility.h"
#include "facilityfit/FitReason.h"
#include "hardware/Accelerator.h"
#include "memory/Workload.h"
#include "model/Precision.h"
#include "rack/RackPlan.h"
#include "scenario/ScenarioState.h"

#include <QString>

namespace gputco::ui {

/// Translated names of core's enums for the window (the stable spellings for files stay in core).
QString taskModeLabel(TaskMode mode);
QString precisionLabel(Precision precision);
QString optimizerLabel(Optimizer optimizer);
QString segmentLabel(Segment segment);
/// "measured (public)", "measured (yours)", "vendor claim", "assumed".
QString efficiencyEvidenceLabel(EfficiencyEvidence evidence);
QString coolingMethodLabel(CoolingMethod method);
QString rackConstraintLabel(RackConstraint constraint);
/// A facility-fit reason in the user's language, built from its code and figures (core's message is English).
QString fitReasonText(const FitReason& reason);

} // namespace gputco::ui
