#pragma once

#include "cli/ScenarioCommandInput.h"

class QTextStream;

namespace gputco::cli {

/// The evaluated scenario for people: the workload, then one block per compared card (memory fit,
/// deployment or training run, power, energy, cost, cloud), in the window's number formats.
void printEvaluation(QTextStream& out, const EvaluatedScenario& scenario);

} // namespace gputco::cli
