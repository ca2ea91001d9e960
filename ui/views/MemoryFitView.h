#pragma once

#include "views/EvaluationView.h"
#include "views/MemoryFitRows.h"

class QComboBox;
class QLabel;

namespace gputco::ui {

class MemoryFitChart;

/// View 1: does the workload fit, per card, and on how many GPUs.
class MemoryFitView final : public EvaluationView {
    Q_OBJECT
public:
    explicit MemoryFitView(QWidget* parent = nullptr);

    MemoryFitChart* chart() const { return chart_; }
    QComboBox* sortCombo() const { return sort_; }
    /// "Showing the first 100 of 300 ticked cards ...", empty when the chart draws every ticked card.
    QString shownNote() const;

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

private:
    void redraw(const Evaluation& evaluation);

    QComboBox* sort_;
    QLabel* message_;
    QLabel* shown_;
    MemoryFitChart* chart_;
};

} // namespace gputco::ui
