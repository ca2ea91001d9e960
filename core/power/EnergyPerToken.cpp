#include "power/EnergyPerToken.h"

#include <algorithm>
#include <cmath>

namespace gputco {

std::optional<EnergyPerToken> energyPerOutputToken(Watts itAverage, double outputTokensPerSecond, double utilisation)
{
    const double watts = itAverage.inWatts();
    if (!(outputTokensPerSecond > 0.0) || !(utilisation > 0.0) || !(watts >= 0.0) || !std::isfinite(watts)
        || !std::isfinite(outputTokensPerSecond))
        return std::nullopt;
    EnergyPerToken e;
    e.joules = watts / (outputTokensPerSecond * std::min(utilisation, 1.0));
    e.kwhPerMillionTokens = e.joules * 1e6 / 3.6e6;
    return e;
}

} // namespace gputco
