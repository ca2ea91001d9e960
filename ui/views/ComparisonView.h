#pragma once

#include "views/EvaluationView.h"

#include <memory>

class QLabel;
class QTableView;
class QTimer;

namespace gputco {
class ComparisonRun;
class LazyComparison;
} // namespace gputco

namespace gputco::ui {

class ComparisonTableModel;
class ModeCardsTableModel;

/// View 3: the eight dimensions on which training and inference differ, with this workload's values, and
/// the cards that suit each mode.
class ComparisonView final : public EvaluationView {
    Q_OBJECT
public:
    explicit ComparisonView(QWidget* parent = nullptr);

    ComparisonTableModel* dimensionsModel() const { return dimensions_; }
    ModeCardsTableModel* trainingCards() const { return trainingCards_; }
    ModeCardsTableModel* inferenceCards() const { return inferenceCards_; }
    /// How each side's GPU counts were found (the scenario's mode as Recommend sizes it), as shown.
    QString sizingNote() const;
    /// The captions over the two card tables, as shown (the report prints each over its own table).
    QString trainingCardsCaption() const;
    QString servingCardsCaption() const;
    /// The problem the view shows instead of the comparison; empty when there is none.
    QString problem() const;

    /// Computes off the GUI thread: until a scenario's comparison lands the view shows the last one greyed out under
    /// "Updating...". Without one (reports, tests) it computes at once.
    void setRun(ComparisonRun* run);
    /// True while the figures shown are not the current scenario's.
    bool updating() const { return updating_; }

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

private:
    void draw(const Evaluation& evaluation);
    void showUpdating();
    /// Rows of the dimensions table to their wrapped text, the card tables' columns to theirs.
    void fitToContents();

    QLabel* message_;
    QLabel* sizing_ = nullptr;        ///< how each side's GPU counts were found (comparisonSizingText)
    QLabel* trainingTitle_ = nullptr; ///< says the run's tokens, its deadline and the order
    QLabel* servingTitle_ = nullptr;
    ComparisonTableModel* dimensions_;
    ModeCardsTableModel* trainingCards_;
    ModeCardsTableModel* inferenceCards_;
    QTableView* dimensionsTable_;
    QTableView* trainingTable_ = nullptr;
    QTableView* inferenceTable_ = nullptr;
    QTimer* settleLayout_ = nullptr; ///< fits rows and columns to their text once a slider stops
    QLabel* updatingNote_ = nullptr; ///< "Updating...", shown while the figures are the previous scenario's
    QWidget* results_ = nullptr;     ///< the tables, greyed out while they are not current
    ComparisonRun* run_ = nullptr;
    std::shared_ptr<const LazyComparison> shown_; ///< the comparison drawn last
    bool updating_ = false;
};

} // namespace gputco::ui
