#pragma once

#include "units/Bytes.h"

namespace gputco {

/// Memory by what it holds. Per GPU unless a name says otherwise.
struct MemoryBreakdown {
    Bytes weights;
    Bytes gradients;
    Bytes optimizer;
    Bytes activations;
    Bytes kvCache;
    Bytes overhead;

    Bytes total() const { return weights + gradients + optimizer + activations + kvCache + overhead; }

    MemoryBreakdown& operator+=(const MemoryBreakdown& o)
    {
        weights += o.weights;
        gradients += o.gradients;
        optimizer += o.optimizer;
        activations += o.activations;
        kvCache += o.kvCache;
        overhead += o.overhead;
        return *this;
    }

    /// Every part multiplied by `k` (e.g. per-GPU bytes times the GPUs that hold them).
    MemoryBreakdown scaled(double k) const
    {
        return MemoryBreakdown{weights * k, gradients * k, optimizer * k, activations * k, kvCache * k, overhead * k};
    }
};

} // namespace gputco
