#pragma once

#include "views/EvaluationView.h"

class QLabel;
class QTableView;

namespace gputco::ui {

class LineComparisonChart;
class PowerCostTableModel;

/// View 2: power, energy, electricity cost and TCO per selected card.
class PowerCostView final : public EvaluationView {
    Q_OBJECT
public:
    explicit PowerCostView(QWidget* parent = nullptr);

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

public:
    LineComparisonChart* tcoChart() const { return tco_; }
    LineComparisonChart* electricityChart() const { return electricity_; }
    PowerCostTableModel* tableModel() const { return model_; }

private:
    void drawTco(const Evaluation& evaluation);
    void drawElectricity(const Evaluation& evaluation);

    QLabel* message_;
    LineComparisonChart* tco_;
    LineComparisonChart* electricity_;
    PowerCostTableModel* model_;
    QTableView* table_;
};

} // namespace gputco::ui
