#pragma once

#include "units/Quantity.h"

namespace gputco {

/// An amount of arithmetic work. Base unit: floating-point operations (a multiply-add counts as two).
class FlopCount : public Quantity<FlopCount> {
public:
    static constexpr FlopCount of(double flops) { return fromBase(flops); }
    constexpr double inFlops() const { return base(); }
    constexpr double inPetaflops() const { return base() / 1e15; }
};

/// Arithmetic throughput. Base unit: FLOP per second. Datasheets quote TFLOPS = 1e12 FLOP/s.
class FlopsPerSecond : public Quantity<FlopsPerSecond> {
public:
    static constexpr FlopsPerSecond of(double flopsPerSecond) { return fromBase(flopsPerSecond); }
    static constexpr FlopsPerSecond teraflops(double tflops) { return fromBase(tflops * 1e12); }
    constexpr double inFlopsPerSecond() const { return base(); }
    constexpr double inTeraflops() const { return base() / 1e12; }
};

} // namespace gputco
