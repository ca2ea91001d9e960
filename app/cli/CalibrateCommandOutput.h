#pragma once

#include "calibration/Calibration.h"

#include <QJsonObject>
#include <QString>

namespace gputco::cli {

/// Where the profile went: stored (in which catalogue file) or not asked to be.
struct CalibrationSaving {
    bool saved = false;
    QString catalogue;
};

/// calibrate's text: the fitted figures beside the profile's, the fit error, power, the first requests measured
/// against predicted, and what was saved.
QString calibrationText(const Calibration& c, const CalibrationSaving& saving);

/// calibrate --json: the same, every request listed.
QJsonObject calibrationJson(const Calibration& c, const CalibrationSaving& saving);

} // namespace gputco::cli
