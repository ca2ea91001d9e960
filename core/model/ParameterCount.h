#pragma once

#include "model/ModelArchitecture.h"

namespace gputco {

/// Parameter counts derived from an architecture, layer by layer.
struct ParameterCounts {
    double total = 0.0;     ///< every stored parameter
    double active = 0.0;    ///< parameters one token passes through (differs from total for MoE)
    double embedding = 0.0; ///< input embedding, output projection (if untied) and position table
    double attentionPerLayer = 0.0;
    double denseFfnPerLayer = 0.0;
    double moeFfnPerLayer = 0.0;       ///< all experts plus router, for an MoE layer
    double activeMoeFfnPerLayer = 0.0; ///< shared plus top-k routed experts plus router
};

ParameterCounts countParameters(const ModelArchitecture& arch);

/// Weight matrices (rows x cols summed) in one layer's attention and FFN, for LoRA adapter sizing:
/// sum over adapted matrices of (in + out), every linear layer of every layer (all experts of an MoE layer).
double loraAdapterParamsPerRank(const ModelArchitecture& arch);

} // namespace gputco
