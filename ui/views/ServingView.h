#pragma once

#include "session/ServingFiguresRun.h"
#include "views/EvaluationView.h"

class QLabel;
class QTableWidget;

namespace gputco::ui {

class LineComparisonChart;

/// Serving under load: the selected cards' P50 and P99 time to first token and time per output token against the
/// arrival rate per replica (core serving simulation), the P99 targets as lines, each card's capacity at them and
/// where its queue grows without end; and a row per card with its capacity, the GPUs the peak needs and the cost
/// per million tokens at that load. Simulated off the GUI thread (ServingFiguresRun) only while the view is shown;
/// until the current scenario's curves land the previous ones stay, grey.
class ServingView final : public EvaluationView {
    Q_OBJECT
public:
    explicit ServingView(QWidget* parent = nullptr);

    LineComparisonChart* ttftChart() const { return ttft_; }
    LineComparisonChart* tpotChart() const { return tpot_; }
    QTableWidget* table() const { return table_; }
    /// Whether the charts and the table are shown: not while the view has only a reason to give (training, no cards).
    bool showsFigures() const;
    ServingFiguresRun& run() { return run_; }
    /// Blocks until the current scenario's curves are drawn (screenshots, reports, tests).
    void waitForBackgroundWork();
    /// Whether the curves shown are the previous scenario's (drawn grey).
    bool showsStale() const { return stale_; }
    QString answer() const;

protected:
    void render(const Evaluation& evaluation, const Evaluation* previous) override;

private:
    void draw();

    ServingFiguresRun run_;
    QLabel* message_;
    QLabel* answer_;
    LineComparisonChart* ttft_;
    LineComparisonChart* tpot_;
    QTableWidget* table_;
    QWidget* figures_ = nullptr; ///< the charts over the table
    bool stale_ = false;
};

} // namespace gputco::ui
