#pragma once

#include "scenario/ScenarioState.h"

#include <QWidget>

#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace gputco {
class LiveEvaluation;
class Scenario;
class ScenarioEditor;
} // namespace gputco

namespace gputco::ui {

class EconomicsFinanceGroup;
class EconomicsUncertaintyGroup;
class PanelBinder;
class SliderSpinBox;

/// Money, energy and place: currency, electricity price, PUE, years, hours per day, carbon factor, financing,
/// resale and renting, facility.
class EconomicsPanel final : public QWidget {
    Q_OBJECT
public:
    EconomicsPanel(Scenario& scenario, ScenarioEditor& editor, LiveEvaluation& evaluation, QWidget* parent = nullptr);

    QComboBox* currencyCombo() const { return currency_; }
    QComboBox* facilityCombo() const { return facility_; }
    QCheckBox* facilityOwnPricesBox() const { return facilityOwnPrices_; }
    SliderSpinBox* priceSlider() const { return price_; }
    SliderSpinBox* pueSlider() const { return pue_; }
    EconomicsFinanceGroup* finance() const { return finance_; }
    EconomicsUncertaintyGroup* uncertainty() const { return uncertainty_; }

private:
    void fillFacilities();
    void refresh();

    Scenario& scenario_;
    ScenarioEditor& editor_;
    LiveEvaluation& evaluation_;
    PanelBinder* binder_;
    QComboBox* currency_ = nullptr;
    QComboBox* facility_ = nullptr;
    QCheckBox* facilityOwnPrices_ = nullptr;
    SliderSpinBox* price_ = nullptr;
    SliderSpinBox* pue_ = nullptr;
    QLabel* priceLabel_ = nullptr;
    std::vector<std::pair<QCheckBox*, bool FacilityRequirementsState::*>> ticks_;
    QSpinBox* bgp_ = nullptr;
    EconomicsFinanceGroup* finance_ = nullptr;
    EconomicsUncertaintyGroup* uncertainty_ = nullptr;
};

} // namespace gputco::ui
