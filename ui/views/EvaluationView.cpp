#include "views/EvaluationView.h"

namespace gputco::ui {

EvaluationView::EvaluationView(QWidget* parent)
    : QWidget(parent)
{
}

void EvaluationView::setEvaluation(const EvaluationPtr& evaluation)
{
    evaluation_ = evaluation;
    if (isVisible())
        renderNow();
}

void EvaluationView::renderNow()
{
    if (!evaluation_ || evaluation_ == drawn_)
        return;
    render(*evaluation_, drawn_.get());
    drawn_ = evaluation_;
}

void EvaluationView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    renderNow();
}

} // namespace gputco::ui
