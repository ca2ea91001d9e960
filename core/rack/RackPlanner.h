#pragma once

#include "rack/RackPlan.h"
#include "util/Expected.h"

namespace gputco {

/// Servers per rack = min(usable U / server U, per-feed power after derating / server maximum, hall cooling
/// limit / server maximum); racks = ceil(servers / servers per rack); heat, tons, airflow and feed currents of
/// the result (datacenter.md sections 0, 1 and 3; docs/MODEL.md, "Rack, power feed and cooling").
/// Bad inputs come back as an Error naming the field; a server too big for any rack is a plan with
/// serversPerRack = 0, not an error, so callers can say why.
Expected<RackPlan> planRacks(const RackPlanInputs& inputs);

} // namespace gputco
