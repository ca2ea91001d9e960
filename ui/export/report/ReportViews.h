#pragma once

#include "scenario/Evaluation.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

class QGraphicsView;
class QAbstractItemModel;
class QWidget;

namespace gputco::ui {

class ComparisonView;
class EvaluationView;
class MemoryFitView;
class PowerCostView;
class RackView;
class RecommendView;

/// A table a view shows: its model (unsorted, in the evaluation's card order) and the columns it hides.
struct ViewTable {
    const QAbstractItemModel* model = nullptr;
    QList<int> hiddenColumns;
    int maxColumns = 0;   ///< see ReportTable::maxColumns
    QString caption = {}; ///< printed over the table as its subheading; empty: none
};

/// What one view shows that a report can print: its charts, its tables and its messages.
struct ViewContent {
    QList<QGraphicsView*> figures;
    QList<ViewTable> tables;
    QStringList messages; ///< notes the view shows above its charts (problems, missing prices)
};

/// The window's views, built again for the report and fed the same evaluation, never shown. Printing the
/// views themselves (not copies of their logic) keeps the report's charts and tables those of the window.
class ReportViews {
public:
    explicit ReportViews(const EvaluationPtr& evaluation);
    ~ReportViews();

    ViewContent memoryFit() const;
    ViewContent powerCost() const;
    /// The Training vs inference view for a scenario in `mode`: the dimensions, then only the cards table of the
    /// scenario's own mode (serving cards for an inference question), each under its own caption.
    ViewContent comparison(TaskMode mode) const;
    ViewContent rack() const;
    /// The Recommend view: the Pareto chart, the ranked options, then the cards left out.
    ViewContent recommendation() const;
    /// The rack view's drawing of the fullest rack, and the card it is drawn for.
    QWidget* rackElevation() const;
    QString rackOption() const;

private:
    /// Every chart, table and message found in the view's widgets (for views the report has no accessors for).
    static ViewContent contentOf(EvaluationView* view);

    std::unique_ptr<QWidget> host_;
    MemoryFitView* memoryFit_;
    PowerCostView* powerCost_;
    ComparisonView* comparison_;
    RackView* rack_;
    RecommendView* recommend_;
};

} // namespace gputco::ui
