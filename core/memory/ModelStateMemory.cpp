#include "memory/ModelStateMemory.h"

#include <algorithm>

namespace gputco {

StateBytesPerParam stateBytesPerParam(Optimizer optimizer, Precision weights, const ModelArchitecture& arch)
{
    const bool fullFp32 = weights == Precision::FP32 || weights == Precision::TF32;
    const double w = fullFp32 ? 4.0 : 2.0;
    const double master = fullFp32 ? 0.0 : 4.0;
    double moments = 0.0;
    switch (optimizer) {
    case Optimizer::AdamW: moments = 8.0; break;
    case Optimizer::Adam8bit: moments = 2.0; break;
    case Optimizer::Sgd: moments = 4.0; break;
    case Optimizer::Adafactor: moments = 8.0 / std::max(1, arch.hiddenSize); break;
    }
    return StateBytesPerParam{w, w, master + moments};
}

ModelStateBytes zeroShardedStates(double params, const StateBytesPerParam& perParam, int zeroStage, int dataParallel)
{
    const StateBytesPerParam& k = perParam; // short names keep the formulas below readable
    const double d = std::max(1, dataParallel);
    ModelStateBytes out;
    out.weights = k.weights * params / (zeroStage >= 3 ? d : 1.0);
    out.gradients = k.gradients * params / (zeroStage >= 2 ? d : 1.0);
    out.optimizer = k.optimizer * params / (zeroStage >= 1 ? d : 1.0);
    return out;
}

} // namespace gputco
