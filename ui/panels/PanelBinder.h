#pragma once

#include "scenario/ScenarioState.h"

#include <QObject>
#include <QString>
#include <QVariant>

#include <functional>
#include <vector>

class QComboBox;

namespace gputco {
class ScenarioEditor;
} // namespace gputco

namespace gputco::ui {

class SliderSpinBox;

/// Connects input widgets to scenario fields in both directions: a user edit becomes one editor step (a
/// slider drag merges into one), and refresh() mirrors the scenario back into the widgets silently.
class PanelBinder final : public QObject {
    Q_OBJECT
public:
    using NumberGetter = std::function<double(const ScenarioState&)>;
    using NumberSetter = std::function<void(ScenarioState&, double)>;
    using ChoiceGetter = std::function<QVariant(const ScenarioState&)>;
    using ChoiceSetter = std::function<void(ScenarioState&, const QVariant&)>;

    PanelBinder(ScenarioEditor& editor, QObject* parent = nullptr);

    void bindSlider(SliderSpinBox* widget, const QString& description, NumberGetter get, NumberSetter set);
    /// The combo's item data are the values; `get` returns the data of the item to show.
    void bindCombo(QComboBox* widget, const QString& description, ChoiceGetter get, ChoiceSetter set);

    void refresh(const ScenarioState& state);

private:
    struct Binding {
        std::function<void(const ScenarioState&)> refresh;
    };
    ScenarioEditor& editor_;
    std::vector<Binding> bindings_;
    int nextMergeKey_ = 1;
};

} // namespace gputco::ui
