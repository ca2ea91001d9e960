#pragma once

#include "views/EvaluationView.h"

class QLabel;
class QTableView;
class QTimer;

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

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

private:
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
};

} // namespace gputco::ui
