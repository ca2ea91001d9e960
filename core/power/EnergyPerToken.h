#pragma once

#include "units/Power.h"

#include <optional>

namespace gputco {

/// Energy a deployment spends per output token: docs/MODEL.md, "Energy per output token".
struct EnergyPerToken {
    double joules = 0.0;              ///< J per output token, IT power at the wall (as MLPerf measures it)
    double kwhPerMillionTokens = 0.0; ///< the same, kWh per million output tokens (J / 3.6)
};

/// IT average power / (output tokens/s at full use x utilisation): the average draw, idle hours included, over the
/// tokens the deployment serves (cost per million tokens counts the same tokens). nullopt when the throughput or the
/// utilisation is not above 0 or the power is not a finite figure of 0 or more.
std::optional<EnergyPerToken> energyPerOutputToken(Watts itAverage, double outputTokensPerSecond, double utilisation);

} // namespace gputco
