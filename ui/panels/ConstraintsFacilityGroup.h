#pragma once

#include "scenario/ScenarioConstraints.h"

#include <QObject>

#include <functional>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace gputco::ui {

class OptionalNumberEdit;
class PanelGroup;

/// The "Targets and limits" panel's facility must-haves beyond the Economics panel's boxes: ICP filing, a
/// GB 50174 grade, DDoS protection, a self-operated site and certifications (the file's
/// constraints.facility_requirements). Each control changes one constraint through `edit`; refresh() mirrors it.
class ConstraintsFacilityGroup final : public QObject {
    Q_OBJECT
public:
    using Edit = std::function<void(const QString& description, const std::function<void(ScenarioConstraints&)>&)>;

    ConstraintsFacilityGroup(Edit edit, QWidget* parent);

    PanelGroup* group() const { return group_; }
    QComboBox* icpCombo() const { return icp_; }
    QComboBox* gradeCombo() const { return grade_; }
    OptionalNumberEdit* ddosEdit() const { return ddos_; }
    QCheckBox* selfOperatedBox() const { return selfOperated_; }
    QLineEdit* certificationsEdit() const { return certifications_; }

    void refresh(const ScenarioConstraints& constraints);

signals:
    void problemFound(const QString& message);

private:
    Edit edit_;
    PanelGroup* group_ = nullptr;
    QComboBox* icp_ = nullptr;
    QComboBox* grade_ = nullptr;
    OptionalNumberEdit* ddos_ = nullptr;
    QCheckBox* selfOperated_ = nullptr;
    QLineEdit* certifications_ = nullptr;
};

} // namespace gputco::ui
