#include "export/report/ReportViews.h"

#include "charts/LineComparisonChart.h"
#include "charts/MemoryFitChart.h"
#include "charts/ParetoChart.h"
#include "models/ComparisonTableModel.h"
#include "models/ModeCardsTableModel.h"
#include "models/PowerCostTableModel.h"
#include "models/RecommendOptionsModel.h"
#include "session/UncertaintyBands.h"
#include "views/ComparisonView.h"
#include "views/MemoryFitView.h"
#include "views/PowerCostView.h"
#include "views/RackView.h"
#include "views/RecommendView.h"
#include "widgets/RackElevationWidget.h"

#include <QComboBox>
#include <QGraphicsView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace gputco::ui {

ReportViews::ReportViews(const EvaluationPtr& evaluation)
    : host_(std::make_unique<QWidget>())
    , memoryFit_(new MemoryFitView)
    , powerCost_(new PowerCostView)
    , comparison_(new ComparisonView)
    , rack_(new RackView)
    , recommend_(new RecommendView)
{
    host_->setAttribute(Qt::WA_DontShowOnScreen);
    // The report draws the bands now, at the scenario's full sample count and seed: the command line's
    // economics.tco_band, whatever the window's background run had reached.
    powerCost_->showBands(computeBandsNow(evaluation));
    auto* layout = new QVBoxLayout(host_.get());
    for (EvaluationView* view :
         std::initializer_list<EvaluationView*>{memoryFit_, powerCost_, comparison_, rack_, recommend_}) {
        layout->addWidget(view);
        view->setEvaluation(evaluation);
        view->renderNow();
    }
}

ReportViews::~ReportViews() = default;

ViewContent ReportViews::contentOf(EvaluationView* view)
{
    ViewContent content;
    content.figures = view->findChildren<QGraphicsView*>();
    for (QTableView* table : view->findChildren<QTableView*>()) {
        ViewTable t;
        // A sorting proxy only reorders: the report keeps the evaluation's order, the same as the charts' legends.
        const auto* proxy = qobject_cast<const QSortFilterProxyModel*>(table->model());
        t.model = proxy ? proxy->sourceModel() : table->model();
        for (int c = 0; t.model && c < t.model->columnCount(); ++c)
            if (table->isColumnHidden(c))
                t.hiddenColumns << c;
        if (t.model)
            content.tables << t;
    }
    // Wrapped labels that are not hidden are the view's messages; short labels are control captions.
    for (const QLabel* label : view->findChildren<QLabel*>())
        if (label->wordWrap() && !label->isHidden() && !label->text().trimmed().isEmpty())
            content.messages << label->text();
    return content;
}

ViewContent ReportViews::memoryFit() const
{
    ViewContent content = contentOf(memoryFit_);
    content.figures = {memoryFit_->chart()};
    return content;
}

ViewContent ReportViews::powerCost() const
{
    // The view's own order: the TCO chart, then the electricity-price chart, then the table.
    ViewContent content = contentOf(powerCost_);
    content.figures = {powerCost_->tcoChart(), powerCost_->electricityChart()};
    content.tables = {ViewTable{powerCost_->tableModel(), powerCost_->tableModel()->bandColumns()}};
    return content;
}
ViewContent ReportViews::comparison(TaskMode mode) const
{
    ViewContent content;
    if (const QString problem = comparison_->problem(); !problem.isEmpty())
        content.messages << problem;
    content.tables << ViewTable{comparison_->dimensionsModel(), {}};
    // Only the cards of the question asked: a serving scenario lists no training cards, and the reverse.
    if (isTrainingTask(mode))
        content.tables << ViewTable{comparison_->trainingCards(), {}, 0, comparison_->trainingCardsCaption()};
    else
        content.tables << ViewTable{
            comparison_->inferenceCards(), {ModeCardsTableModel::RunTime}, 0, comparison_->servingCardsCaption()};
    return content;
}
ViewContent ReportViews::rack() const { return contentOf(rack_); }

ViewContent ReportViews::recommendation() const
{
    ViewContent content = contentOf(recommend_);
    content.figures = {recommend_->paretoChart()};
    // One row per card and ownership, its best option (the rows' order is the rank; a rented row's site says
    // "rented from"). Servers are in the Rack section. The rest are short figures a meeting compares along a row.
    QList<int> hidden{RecommendOptionsModel::Rank, RecommendOptionsModel::Ownership, RecommendOptionsModel::Servers};
    if (!recommend_->optionsModel()->discounted())
        hidden.append(RecommendOptionsModel::PresentValue);
    if (recommend_->optionsModel()->training())
        hidden.append(RecommendOptionsModel::Energy);
    const int shown = RecommendOptionsModel::ColumnCount - static_cast<int>(hidden.size());
    content.tables = {ViewTable{recommend_->optionsModel(), hidden, shown}, ViewTable{recommend_->leftOutModel(), {}}};
    content.messages.clear(); // the headline is the report's "answer in brief" already
    return content;
}

} // namespace gputco::ui

namespace gputco::ui {

QWidget* ReportViews::rackElevation() const { return rack_->elevation(); }
QString ReportViews::rackOption() const { return rack_->optionCombo()->currentText(); }

} // namespace gputco::ui
