#pragma once

#include "scenario/ScenarioConstraintRanges.h"
#include "scenario/ScenarioState.h"

#include <QWidget>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;

namespace gputco {
class Scenario;
class ScenarioEditor;
} // namespace gputco

namespace gputco::ui {

class ConstraintsFacilityGroup;
class ServingTargetsGroup;
class OptionalNumberEdit;
class PanelGroup;

/// A combo box as narrow as a dozen characters, whatever its longest item: a dock's width is the user's to choose.
void narrow(QComboBox* combo);

/// The recommendation's targets and limits (the scenario's `constraints`): budget, latency per token and to the
/// first token, throughput, training deadline, GPUs, precisions searched, what the ranking sorts by and what a
/// facility must offer. Each edit is one undo step through the editor; empty fields mean "no limit".
class ConstraintsPanel final : public QWidget {
    Q_OBJECT
public:
    ConstraintsPanel(Scenario& scenario, ScenarioEditor& editor, QWidget* parent = nullptr);

    // Exposed for tests; the panel owns them.
    OptionalNumberEdit* budgetEdit() const { return budget_; }
    OptionalNumberEdit* maxTpotEdit() const { return maxTpot_; }
    OptionalNumberEdit* maxTtftEdit() const { return maxTtft_; }
    OptionalNumberEdit* throughputEdit() const { return throughput_; }
    OptionalNumberEdit* deadlineEdit() const { return deadline_; }
    QComboBox* deadlineUnitCombo() const { return deadlineUnit_; }
    OptionalNumberEdit* maxGpusEdit() const { return maxGpus_; }
    OptionalNumberEdit* maxRacksEdit() const { return maxRacks_; }
    OptionalNumberEdit* maxItPowerEdit() const { return maxItPower_; }
    QComboBox* rankCombo() const { return rank_; }
    QComboBox* ownershipCombo() const { return ownership_; }
    QCheckBox* consumerCardsBox() const { return consumerCards_; }
    QCheckBox* exportControlledBox() const { return exportControlled_; }
    QComboBox* buyerCountryCombo() const { return buyerCountry_; }
    QCheckBox* precisionBox(Precision precision) const;
    ConstraintsFacilityGroup* facility() const { return facility_; }
    ServingTargetsGroup* servingTargets() const { return serving_; }
    /// The message of the last refused entry; empty when the last entry was accepted.
    QString problem() const;
    /// Why the ranking chosen does not suit the mode; empty when it does.
    QString rankNote() const;

private:
    PanelGroup* buildLimitsGroup();
    PanelGroup* buildSearchGroup();
    OptionalNumberEdit* addNumber(QFormLayout* form, const QString& label, const QString& toolTip,
                                  const ConstraintRange& range, bool integer);
    void editConstraints(const QString& description, const std::function<void(ScenarioConstraints&)>& change);
    void showProblem(const QString& message);
    double deadlineUnitHours() const;
    void refresh();

    Scenario& scenario_;
    ScenarioEditor& editor_;
    QFormLayout* limitsForm_ = nullptr;
    OptionalNumberEdit* budget_ = nullptr;
    QLabel* budgetLabel_ = nullptr;
    OptionalNumberEdit* maxTpot_ = nullptr;
    OptionalNumberEdit* maxTtft_ = nullptr;
    OptionalNumberEdit* throughput_ = nullptr;
    OptionalNumberEdit* deadline_ = nullptr;
    QComboBox* deadlineUnit_ = nullptr;
    QWidget* deadlineRow_ = nullptr;
    OptionalNumberEdit* maxGpus_ = nullptr;
    OptionalNumberEdit* maxRacks_ = nullptr;
    OptionalNumberEdit* maxItPower_ = nullptr;
    ServingTargetsGroup* serving_ = nullptr;
    QComboBox* rank_ = nullptr;
    QComboBox* ownership_ = nullptr;
    QCheckBox* consumerCards_ = nullptr;
    QCheckBox* exportControlled_ = nullptr;
    QComboBox* buyerCountry_ = nullptr;
    QLabel* rankNote_ = nullptr;
    std::vector<std::pair<QCheckBox*, Precision>> precisions_;
    QLabel* problem_ = nullptr;
    ConstraintsFacilityGroup* facility_ = nullptr;
};

} // namespace gputco::ui
