#include "calibration/PowerCurveFit.h"

#include "calibration/LeastSquares.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace gputco {

Expected<PowerCurveFit> fitPowerCurve(const NvidiaSmiLog& log)
{
    PowerCurveFit out;
    out.samples = static_cast<int>(log.samples.size());
    out.lowestUtilisation = 100.0;
    out.highestUtilisation = 0.0;
    // Unknowns: idle W and full-load W, so P = idle x (1 - u) + full x u with u the utilisation as a share: both
    // figures and their standard errors come straight out of the solve.
    std::vector<LinearRow> rows;
    rows.reserve(log.samples.size());
    for (const PowerSample& s : log.samples) {
        const double u = s.utilisationPercent / 100.0;
        rows.push_back(LinearRow{{1.0 - u, u, 0.0}, s.watts});
        out.lowestUtilisation = std::min(out.lowestUtilisation, s.utilisationPercent);
        out.highestUtilisation = std::max(out.highestUtilisation, s.utilisationPercent);
    }
    if (out.highestUtilisation - out.lowestUtilisation < kMinUtilisationSpan)
        return Error{"utilization.gpu", "only spans " + std::to_string(static_cast<int>(out.lowestUtilisation)) + " to "
                                            + std::to_string(static_cast<int>(out.highestUtilisation))
                                            + " %: the log needs idle and loaded stretches (20 points apart or more) "
                                              "to tell idle from full-load power"};
    const LeastSquaresSolution fit = solveLeastSquares(rows, 2);
    out.idleWatts = fit.x[0];
    out.fullLoadWatts = fit.x[1];
    out.idleStandardError = fit.standardError[0];
    out.fullLoadStandardError = fit.standardError[1];
    if (!(out.fullLoadWatts > out.idleWatts))
        return Error{"power.draw", "falls as utilization.gpu rises (idle " + std::to_string(std::lround(out.idleWatts))
                                       + " W, full load " + std::to_string(std::lround(out.fullLoadWatts))
                                       + " W): the log does not show the card's load"};
    out.idleWatts = std::max(0.0, out.idleWatts);
    double squares = 0.0;
    for (const PowerSample& s : log.samples) {
        const double u = s.utilisationPercent / 100.0;
        const double residual = s.watts - (fit.x[0] * (1.0 - u) + fit.x[1] * u);
        out.residualWatts.push_back(residual);
        squares += residual * residual;
    }
    out.rmsResidualWatts = std::sqrt(squares / static_cast<double>(log.samples.size()));
    return out;
}

} // namespace gputco
