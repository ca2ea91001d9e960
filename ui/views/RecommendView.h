#pragma once

#include "views/EvaluationView.h"

#include <memory>

class QAbstractItemModel;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QTimer;
class QTreeView;

namespace gputco {
class RecommendationSearch;
} // namespace gputco

namespace gputco::ui {

class ParetoChart;
class RecommendOptionsFilter;
class RecommendOptionsModel;

/// View: the answer. The recommender's options for the scenario (card x GPUs x precision x split x facility),
/// one row per card and ownership (its best configuration, opening to its variants), sortable and filtered by
/// card and by owned or rented, with each row's P10-P90 cost; the cost-latency Pareto chart with the scenario's
/// own deployment marked, and every card left out with its reason. "Use this option" asks for a row to be
/// applied to the scenario.
class RecommendView final : public EvaluationView {
    Q_OBJECT
public:
    explicit RecommendView(QWidget* parent = nullptr);

    RecommendOptionsModel* optionsModel() const { return options_; }
    RecommendOptionsFilter* optionsFilter() const { return filter_; }
    QTreeView* optionsView() const { return tree_; }
    QLineEdit* cardFilterEdit() const { return cardFilter_; }
    QComboBox* ownershipFilterCombo() const { return ownershipFilter_; }
    ParetoChart* paretoChart() const { return chart_; }
    QCheckBox* logCostBox() const { return logCost_; }
    /// The cards left out: card, reason (the report prints it).
    const QAbstractItemModel* leftOutModel() const;
    QString headline() const;
    /// The line under the headline: how often the recommendation is the cheapest over the possible futures.
    QString sharesSummary() const;
    /// The rule line under the headline: the electricity price and PUE the options are costed at, the throughput need
    /// from users, what a training job ranks by (RecommendationRuleText).
    QString ruleLine() const;
    /// The line that sets the best owned option beside the best rented one.
    QString ownershipLine() const;
    /// The left-out table's rows as "card: reason" (for tests).
    QStringList leftOutLines() const;
    /// "Showing the 2,000 cheapest of 770,000 options ...", empty when the chart draws every option.
    QString chartShownNote() const;
    /// "Listing the best 500 of 150,000 ...", empty when the table lists every card and ownership.
    QString tableShownNote() const;

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
    /// Brings the recommendation's row into sight (wherever the sort put it), after each new answer.
    void scrollToRecommended();
    void fitColumns();
    /// Says how much of a big answer the table holds (the rows are read a page at a time).
    void showListedRows();

    QLabel* headline_;
    QLabel* ownedRented_;
    QLabel* shares_;
    QLabel* rule_ = nullptr;
    RecommendOptionsModel* options_;
    RecommendOptionsFilter* filter_;
    QLineEdit* cardFilter_;
    QComboBox* ownershipFilter_;
    QTreeView* tree_;
    ParetoChart* chart_;
    QTableWidget* leftOut_;
    QPushButton* useOption_;
    QLabel* tableNote_;          ///< how many of the rows the table holds, hidden when it holds them all
    QLabel* leftOutNote_;        ///< how many left-out cards are not listed, hidden when all are
    QTimer* readRest_;           ///< a card filter reads the table's remaining pages, one per turn of the event loop
    QCheckBox* logCost_;         ///< the Pareto chart's log cost axis, remembered in the settings
    QWidget* results_ = nullptr; ///< everything the search fills, greyed out while it is not current
    RecommendationSearch* search_ = nullptr;
    std::shared_ptr<const LazyRecommendation> shown_; ///< the search drawn last
    bool updating_ = false;
    QString chartNote_; ///< how many of the options the chart draws, empty when it draws them all
};

} // namespace gputco::ui
