#include "views/RackView.h"

#include <QLabel>
#include <QVBoxLayout>

namespace gputco::ui {

RackView::RackView(QWidget* parent) : EvaluationView(parent), message_(new QLabel(this))
{
    message_->setAlignment(Qt::AlignCenter);
    message_->setWordWrap(true);
    message_->setText(tr("Rack and cooling figures appear here once the rack model is available."));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(message_);
}

void RackView::render(const Evaluation&, const Evaluation*) {}

} // namespace gputco::ui
