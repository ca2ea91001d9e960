#pragma once

#include <QString>

#include <array>

namespace gputco::ui {

/// The memory parts in stacking order (and colour order, style/Palette.h).
enum class MemoryPart { Weights, Gradients, Optimizer, Activations, KvCache, Overhead };
inline constexpr std::size_t kMemoryPartCount = 6;

/// One bar of the memory-fit chart: already computed figures, ready to draw.
struct MemoryFitRow {
    QString label;   ///< the card, e.g. "H100 SXM 80GB"
    QString fitText; ///< drawn after the bar, e.g. "2 GPUs (TP2)"
    // "GB" in these two names is the display memory unit: format::memoryUnit(), GB (10^9) or GiB (2^30) bytes.
    double capacityGB = 0.0;                        ///< <= 0: unknown, no capacity mark
    std::array<double, kMemoryPartCount> partsGB{}; ///< per GPU at the split shown
    std::array<QString, kMemoryPartCount> toolTips; ///< exact bytes and the formula's name, per part
    bool fits = false;
};

} // namespace gputco::ui
