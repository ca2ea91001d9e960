#pragma once

#include "comparison/ComparisonInputs.h"
#include "comparison/ComparisonResult.h"
#include "hardware/Accelerator.h"
#include "memory/FitPlanner.h"

#include <vector>

namespace gputco {

/// A card's link is fit for gradient all-reduce: NVLink, Infinity Fabric, ICI or the Ethernet that Gaudi
/// cards carry on the chip; PCIe and none are not.
bool hasScaleUpLink(const Accelerator& card);

/// One card in one mode: fewest GPUs that hold the workload (FitPlanner), whether that is a sensible
/// deployment (inference: within `maxInferenceGpus`; training: one GPU, or a scale-up link between them),
/// average card power (power/CardPower.h: training activity 0.9, inference at the utilisation) and the year.
CardModeFit assessCard(const Accelerator& card, const FitPlanner& planner, WorkloadMode mode,
                       const ComparisonInputs& inputs);

/// Appends a note to the card's coded notes and its English `note`, keeping them in step.
void addNoteTo(CardModeFit& out, SuitabilityNote note);

/// Average power, yearly energy, card and total cost of `out.gpus` of `card` in `mode` (replacing earlier figures).
void costCardYear(const Accelerator& card, WorkloadMode mode, const ComparisonInputs& inputs, CardModeFit& out);

/// Suitable first; among them fully costed first, then by yearly cost, then fewer GPUs.
void sortBySuitability(std::vector<CardModeFit>& cards);

/// Training with a token count: suitable first, then the run's cost (cards over the run + electricity), then the
/// time to finish, then fewer GPUs.
void sortByRun(std::vector<CardModeFit>& cards);

} // namespace gputco
