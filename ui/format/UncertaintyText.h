#pragma once

#include "uncertainty/UncertainInput.h"

#include <QCoreApplication>
#include <QString>

namespace gputco::ui {

/// The translation context of the uncertain inputs' names and range sources (the Uncertainty group, the
/// Sensitivity view and the report share them).
class UncertaintyText {
    Q_DECLARE_TR_FUNCTIONS(UncertaintyText)
};

/// "Card or server price", "Electricity price", "PUE", ... as the Uncertainty group names the inputs.
QString uncertainInputLabel(UncertainInput input);

/// Where an input's default range comes from (docs/MODEL.md, "Uncertainty"), as the user reads it: "Default:
/// 0.65 to 0.90 CNY/kWh around 0.70 (...)", with "Unverified" or "weak source" where the reference says so.
QString defaultRangeText(UncertainInput input);

} // namespace gputco::ui
