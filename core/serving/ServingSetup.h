#pragma once

#include "hardware/Accelerator.h"
#include "model/ModelArchitecture.h"
#include "performance/InferenceEstimator.h"
#include "serving/ServingReplica.h"
#include "util/Expected.h"

namespace gputco {

/// A deployment ready to simulate: one replica's costs and KV blocks, and what `infer` says of it at a full batch.
struct ServingDeployment {
    ServingReplica replica;
    InferencePerformance steadyState; ///< estimateInference at the inputs: the figures a full constant batch reaches
    std::int64_t kvTokens = 0;        ///< per replica: what the memory model leaves for the KV cache
};

/// Builds the replica for `inputs` (model, card, precisions, TP; its input and output tokens size the memory
/// model's workspace). The KV cache gets what the memory model leaves at the most sequences that fit: the cache
/// of those sequences plus the memory still free, less the allocator's reserve; in blocks of
/// `scheduler.blockTokens`. `overheadPerPass` is added to every pass (infer has none). Errors name the option.
Expected<ServingDeployment> prepareServing(const ModelArchitecture& arch, const Accelerator& card,
                                           const InferenceInputs& inputs, const ServingScheduler& scheduler,
                                           Duration overheadPerPass = Duration::seconds(0));

} // namespace gputco
