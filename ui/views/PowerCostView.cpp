#include "views/PowerCostView.h"

#include <QLabel>
#include <QVBoxLayout>

namespace gputco::ui {

PowerCostView::PowerCostView(QWidget* parent) : EvaluationView(parent), message_(new QLabel(this))
{
    message_->setAlignment(Qt::AlignCenter);
    message_->setWordWrap(true);
    message_->setText(tr("Power and cost figures appear here once the power and cost models are available."));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(message_);
}

void PowerCostView::render(const Evaluation&, const Evaluation*) {}

} // namespace gputco::ui
