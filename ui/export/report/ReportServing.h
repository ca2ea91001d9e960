#pragma once

#include "export/report/ReportTable.h"
#include "scenario/Evaluation.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

class QGraphicsView;

namespace gputco::ui {

class LineComparisonChart;

/// The report's serving page: the recommended option's card (taken into the scenario as "Use this option" takes
/// it) simulated under the scenario's traffic, its latency against load (P50 and P99 TTFT and TPOT, the P99
/// targets, its capacity and service rate) and its capacity table, when the scenario sets a P99 target. Simulated on
/// the calling thread (core servingFiguresFor); keeps the charts alive while the report is painted.
class ReportServing {
    Q_DECLARE_TR_FUNCTIONS(ReportServing)
public:
    explicit ReportServing(const Evaluation& evaluation);
    ~ReportServing();

    QString subject() const { return subject_; }
    QString answer() const { return answer_; }
    QGraphicsView* ttftChart() const;
    QGraphicsView* tpotChart() const;
    const ReportTable& table() const { return table_; }
    /// Why there is no page (training, no recommendation, no curve); empty otherwise.
    QString problem() const { return problem_; }

private:
    EvaluationPtr option_;
    std::unique_ptr<LineComparisonChart> ttft_;
    std::unique_ptr<LineComparisonChart> tpot_;
    QString subject_;
    QString answer_;
    QString problem_;
    ReportTable table_;
};

} // namespace gputco::ui
