#pragma once

#include "scenario/ScenarioConstraints.h"

#include <QObject>

#include <functional>

class QFormLayout;
class QWidget;

namespace gputco::ui {

class OptionalNumberEdit;
class PanelGroup;

/// The "Targets and limits" panel's service under traffic: P99 targets, the peak rate and the traffic's shape
/// (the file's ttft_p99_ms, tpot_p99_ms, peak_requests_per_second, peak_output_tokens_per_second, burstiness and
/// the length spreads). Each control changes one constraint through `edit` (one undo step); refresh() mirrors it.
class ServingTargetsGroup final : public QObject {
    Q_OBJECT
public:
    using Edit = std::function<void(const QString& description, const std::function<void(ScenarioConstraints&)>&)>;

    ServingTargetsGroup(Edit edit, QWidget* parent);

    PanelGroup* group() const { return group_; }
    OptionalNumberEdit* ttftP99Edit() const { return ttftP99_; }
    OptionalNumberEdit* tpotP99Edit() const { return tpotP99_; }
    OptionalNumberEdit* peakRateEdit() const { return peakRate_; }
    OptionalNumberEdit* peakTokensEdit() const { return peakTokens_; }
    OptionalNumberEdit* burstinessEdit() const { return burstiness_; }
    OptionalNumberEdit* inputSpreadEdit() const { return inputSpread_; }
    OptionalNumberEdit* outputSpreadEdit() const { return outputSpread_; }

    void refresh(const ScenarioConstraints& constraints);

signals:
    void problemFound(const QString& message);

private:
    OptionalNumberEdit* add(QFormLayout* form, const QString& label, const QString& toolTip, double min, double max);

    Edit edit_;
    PanelGroup* group_ = nullptr;
    OptionalNumberEdit* ttftP99_ = nullptr;
    OptionalNumberEdit* tpotP99_ = nullptr;
    OptionalNumberEdit* peakRate_ = nullptr;
    OptionalNumberEdit* peakTokens_ = nullptr;
    OptionalNumberEdit* burstiness_ = nullptr;
    OptionalNumberEdit* inputSpread_ = nullptr;
    OptionalNumberEdit* outputSpread_ = nullptr;
};

} // namespace gputco::ui
