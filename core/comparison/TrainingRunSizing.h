#pragma once

#include "comparison/ComparisonInputs.h"
#include "comparison/ComparisonResult.h"
#include "hardware/Accelerator.h"

namespace gputco {

/// The training run of `*inputs.trainingTokens` on a card that holds the model on `fit.gpus` GPUs: the GPUs
/// doubled from there (up to inputs.maxTrainingGpus) until the layout search's run finishes within the deadline
/// (a year without one); `fit` gets those GPUs, their split, the run time, its yearly and run cost (yearly cost x
/// run years) and, when even the largest cluster misses, a note saying so (the card is then not suitable).
void sizeTrainingRun(const Accelerator& card, const MemoryInputs& training, const ComparisonInputs& inputs,
                     CardModeFit& fit);

} // namespace gputco
