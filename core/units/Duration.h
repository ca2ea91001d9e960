#pragma once

#include "units/Quantity.h"

namespace gputco {

/// A span of time. Base unit: seconds. A year is 365 days (8,760 h), the convention of the worked examples.
class Duration : public Quantity<Duration> {
public:
    static constexpr double kSecondsPerHour = 3600.0;
    static constexpr double kHoursPerYear = 8760.0;

    static constexpr Duration seconds(double s) { return fromBase(s); }
    static constexpr Duration hours(double h) { return fromBase(h * kSecondsPerHour); }
    static constexpr Duration days(double d) { return fromBase(d * 24.0 * kSecondsPerHour); }
    static constexpr Duration years(double y) { return fromBase(y * kHoursPerYear * kSecondsPerHour); }

    constexpr double inSeconds() const { return base(); }
    constexpr double inHours() const { return base() / kSecondsPerHour; }
    constexpr double inDays() const { return base() / (24.0 * kSecondsPerHour); }
    constexpr double inYears() const { return base() / (kHoursPerYear * kSecondsPerHour); }
};

} // namespace gputco
