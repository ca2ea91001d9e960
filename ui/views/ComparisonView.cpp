#include "views/ComparisonView.h"

#include <QLabel>
#include <QVBoxLayout>

namespace gputco::ui {

ComparisonView::ComparisonView(QWidget* parent) : EvaluationView(parent), message_(new QLabel(this))
{
    message_->setAlignment(Qt::AlignCenter);
    message_->setWordWrap(true);
    message_->setText(tr("The training-vs-inference comparison appears here once the comparison model is available."));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(message_);
}

void ComparisonView::render(const Evaluation&, const Evaluation*) {}

} // namespace gputco::ui
