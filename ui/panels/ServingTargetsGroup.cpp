#include "panels/ServingTargetsGroup.h"

#include "scenario/ScenarioConstraintRanges.h"
#include "widgets/OptionalNumberEdit.h"
#include "widgets/PanelGroup.h"

#include <QFormLayout>

namespace gputco::ui {

namespace range = constraintRanges;

ServingTargetsGroup::ServingTargetsGroup(Edit edit, QWidget* parent)
    : QObject(parent)
    , edit_(std::move(edit))
{
    group_ = new PanelGroup(tr("Service under load (P99)"),
                            tr("Remove the P99 targets, the peak and the traffic's shape"), parent);
    QFormLayout* form = group_->form();

    ttftP99_ = add(form, tr("P99 time to first token (ms)"),
                   tr("Inference: 99 % of requests must see their first token within this, queueing included, at "
                      "the peak rate. Set, each option is sized by its simulated capacity (Serving view). Empty: no "
                      "P99 target."),
                   range::kTtftP99Ms.min, range::kTtftP99Ms.max);
    connect(ttftP99_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        edit_(tr("Change P99 time-to-first-token target"), [v](ScenarioConstraints& c) { c.ttftP99Ms = v; });
    });
    tpotP99_ = add(form, tr("P99 time per output token (ms)"),
                   tr("Inference: 99 % of requests must average at most this per generated token at the peak "
                      "rate. Empty: no P99 target."),
                   range::kTpotP99Ms.min, range::kTpotP99Ms.max);
    connect(tpotP99_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        edit_(tr("Change P99 time-per-token target"), [v](ScenarioConstraints& c) { c.tpotP99Ms = v; });
    });
    peakRate_ = add(form, tr("Peak rate (requests/s)"),
                    tr("Requests per second the whole deployment must take at its busiest. Empty: the throughput "
                       "target in requests."),
                    range::kPeakRequestsPerSecond.min, range::kPeakRequestsPerSecond.max);
    connect(peakRate_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        edit_(tr("Change peak rate"), [v](ScenarioConstraints& c) { c.peakRequestsPerSecond = v; });
    });
    peakTokens_ = add(form, tr("Peak (output tokens/s)"),
                      tr("The peak in output tokens per second; the larger of the two peaks counts. Empty: none."),
                      range::kPeakOutputTokensPerSecond.min, range::kPeakOutputTokensPerSecond.max);
    connect(peakTokens_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        edit_(tr("Change peak output tokens"), [v](ScenarioConstraints& c) { c.peakOutputTokensPerSecond = v; });
    });
    burstiness_ = add(form, tr("Burstiness"),
                      tr("Coefficient of variation of the gaps between arrivals, 0.1 to 10: 1 is Poisson, above 1 "
                         "bursty. Empty: 1."),
                      range::kBurstiness.min, range::kBurstiness.max);
    connect(burstiness_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        edit_(tr("Change burstiness"), [v](ScenarioConstraints& c) { c.burstiness = v; });
    });
    inputSpread_ = add(form, tr("Prompt length spread"),
                       tr("Coefficient of variation of prompt lengths (log-normal), 0 to 4. Empty: 0, every prompt "
                          "as long."),
                       range::kLengthSpread.min, range::kLengthSpread.max);
    connect(inputSpread_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        edit_(tr("Change prompt length spread"), [v](ScenarioConstraints& c) { c.inputTokensSpread = v; });
    });
    outputSpread_ = add(form, tr("Output length spread"),
                        tr("Coefficient of variation of output lengths (log-normal), 0 to 4. Empty: 0."),
                        range::kLengthSpread.min, range::kLengthSpread.max);
    connect(outputSpread_, &OptionalNumberEdit::valueEdited, this, [this](std::optional<double> v) {
        edit_(tr("Change output length spread"), [v](ScenarioConstraints& c) { c.outputTokensSpread = v; });
    });

    connect(group_, &PanelGroup::resetRequested, this, [this] {
        edit_(tr("Remove P99 targets and traffic"), [](ScenarioConstraints& c) {
            c.ttftP99Ms.reset();
            c.tpotP99Ms.reset();
            c.peakRequestsPerSecond.reset();
            c.peakOutputTokensPerSecond.reset();
            c.burstiness.reset();
            c.inputTokensSpread.reset();
            c.outputTokensSpread.reset();
        });
    });
}

OptionalNumberEdit* ServingTargetsGroup::add(QFormLayout* form, const QString& label, const QString& toolTip,
                                             double min, double max)
{
    auto* edit = new OptionalNumberEdit({label, min, max, false});
    edit->setToolTip(toolTip);
    connect(edit, &OptionalNumberEdit::problemFound, this, &ServingTargetsGroup::problemFound);
    form->addRow(label, edit);
    return edit;
}

void ServingTargetsGroup::refresh(const ScenarioConstraints& c)
{
    ttftP99_->setPlaceholderText(tr("no P99 target"));
    ttftP99_->setValue(c.ttftP99Ms);
    tpotP99_->setPlaceholderText(tr("no P99 target"));
    tpotP99_->setValue(c.tpotP99Ms);
    peakRate_->setPlaceholderText(tr("the throughput target"));
    peakRate_->setValue(c.peakRequestsPerSecond);
    peakTokens_->setPlaceholderText(tr("none"));
    peakTokens_->setValue(c.peakOutputTokensPerSecond);
    burstiness_->setPlaceholderText(tr("1 (Poisson)"));
    burstiness_->setValue(c.burstiness);
    inputSpread_->setPlaceholderText(tr("0 (fixed)"));
    inputSpread_->setValue(c.inputTokensSpread);
    outputSpread_->setPlaceholderText(tr("0 (fixed)"));
    outputSpread_->setValue(c.outputTokensSpread);
}

} // namespace gputco::ui
