#pragma once

#include "performance/ServingLayout.h"
#include "serving/ServingSetup.h"

namespace gputco {

/// A deployment of `layout` ready to simulate. A tensor-parallel-only layout is exactly prepareServing; a
/// co-located expert-parallel group is one replica of its GPUs (expertParallelReplica, ServingLayout.h) with
/// estimateServing's figures as the steady state, and the scheduler's limits per attention group (one scheduler
/// per data-parallel attention rank, as SGLang). Separate prefill and decode pools are not simulated: refused
/// naming "prefill-gpus" (infer prices them). Errors name the option.
Expected<ServingDeployment> prepareServingLayout(const ModelArchitecture& arch, const Accelerator& card,
                                                 const InferenceInputs& inputs, const ServingLayout& layout,
                                                 const ServingScheduler& scheduler,
                                                 Duration overheadPerPass = Duration::seconds(0),
                                                 const ServingNetwork& network = {});

/// GPUs of one replica of `layout`: TP for a tensor-parallel-only layout, the expert-parallel group otherwise.
int replicaGpus(const ServingLayout& layout);

} // namespace gputco
