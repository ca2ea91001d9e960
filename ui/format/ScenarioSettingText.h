#pragma once

#include "scenario/Evaluation.h"
#include "scenario/ScenarioDifferences.h"

#include <QCoreApplication>
#include <QString>

namespace gputco::ui {

/// A scenario's inputs as the report's assumptions tables and the A/B differences print them: one name and one
/// value text per setting (core ScenarioSetting), in the report's translation context.
class ScenarioSettingText {
    Q_DECLARE_TR_FUNCTIONS(Report)

public:
    /// "Model", "Context per sequence" (inference) or "Sequence length" (training), ...
    static QString name(ScenarioSetting setting, TaskMode mode);
    /// "Llama-3.1-70B, 70.6 B parameters", "0.7 CNY/kWh", ...
    static QString value(ScenarioSetting setting, const Evaluation& evaluation);
    /// What a reader needs when A's and B's values print alike but differ (core compared the values): "(+0.000400
    /// against A)", shares in percent; "(differs beyond the digits shown)" for a setting of several numbers.
    static QString hiddenDifference(const SettingDifference& difference);
    /// "Llama-3.1-70B" or "Custom 70 B model".
    static QString modelName(const Evaluation& evaluation);
};

} // namespace gputco::ui
