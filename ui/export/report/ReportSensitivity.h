#pragma once

#include "export/report/ReportTable.h"
#include "scenario/Evaluation.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

class QGraphicsView;

namespace gputco::ui {

class TornadoChart;

/// The report's sensitivity page for one scenario: the tornado of the recommended option (the recommendation's
/// first option taken into the scenario with core's withOption and evaluated by core's ScenarioEvaluator), or,
/// without a recommendation, of the cheapest selected card; its one-line answer and the ranges it used with
/// their sources. It keeps the option's evaluation and the chart alive while the report is painted.
class ReportSensitivity {
    Q_DECLARE_TR_FUNCTIONS(ReportSensitivity)
public:
    explicit ReportSensitivity(const Evaluation& evaluation);
    ~ReportSensitivity();

    /// Which card the page is about and why ("The recommended option, 8 × H200 ...", or that there is none).
    QString subject() const { return subject_; }
    /// "Electricity price moves H200 SXM 141GB's 4-year TCO most: ..."; empty without a tornado.
    QString answer() const { return answer_; }
    /// The tornado chart; nullptr without a tornado.
    TornadoChart* chart() const { return chart_.get(); }
    QGraphicsView* chartView() const;
    /// The chart's bars (one per input with a range).
    int barCount() const;
    /// The ranges used: input, low, typical, high, certain, evidence, source.
    const ReportTable& ranges() const { return ranges_; }
    /// Why there is no tornado (nothing selected, no card with a cost); empty otherwise.
    QString problem() const { return problem_; }

private:
    EvaluationPtr option_; ///< the recommended option's evaluation, whose tornado is drawn (none without one)
    std::unique_ptr<TornadoChart> chart_;
    QString subject_;
    QString answer_;
    QString problem_;
    ReportTable ranges_;
};

} // namespace gputco::ui
