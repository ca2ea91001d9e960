#pragma once

#include "views/EvaluationView.h"

#include <memory>

class QAbstractItemModel;
class QLabel;
class QPushButton;
class QTableView;
class QTableWidget;

namespace gputco::ui {

class ParetoChart;
class RecommendTableModel;
class RecommendationSearch;

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
    /// The line under the headline: how often the recommendation is the cheapest over the possible futures.
    QString sharesSummary() const;
    /// The rule line under the headline: the electricity price and PUE the options are costed at, the throughput need
    /// from users, what a training job ranks by (RecommendationRuleText).
    QString ruleLine() const;
    /// The left-out table's rows as "card: reason" (for tests).
    QStringList leftOutLines() const;

    /// Applies the selected row (the recommendation when none is selected) through useOptionRequested.
    void useSelectedOption();

    /// Searches off the GUI thread: until a scenario's search lands the view shows the last answer greyed out
    /// under "Updating..." and offers no option to use. Without one (reports, tests) it searches at once.
    void setSearch(RecommendationSearch* search);
    /// True while the options shown are not the current scenario's.
    bool updating() const { return updating_; }

signals:
    /// The user asked for `option` to become the scenario (one undo step, applied by the window).
    void useOptionRequested(const gputco::RecommendOption& option);

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

private:
    void draw(const Evaluation& evaluation);
    void showUpdating();
    void showLeftOut(const Evaluation& evaluation);
    void showChart(const Evaluation& evaluation);

    QLabel* headline_;
    QLabel* shares_;
    QLabel* rule_ = nullptr;
    RecommendTableModel* options_;
    QTableView* table_;
    ParetoChart* chart_;
    QTableWidget* leftOut_;
    QPushButton* useOption_;
    QWidget* results_ = nullptr; ///< everything the search fills, greyed out while it is not current
    RecommendationSearch* search_ = nullptr;
    std::shared_ptr<const LazyRecommendation> shown_; ///< the search drawn last
    bool updating_ = false;
};

} // namespace gputco::ui
