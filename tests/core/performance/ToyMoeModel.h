#pragma once

#include "model/ModelPresets.h"

namespace gputco::fixtures {

// A small MoE model the serving tests work by hand: 2 layers, hidden 1,024, 8 heads of 128 (MHA), 8 routed experts
// of FFN 1,024, top-2, no shared experts, vocabulary 1,000, untied embeddings, SwiGLU, RMSNorm.
inline ModelArchitecture toyMoe()
{
    ModelArchitecture a;
    a.id = "toy-moe";
    a.displayName = "Toy MoE";
    a.layers = 2;
    a.hiddenSize = 1024;
    a.attentionHeads = 8;
    a.kvHeads = 8;
    a.headDim = 128;
    a.ffnSize = 4096;
    a.vocabSize = 1000;
    a.maxContext = 4096;
    a.moe = MoeConfig{8, 2, 0, 1024, 0};
    return a;
}

} // namespace gputco::fixtures
