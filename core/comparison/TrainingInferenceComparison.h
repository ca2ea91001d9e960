#pragma once

#include "comparison/ComparisonInputs.h"
#include "comparison/ComparisonResult.h"
#include "util/Expected.h"

namespace gputco {

/// Training and inference of the same model: memory on one device (memory model), FLOPs per token
/// (performance/TransformerFlops.h), bytes synchronised, the cards that suit each mode with their power and
/// yearly cost, servers and, with a token count, the training run (docs/MODEL.md, "Training vs inference
/// comparison"). Errors name the input the memory or training model refused.
Expected<TrainingInferenceComparison> compareTrainingAndInference(const ComparisonInputs& inputs);

} // namespace gputco
