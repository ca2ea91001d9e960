#pragma once

#include "calibration/NvidiaSmiLog.h"
#include "util/Expected.h"

#include <vector>

namespace gputco {

/// One card's draw as a straight line in its utilisation: idle at 0 %, full load at 100 % (docs/MODEL.md, "Your
/// own measurements").
struct PowerCurveFit {
    double idleWatts = 0.0;
    double fullLoadWatts = 0.0;
    double idleStandardError = 0.0;     ///< W
    double fullLoadStandardError = 0.0; ///< W
    double rmsResidualWatts = 0.0;
    double lowestUtilisation = 0.0; ///< %, the span the line was fitted over
    double highestUtilisation = 0.0;
    int samples = 0;
    std::vector<double> residualWatts; ///< measured - fitted, by sample
};

/// Least squares of power.draw on utilization.gpu over every row (each row is one card). Refused, naming
/// "utilization.gpu", when the utilisation spans less than 20 points (no idle and loaded stretches to tell apart), and,
/// naming "power.draw", when the draw falls as the load rises.
Expected<PowerCurveFit> fitPowerCurve(const NvidiaSmiLog& log);

/// Narrowest utilisation span, in points, the power fit accepts.
inline constexpr double kMinUtilisationSpan = 20.0;

} // namespace gputco
