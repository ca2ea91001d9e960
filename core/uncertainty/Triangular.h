#pragma once

namespace gputco {

/// The value at cumulative probability `u` (0 to 1) of the triangular distribution from `low` to `high` with
/// its mode at `mode` (the inverse CDF: low + sqrt(u (high - low)(mode - low)) below the mode's share
/// (mode - low) / (high - low), high - sqrt((1 - u)(high - low)(high - mode)) above). Only +, x and sqrt, which
/// IEEE 754 rounds exactly, so a sample is the same on every platform. A degenerate range gives `mode`.
double triangularQuantile(double u, double low, double mode, double high);

} // namespace gputco
