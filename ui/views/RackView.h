#pragma once

#include "views/EvaluationView.h"

class QComboBox;
class QSpinBox;
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
    QComboBox* serverCombo() const { return server_; }
    QSpinBox* powerCapBox() const { return powerCap_; }
    /// Lays out `cardId` as soon as an evaluation lists it ("Use this option" follows through here).
    void showCard(const QString& cardId);
    FacilityFitTableModel* facilityModel() const { return facilities_; }
    RackElevationWidget* elevation() const { return elevation_; }
    /// The value shown for a figure (for tests), by its label.
    QString figure(const QString& label) const;

signals:
    /// The user picked a server for the card shown; an empty id goes back to the automatic choice.
    void serverChosen(const QString& cardId, const QString& serverId);
    /// The user set the power cap of the card shown, in watts; 0 takes the cap off.
    void powerCapChosen(const QString& cardId, int watts);

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

private:
    void fillOptions(const Evaluation& evaluation);
    void fillServers(const Evaluation& evaluation);
    void fillPowerCap(const Evaluation& evaluation);
    void redraw(const Evaluation& evaluation);
    void setFigure(const QString& label, const QString& value, const QString& toolTip = {});

    QComboBox* option_;
    QComboBox* server_;
    QSpinBox* powerCap_;
    QString wantedCard_; ///< showCard's card, until an evaluation lists it
    QLabel* message_;
    QFormLayout* figures_;
    RackElevationWidget* elevation_;
    FacilityFitTableModel* facilities_;
    QTableView* table_;
};

} // namespace gputco::ui
