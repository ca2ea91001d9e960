#include "window/StatusSummary.h"

#include "format/EnumLabels.h"
#include "format/Format.h"
#include "views/MemoryFitRows.h"

#include <QHBoxLayout>
#include <QLabel>

#include <tuple>

namespace gputco::ui {

namespace {
QFrame* separator(QWidget* parent)
{
    auto* line = new QFrame(parent);
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}
} // namespace

StatusSummary::StatusSummary(QWidget* parent)
    : QWidget(parent), model_(new QLabel(this)), fit_(new QLabel(this)), count_(new QLabel(this))
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(model_);
    layout->addWidget(separator(this));
    layout->addWidget(fit_);
    layout->addWidget(separator(this));
    layout->addWidget(count_);
    layout->addStretch(1);
    model_->setToolTip(tr("Model, parameter count and mode"));
    fit_->setToolTip(tr("The selected card that holds the workload on the fewest GPUs"));
    count_->setToolTip(tr("Selected cards on which the workload fits"));
}

void StatusSummary::showEvaluation(const Evaluation& e)
{
    model_->setText(tr("%1 · %2 parameters · %3")
                        .arg(QString::fromStdString(e.model.displayName.empty() ? std::string("custom")
                                                                                 : e.model.displayName),
                             format::parameters(e.parameters.total), taskModeLabel(e.state.workload.mode)));

    const CardEvaluation* best = nullptr;
    int fitting = 0;
    for (std::size_t i : e.selected) {
        const CardEvaluation& c = e.cards[i];
        if (!c.fit.fits)
            continue;
        ++fitting;
        // Fewest GPUs, then the most memory left per GPU.
        auto rank = [](const CardEvaluation& x) {
            return std::tuple(x.fit.gpus(), -(x.card->memory.value_or(Bytes{}) - x.fit.perGpu.total()).inBytes());
        };
        if (!best || rank(c) < rank(*best))
            best = &c;
    }
    if (e.inputError)
        fit_->setText(tr("Workload not valid: %1").arg(QString::fromStdString(e.inputError->describe())));
    else if (best)
        fit_->setText(tr("%1 × %2 per replica (%3 per GPU)")
                          .arg(best->fit.gpus())
                          .arg(QString::fromStdString(best->card->model), format::gigabytes(best->fit.perGpu.total())));
    else
        fit_->setText(tr("No selected card holds this workload"));
    count_->setText(tr("fits on %1 of %2 selected cards").arg(fitting).arg(e.selected.size()));
}

QString StatusSummary::text() const
{
    return model_->text() + QStringLiteral(" | ") + fit_->text() + QStringLiteral(" | ") + count_->text();
}

} // namespace gputco::ui
