#pragma once

namespace gputco {

/// An uncertain input's low and high as multiples of its typical value (the scenario's own figure), so a range
/// follows the slider: {0.9, 1.2} is 10 % below to 20 % above whatever the typical value is.
struct RelativeRange {
    double low = 1.0;     ///< 0 to 1
    double high = 1.0;    ///< 1 to kMaxRangeHigh
    bool certain = false; ///< the user fixed the input: it stays at its typical value in every analysis

    friend bool operator==(const RelativeRange&, const RelativeRange&) = default;
};

/// The widest high a range takes: five times the typical value.
inline constexpr double kMaxRangeHigh = 5.0;

} // namespace gputco
