#pragma once

#include "views/EvaluationView.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QTableView;

namespace gputco::ui {

class FacilityFitTableModel;
class RackElevationWidget;

/// View 4: servers, racks, power feeds, heat and cooling for one compared card's deployment, its fullest
/// rack drawn, and which facilities can host it.
class RackView final : public EvaluationView {
    Q_OBJECT
public:
    explicit RackView(QWidget* parent = nullptr);

    QComboBox* optionCombo() const { return option_; }
    FacilityFitTableModel* facilityModel() const { return facilities_; }
    RackElevationWidget* elevation() const { return elevation_; }
    /// The value shown for a figure (for tests), by its label.
    QString figure(const QString& label) const;

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

private:
    void fillOptions(const Evaluation& evaluation);
    void redraw(const Evaluation& evaluation);
    void setFigure(const QString& label, const QString& value, const QString& toolTip = {});

    QComboBox* option_;
    QLabel* message_;
    QFormLayout* figures_;
    RackElevationWidget* elevation_;
    FacilityFitTableModel* facilities_;
    QTableView* table_;
};

} // namespace gputco::ui
