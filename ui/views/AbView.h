#pragma once

#include "views/EvaluationView.h"

class QAction;
class QLabel;
class QStackedWidget;
class QTableView;
class QTableWidget;
class QToolButton;

namespace gputco {
class AbCostChanceRun;
} // namespace gputco

namespace gputco::ui {

class AbTableModel;
class AbTcoChart;

/// The A/B view: the window's scenario (A, live) beside scenario B. It lists the inputs that differ, each
/// card's headline figures in A and B with the change, and each card's total cost in A and B as bars.
/// Without a B it explains how to get one and offers the two actions.
class AbView final : public EvaluationView {
    Q_OBJECT
public:
    explicit AbView(QWidget* parent = nullptr);

    /// The actions the page without a B offers (File menu's Compare with scenario B... and Pin current as B).
    void setActions(QAction* compare, QAction* pin);
    /// B's evaluation and name; nullptr: no B. Drawn at once (B changes rarely, unlike A).
    void setScenarioB(const EvaluationPtr& b, const QString& name);

    bool showsComparison() const;
    AbTableModel* tableModel() const { return model_; }
    QTableWidget* inputsTable() const { return inputs_; }
    AbTcoChart* tcoChart() const { return chart_; }
    /// "Probability that B costs less than A over 4 years: 73%", or "updating…" while its Monte Carlo runs.
    QString costChanceText() const;
    /// True while the probability shown is not the current A and B's.
    bool costChanceUpdating() const;
    /// Blocks until the probability's Monte Carlo has landed (screenshots, reports, tests).
    void waitForBackgroundWork();

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

private:
    QWidget* buildEmptyPage();
    QWidget* buildComparisonPage();
    void draw();
    void drawInputs(const Evaluation& a, const Evaluation& b);
    void drawChart(const Evaluation& a, const Evaluation& b);
    void showCostChance();

    EvaluationPtr b_;
    QString nameB_;
    QStackedWidget* stack_;
    QToolButton* compareButton_ = nullptr;
    QToolButton* pinButton_ = nullptr;
    QLabel* header_ = nullptr;
    QLabel* chance_ = nullptr;
    AbCostChanceRun* chanceRun_ = nullptr;
    QTableWidget* inputs_ = nullptr;
    AbTableModel* model_ = nullptr;
    QTableView* table_ = nullptr;
    AbTcoChart* chart_ = nullptr;
};

} // namespace gputco::ui
