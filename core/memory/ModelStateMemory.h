#pragma once

#include "memory/Workload.h"
#include "model/ModelArchitecture.h"
#include "model/Precision.h"

namespace gputco {

/// Bytes per parameter of the three model states in training.
struct StateBytesPerParam {
    double weights = 2.0;
    double gradients = 2.0;
    double optimizer = 12.0; ///< ZeRO's K
};

/// Bytes per trainable parameter for an optimizer under a weight precision.
/// Mixed precision (16-bit weights) keeps an FP32 master copy inside the optimizer states, so AdamW has
/// K = 4 (master) + 4 (momentum) + 4 (variance) = 12 (Rajbhandari et al. 2020, sec. 3.1); 8-bit Adam keeps
/// both moments in one byte each (Dettmers et al. 2022): K = 4 + 2; SGD with momentum: K = 4 + 4;
/// Adafactor keeps factored second moments, about 2/h bytes per parameter of an h-wide matrix, no momentum
/// (Shazeer and Stern 2018): K = 4 + 8/h. FP32 training needs no master copy (subtract 4).
/// FP8 training (Transformer Engine) keeps BF16 weights and gradients, so it is counted as BF16.
StateBytesPerParam stateBytesPerParam(Optimizer optimizer, Precision weights, const ModelArchitecture& arch);

/// Per-GPU model-state bytes for `params` parameters of one model-parallel shard under ZeRO
/// (Rajbhandari et al. 2020, Fig. 1): stage 0 (w + g + K)P; 1: wP + gP + KP/d; 2: wP + (g + K)P/d;
/// 3: (w + g + K)P/d.
struct ModelStateBytes {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
};
ModelStateBytes zeroShardedStates(double params, const StateBytesPerParam& perParam, int zeroStage, int dataParallel);

} // namespace gputco
