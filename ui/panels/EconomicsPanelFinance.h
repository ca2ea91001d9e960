#pragma once

#include "scenario/ScenarioState.h"

#include <QObject>

class QComboBox;
class QLabel;
class QLineEdit;

namespace gputco {
class LiveEvaluation;
class ScenarioEditor;
} // namespace gputco

namespace gputco::ui {

class PanelBinder;
class PanelGroup;

/// The Economics panel's "Financing, resale and renting" group: discount rate, residual curve, host share, cloud
/// offer and term. Each control changes one scenario value through the editor; refresh() mirrors it back.
class EconomicsFinanceGroup final : public QObject {
    Q_OBJECT
public:
    EconomicsFinanceGroup(ScenarioEditor& editor, LiveEvaluation& evaluation, QWidget* parent);

    PanelGroup* group() const { return group_; }
    QLineEdit* residualEdit() const { return residual_; }
    QComboBox* cloudOfferCombo() const { return offer_; }
    QComboBox* cloudTermCombo() const { return term_; }

    void fillOffers();
    void refresh(const ScenarioState& state);

private:
    void applyResidual();

    ScenarioEditor& editor_;
    LiveEvaluation& evaluation_;
    PanelBinder* binder_;
    PanelGroup* group_ = nullptr;
    QLineEdit* residual_ = nullptr;
    QLabel* residualProblem_ = nullptr;
    QComboBox* offer_ = nullptr;
    QComboBox* term_ = nullptr;
    ScenarioState shown_; ///< the state last mirrored, so a refused edit can be shown back
};

} // namespace gputco::ui
