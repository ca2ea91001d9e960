#pragma once

#include "CardFixtures.h"
#include "model/ModelPresets.h"
#include "performance/InferenceEstimator.h"

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

// A toy card: 100 GB at 1,000 GB/s, 100 TFLOPS BF16, NVLink quoted 200 GB/s (100 GB/s each way); its server's
// network `scaleOutGbps` per GPU (0: none stated, the model's default).
inline Accelerator toyCard(double scaleOutGbps = 0.0)
{
    Accelerator c = card("toy", "Toy", 100, 1000, 300, PeakThroughput{10, 50, 100, 100, {}, {}, {}, {}},
                         InterconnectKind::NVLink, 200, 5, "SXM");
    if (scaleOutGbps > 0.0)
        c.scaleOut = ScaleOutNetwork{scaleOutGbps, "toy-server", "test"};
    return c;
}

// Every efficiency 1 and no step overhead, so the figures are the formulas alone.
inline InferenceInputs idealInputs(int concurrency)
{
    InferenceInputs in;
    in.inputTokens = 100;
    in.outputTokens = 2;
    in.concurrency = concurrency;
    in.memoryBandwidthEfficiency = 1.0;
    in.prefillEfficiency = 1.0;
    in.decodeComputeEfficiency = 1.0;
    in.linkEfficiency = 1.0;
    in.stepOverheadMs = 0.0;
    return in;
}

} // namespace gputco::fixtures
