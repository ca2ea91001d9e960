#pragma once

#include "charts/ChartBand.h"
#include "session/UncertaintyBands.h"
#include "views/EvaluationView.h"

class QCheckBox;
class QLabel;
class QTableView;

namespace gputco {
class UncertaintyBandsRun;
} // namespace gputco

namespace gputco::ui {

class LineComparisonChart;
class PowerCostTableModel;

/// View 2: power, energy, electricity cost and TCO per selected card, with the Monte Carlo's P10-P90 bands on
/// the TCO chart and in the money cells.
class PowerCostView final : public EvaluationView {
    Q_OBJECT
public:
    explicit PowerCostView(QWidget* parent = nullptr);

    /// The window's background run: the view asks it for each evaluation it draws and shows what it publishes.
    void setBandsRun(UncertaintyBandsRun* run);
    /// Bands computed elsewhere (the report's, drawn synchronously): shown with their own evaluation only.
    void showBands(const UncertaintyBandsPtr& bands);

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

public:
    LineComparisonChart* tcoChart() const { return tco_; }
    LineComparisonChart* electricityChart() const { return electricity_; }
    PowerCostTableModel* tableModel() const { return model_; }
    /// The view option "Log cost axis" of the TCO chart (remembered in the settings).
    QCheckBox* logCostAxis() const { return logCost_; }

private:
    void drawTco(const Evaluation& evaluation);
    void drawElectricity(const Evaluation& evaluation);
    void drawBands(const Evaluation& evaluation);
    /// The chart's bands of `bands` over its own evaluation's cards, in the chart's current y unit.
    std::vector<ChartBand> chartBands(const UncertaintyBands& bands) const;
    void bandsPublished();

    QLabel* message_;
    LineComparisonChart* tco_;
    QCheckBox* logCost_;
    LineComparisonChart* electricity_;
    PowerCostTableModel* model_;
    QTableView* table_;
    UncertaintyBandsRun* bandsRun_ = nullptr;
    UncertaintyBandsPtr bands_;
    UncertaintyBandsPtr drawn_; ///< the bands last drawn as current: shown greyed while the next are computed
    double tcoDivisor_ = 1.0;   ///< the TCO chart's y unit (format::MoneyScale), which the bands share
};

} // namespace gputco::ui
