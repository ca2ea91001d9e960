#pragma once

#include "units/Quantity.h"

#include <cmath>
#include <cstdint>

namespace gputco {

/// An amount of memory. Base unit: bytes. GB = 1e9 bytes, GiB = 2^30 bytes (see docs/MODEL.md, "Units").
class Bytes : public Quantity<Bytes> {
public:
    static constexpr double kGB = 1e9;
    static constexpr double kGiB = 1073741824.0;

    static constexpr Bytes of(double bytes) { return fromBase(bytes); }
    static constexpr Bytes gigabytes(double gb) { return fromBase(gb * kGB); }
    static constexpr Bytes gibibytes(double gib) { return fromBase(gib * kGiB); }

    constexpr double inBytes() const { return base(); }
    constexpr double inGB() const { return base() / kGB; }
    constexpr double inGiB() const { return base() / kGiB; }
    /// Whole bytes, rounded to nearest: the rounding point for every byte count we print.
    std::int64_t rounded() const { return static_cast<std::int64_t>(std::llround(base())); }
};

/// Memory or link bandwidth. Base unit: bytes per second. GB/s = 1e9 bytes per second.
class BytesPerSecond : public Quantity<BytesPerSecond> {
public:
    static constexpr BytesPerSecond gigabytesPerSecond(double gbs) { return fromBase(gbs * 1e9); }
    constexpr double inBytesPerSecond() const { return base(); }
    constexpr double inGBPerSecond() const { return base() / 1e9; }
};

} // namespace gputco
