#include "panels/WorkloadUsersGroup.h"

#include "format/RecommendationRuleText.h"
#include "panels/PanelBinder.h"
#include "scenario/WorkloadInputs.h"
#include "session/ScenarioEditor.h"
#include "widgets/PanelGroup.h"
#include "widgets/SliderSpinBox.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>

namespace gputco::ui {

namespace {
using Range = SliderSpinBox::Range;
using Scale = SliderSpinBox::Scale;

SliderSpinBox* slider(const Range& range, const QString& toolTip, QWidget* parent)
{
    auto* s = new SliderSpinBox(range, parent);
    s->setToolTip(toolTip);
    s->spinBox()->setSpecialValueText(WorkloadUsersGroup::tr("not given"));
    return s;
}
} // namespace

WorkloadUsersGroup::WorkloadUsersGroup(ScenarioEditor& editor, QWidget* parent)
    : QObject(parent)
    , editor_(editor)
    , binder_(new PanelBinder(editor, this))
{
    group_ = new PanelGroup(tr("Users"), tr("Size to the throughput target alone"));
    QFormLayout* form = group_->form();

    users_ = slider(Range{0, 10000000, 0, 10, Scale::Linear},
                    tr("Users served at the same time. With what each asks for below, they give the throughput the "
                       "deployment is sized to (the larger of it and the throughput target)."),
                    group_);
    binder_->bindSlider(
        users_, tr("Change concurrent users"), [](const ScenarioState& s) { return s.workload.concurrentUsers; },
        [](ScenarioState& s, double v) { s.workload.concurrentUsers = static_cast<int>(v); });
    form->addRow(tr("Concurrent users"), users_);

    tokensPerUser_ = slider(Range{0, 1000, 1, 1, Scale::Linear},
                            tr("Output tokens per second each user reads while a reply streams (reading speed is "
                               "about 5-10; an agent may read faster)"),
                            group_);
    binder_->bindSlider(
        tokensPerUser_, tr("Change tokens per second per user"),
        [](const ScenarioState& s) { return s.workload.tokensPerSecondPerUser; },
        [](ScenarioState& s, double v) { s.workload.tokensPerSecondPerUser = v; });
    form->addRow(tr("Tokens/s per user"), tokensPerUser_);

    requestsPerUser_ = slider(Range{0, 600, 1, 0.5, Scale::Linear},
                              tr("Requests each user sends a minute, each as long as the output per request; the "
                                 "larger of this and the tokens per second counts"),
                              group_);
    binder_->bindSlider(
        requestsPerUser_, tr("Change requests per minute per user"),
        [](const ScenarioState& s) { return s.workload.requestsPerMinutePerUser; },
        [](ScenarioState& s, double v) { s.workload.requestsPerMinutePerUser = v; });
    form->addRow(tr("Requests/min per user"), requestsPerUser_);

    demand_ = new QLabel(group_);
    demand_->setWordWrap(true);
    form->addRow(demand_);

    connect(group_, &PanelGroup::resetRequested, this, [this] {
        editor_.editWorkload(tr("Reset users"), [](WorkloadState& w) {
            const WorkloadState d;
            w.concurrentUsers = d.concurrentUsers;
            w.tokensPerSecondPerUser = d.tokensPerSecondPerUser;
            w.requestsPerMinutePerUser = d.requestsPerMinutePerUser;
        });
    });
}

QString WorkloadUsersGroup::demandText() const { return demand_->isHidden() ? QString() : demand_->text(); }

void WorkloadUsersGroup::refresh(const ScenarioState& state)
{
    binder_->refresh(state);
    const QString text = RecommendationRuleText::demandText(state.workload);
    demand_->setText(text);
    demand_->setVisible(!text.isEmpty());
    // A contradiction with the throughput target is shown in the warning colour.
    const bool disagree = serviceDemandFor(state.workload).usersDisagreeWithTarget;
    demand_->setStyleSheet(disagree ? QStringLiteral("color: #b00020") : QString());
}

} // namespace gputco::ui
