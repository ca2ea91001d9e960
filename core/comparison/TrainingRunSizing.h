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

/// The scenario's own mode as the recommendation sized it (inputs.recommended): a card that holds the model takes the
/// recommendation's GPUs, split and (training) run time, with its year and run costed as sizeTrainingRun costs them;
/// a card the recommendation leaves out is not suitable, with its reason as a note (a training run is still sized here,
/// so the view says how long it would take). `memory`: the side's memory inputs (its mode).
void applyRecommendedSizing(const Accelerator& card, const MemoryInputs& memory, const ComparisonInputs& inputs,
                            CardModeFit& fit);

} // namespace gputco
