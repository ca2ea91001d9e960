#include "panels/PanelBinder.h"

#include "session/ScenarioEditor.h"
#include "widgets/SliderSpinBox.h"

#include <QComboBox>
#include <QSignalBlocker>

namespace gputco::ui {

PanelBinder::PanelBinder(ScenarioEditor& editor, QObject* parent)
    : QObject(parent)
    , editor_(editor)
{
}

void PanelBinder::bindSlider(SliderSpinBox* widget, const QString& description, NumberGetter get, NumberSetter set)
{
    const int mergeKey = nextMergeKey_++;
    connect(widget, &SliderSpinBox::valueEdited, this, [this, description, set, mergeKey](double v, bool continuous) {
        editor_.edit(
            description, [&set, v](ScenarioState& s) { set(s, v); }, continuous ? mergeKey : ScenarioEditor::kNoMerge);
    });
    connect(widget, &SliderSpinBox::editFinished, &editor_, &ScenarioEditor::finishContinuousEdit);
    bindings_.push_back({[widget, get](const ScenarioState& s) { widget->setValue(get(s)); }});
}

void PanelBinder::bindCombo(QComboBox* widget, const QString& description, ChoiceGetter get, ChoiceSetter set)
{
    connect(widget, &QComboBox::activated, this, [this, widget, description, set](int index) {
        const QVariant value = widget->itemData(index);
        editor_.edit(description, [&set, &value](ScenarioState& s) { set(s, value); });
    });
    bindings_.push_back({[widget, get](const ScenarioState& s) {
        const QSignalBlocker block(widget);
        widget->setCurrentIndex(widget->findData(get(s)));
    }});
}

void PanelBinder::refresh(const ScenarioState& state)
{
    for (const Binding& b : bindings_)
        b.refresh(state);
}

} // namespace gputco::ui
