#pragma once

#include "views/EvaluationView.h"

class QAbstractItemModel;
class QLabel;
class QPushButton;
class QTableView;
class QTableWidget;

namespace gputco::ui {

class ParetoChart;
class RecommendTableModel;

/// View: the answer. The recommender's ranked options for the scenario (card x GPUs x precision x split x
/// facility), the cost-latency Pareto chart with the scenario's own deployment marked, and every card left
/// out with its reason. "Use this option" asks for a row to be applied to the scenario.
class RecommendView final : public EvaluationView {
    Q_OBJECT
public:
    explicit RecommendView(QWidget* parent = nullptr);

    RecommendTableModel* optionsModel() const { return options_; }
    ParetoChart* paretoChart() const { return chart_; }
    /// The cards left out: card, reason (the report prints it).
    const QAbstractItemModel* leftOutModel() const;
    QString headline() const;
    /// The left-out table's rows as "card: reason" (for tests).
    QStringList leftOutLines() const;

    /// Applies the selected row (the recommendation when none is selected) through useOptionRequested.
    void useSelectedOption();

signals:
    /// The user asked for `option` to become the scenario (one undo step, applied by the window).
    void useOptionRequested(const gputco::RecommendOption& option);

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

private:
    void showLeftOut(const Evaluation& evaluation);
    void showChart(const Evaluation& evaluation);

    QLabel* headline_;
    RecommendTableModel* options_;
    QTableView* table_;
    ParetoChart* chart_;
    QTableWidget* leftOut_;
    QPushButton* useOption_;
};

} // namespace gputco::ui
